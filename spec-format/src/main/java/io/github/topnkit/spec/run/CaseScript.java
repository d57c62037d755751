package io.github.topnkit.spec.run;

import io.github.topnkit.linter.parse.Span;
import io.github.topnkit.spec.Position;
import io.github.topnkit.spec.SpecCase;
import io.github.topnkit.spec.SqlBlock;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A case as one SQL script for the linter: its DDL blocks, then its query or script, with a map
 * from each line of the script back to the spec file.
 */
public record CaseScript(String text, List<Piece> pieces, int sqlFirstLine) {

  /** A block of the script: the lines it covers and where they are in the file. */
  public record Piece(SqlBlock block, int firstLine, int lineCount) {}

  public static CaseScript of(SpecCase specCase) {
    StringBuilder text = new StringBuilder();
    List<Piece> pieces = new ArrayList<>();
    int line = 1;
    for (SqlBlock ddl : specCase.tables().values()) {
      line = append(text, pieces, ddl, line, true);
    }
    int sqlFirst = line;
    append(text, pieces, specCase.sql(), line, false);
    return new CaseScript(text.toString(), pieces, sqlFirst);
  }

  private static int append(
      StringBuilder text, List<Piece> pieces, SqlBlock block, int line, boolean terminate) {
    String sql = block.text().stripTrailing();
    if (terminate && !sql.endsWith(";")) {
      sql += ";";
    }
    int lines = (int) sql.chars().filter(c -> c == '\n').count() + 1;
    pieces.add(new Piece(block, line, lines));
    text.append(sql).append('\n');
    return line + lines;
  }

  /** The file position of a script line and column, when the line belongs to a block. */
  public Optional<Position> position(int line, int column) {
    for (Piece p : pieces) {
      if (line >= p.firstLine() && line < p.firstLine() + p.lineCount()) {
        return Optional.of(p.block().positionOf(line - p.firstLine() + 1, column));
      }
    }
    return Optional.empty();
  }

  /** The 1-based line within the case's query or script, when the script line is in it. */
  public Optional<Integer> sqlLine(int line) {
    Piece sql = pieces.get(pieces.size() - 1);
    if (line >= sql.firstLine() && line < sql.firstLine() + sql.lineCount()) {
      return Optional.of(line - sql.firstLine() + 1);
    }
    return Optional.empty();
  }

  /** The file position where a span of the script starts. */
  public Optional<Position> position(Span span) {
    return span == null ? Optional.empty() : position(span.startLine(), span.startColumn());
  }

  /** The script text a span covers (its end column inclusive). */
  public String text(Span span) {
    String[] lines = text.split("\n", -1);
    StringBuilder sb = new StringBuilder();
    for (int line = span.startLine(); line <= span.endLine() && line <= lines.length; line++) {
      String l = lines[line - 1];
      int from = line == span.startLine() ? Math.min(l.length(), span.startColumn() - 1) : 0;
      int to = line == span.endLine() ? Math.min(l.length(), span.endColumn()) : l.length();
      sb.append(l, Math.max(0, from), Math.max(from, to));
      if (line < span.endLine()) {
        sb.append('\n');
      }
    }
    return sb.toString();
  }

  /** Whether a script line is in the case's own query or script (not in its DDL blocks). */
  public boolean inSql(int line) {
    return line >= sqlFirstLine;
  }
}
