package io.github.topnkit.reference;

import io.github.topnkit.linter.parse.Span;
import io.github.topnkit.linter.parse.SqlFrontEnd;
import io.github.topnkit.spec.run.CaseScript;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.calcite.sql.parser.SqlParseException;
import org.apache.calcite.sql.parser.SqlParser;

/**
 * Flink's parse failure for a statement its parser rejects, as the Flink runner receives it: the
 * statement alone, at its place in its SQL block (earlier text blanked, as the runner submits it),
 * parsed by Flink's {@code CalciteParser.parseSqlList}, which prefixes "SQL parse failed. " unless
 * the statement ends too early ({@code SqlParserEOFException}).
 */
record FlinkParseFailure(String message, int scriptLine, int column) {

  private static final Pattern LINE_COLUMN = Pattern.compile("line (\\d+), column (\\d+)");

  /** Flink's failure for the statement {@code statement} covers, or empty when Flink parses it. */
  static Optional<FlinkParseFailure> of(CaseScript script, Span statement) {
    CaseScript.Piece piece = null;
    for (CaseScript.Piece p : script.pieces()) {
      int line = statement.startLine();
      if (line >= p.firstLine() && line < p.firstLine() + p.lineCount()) {
        piece = p;
      }
    }
    if (piece == null) {
      return Optional.empty();
    }
    StringBuilder text = new StringBuilder();
    text.append("\n".repeat(statement.startLine() - piece.firstLine()));
    text.append(" ".repeat(Math.max(0, statement.startColumn() - 1)));
    text.append(script.text(statement));
    try {
      SqlParser.create(text.toString(), SqlFrontEnd.parserConfig()).parseStmtList();
      return Optional.empty();
    } catch (SqlParseException e) {
      String raw = e.getMessage() == null ? "" : e.getMessage();
      String message = raw.contains("Encountered \"<EOF>\"") ? raw : "SQL parse failed. " + raw;
      Matcher m = LINE_COLUMN.matcher(raw);
      if (!m.find()) {
        return Optional.of(new FlinkParseFailure(message, statement.startLine(), 1));
      }
      int line = Integer.parseInt(m.group(1)) + piece.firstLine() - 1;
      return Optional.of(new FlinkParseFailure(message, line, Integer.parseInt(m.group(2))));
    } catch (RuntimeException | StackOverflowError e) {
      return Optional.empty();
    }
  }
}
