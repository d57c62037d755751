package io.github.topnkit.linter.parse;

import io.github.topnkit.linter.Messages;
import java.io.Reader;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import org.apache.calcite.avatica.util.Casing;
import org.apache.calcite.avatica.util.Quoting;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.SqlNodeList;
import org.apache.calcite.sql.parser.SqlParseException;
import org.apache.calcite.sql.parser.SqlParser;
import org.apache.calcite.sql.parser.SqlParserImplFactory;
import org.apache.flink.sql.parser.impl.FlinkSqlParserImpl;
import org.apache.flink.sql.parser.impl.FlinkSqlParserImplTokenManager;
import org.apache.flink.sql.parser.impl.SimpleCharStream;
import org.apache.flink.sql.parser.validate.FlinkSqlConformance;

/**
 * The one owner of the parser configuration: parses whole scripts with Flink's own Calcite-based
 * parser ({@link FlinkSqlParserImpl}) configured as Flink's default SQL dialect does, and keeps
 * going after a syntax error by re-parsing the statements that follow it.
 */
public final class SqlFrontEnd {

  /** Identifiers are limited only by memory in practice; Flink's planner allows long names. */
  private static final int IDENTIFIER_MAX_LENGTH = 1 << 20;

  private static final String SUPPRESSION_MARKER = "topnkit:";

  /** Parses one file. Never throws for bad SQL: problems come back positioned. */
  public ParsedScript parse(SourceFile source) {
    String text = source.text();
    List<ParsedStatement> statements = new ArrayList<>();
    List<ParsedScript.SyntaxProblem> problems = new ArrayList<>();
    LineMap lines = null;
    ScriptTokens tokens = null;
    try {
      SqlNodeList list = parser(new StringReader(text), 1, 1).parseStmtList();
      for (SqlNode node : list) {
        statements.add(new ParsedStatement(statements.size(), node, Span.of(node)));
      }
    } catch (SqlParseException e) {
      lines = new LineMap(text);
      tokens = new ScriptTokens(text, lines);
      parseStatementByStatement(text, tokens, statements, problems);
    } catch (StackOverflowError e) {
      problems.add(new ParsedScript.SyntaxProblem(Messages.nestingTooDeep(), Span.FILE_START));
    }
    List<ParsedScript.Comment> comments = new ArrayList<>();
    if (text.contains(SUPPRESSION_MARKER)) {
      if (tokens == null) {
        lines = new LineMap(text);
        tokens = new ScriptTokens(text, lines);
      }
      for (ScriptTokens.Comment c : tokens.comments()) {
        comments.add(new ParsedScript.Comment(c.text(), c.span()));
      }
    }
    return new ParsedScript(source, statements, problems, comments);
  }

  private void parseStatementByStatement(
      String text,
      ScriptTokens tokens,
      List<ParsedStatement> statements,
      List<ParsedScript.SyntaxProblem> problems) {
    for (ScriptTokens.Range range : tokens.statements()) {
      String chunk = text.substring(range.start(), range.end());
      try {
        SqlNode node = parser(new StringReader(chunk), range.line(), range.column()).parseStmt();
        statements.add(new ParsedStatement(statements.size(), node, Span.of(node)));
      } catch (SqlParseException e) {
        problems.add(syntaxProblem(e, range));
      } catch (StackOverflowError e) {
        problems.add(
            new ParsedScript.SyntaxProblem(
                Messages.nestingTooDeep(), Span.at(range.line(), range.column())));
      }
    }
    if (tokens.lexicalError() != null && problems.isEmpty()) {
      problems.add(
          new ParsedScript.SyntaxProblem(
              Messages.lexicalError(tokens.lexicalError()), tokens.lexicalErrorSpan()));
    }
  }

  private static ParsedScript.SyntaxProblem syntaxProblem(
      SqlParseException e, ScriptTokens.Range range) {
    Span span =
        e.getPos() == null || e.getPos().getLineNum() < 1
            ? Span.at(range.line(), range.column())
            : Span.of(e.getPos());
    return new ParsedScript.SyntaxProblem(Messages.syntaxError(e), span);
  }

  /**
   * The parser configuration every parse uses, for tools that need Flink's parser exactly as the
   * linter configures it (such as the benchmarks' bare-parse baseline).
   */
  public static SqlParser.Config parserConfig() {
    return config(1, 1);
  }

  /**
   * A parser whose positions start at the given line and column, so a statement parsed on its own
   * reports the positions it has in the file.
   */
  private static SqlParser parser(Reader reader, int line, int column) {
    return SqlParser.create(reader, config(line, column));
  }

  private static SqlParser.Config config(int line, int column) {
    SqlParserImplFactory factory =
        r -> {
          // The parser built from a token manager has no char stream of its own, and Calcite
          // calls setTabSize on that stream: give it an empty one, and read from ours.
          FlinkSqlParserImpl impl = new FlinkSqlParserImpl(new StringReader(""));
          SimpleCharStream stream = new TabOneCharStream(r, line, column);
          impl.ReInit(new FlinkSqlParserImplTokenManager(stream));
          return impl;
        };
    return SqlParser.config()
        .withParserFactory(factory)
        .withQuoting(Quoting.BACK_TICK)
        .withUnquotedCasing(Casing.UNCHANGED)
        .withQuotedCasing(Casing.UNCHANGED)
        .withConformance(FlinkSqlConformance.DEFAULT)
        .withIdentifierMaxLength(IDENTIFIER_MAX_LENGTH);
  }
}
