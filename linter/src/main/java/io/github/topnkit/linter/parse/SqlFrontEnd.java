package io.github.topnkit.linter.parse;

import io.github.topnkit.linter.messages.Messages;
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
import org.apache.flink.sql.parser.impl.TokenMgrError;
import org.apache.flink.sql.parser.validate.FlinkSqlConformance;

/**
 * The one owner of the parser configuration: parses whole scripts with Flink's own Calcite-based
 * parser ({@link FlinkSqlParserImpl}) configured as Flink's default SQL dialect does, and keeps
 * going after a syntax error by parsing the statements one by one.
 */
public final class SqlFrontEnd {

  /**
   * After this many rejected statements the rest of a file is not parsed: it is not SQL, and each
   * rejection costs Calcite tens of microseconds of message formatting.
   */
  static final int MAX_PROBLEMS = 1_000;

  /** Identifiers are limited only by memory in practice; Flink's planner allows long names. */
  private static final int IDENTIFIER_MAX_LENGTH = 1 << 20;

  /**
   * Parses one file. Never throws for bad SQL: problems come back positioned, one per rejected
   * statement, and every statement carries its extent from its first to its last token.
   */
  public ParsedScript parse(SourceFile source) {
    String text = source.text();
    LineMap lines = new LineMap(text);
    ScriptTokens tokens = new ScriptTokens(text, lines);
    List<ScriptTokens.Range> ranges = tokens.statements();
    List<ParsedStatement> statements = new ArrayList<>();
    List<ParsedScript.SyntaxProblem> problems = new ArrayList<>();
    if (!parseWhole(text, ranges, tokens, lines, statements)) {
      statements.clear();
      parseEach(text, ranges, tokens, lines, statements, problems);
    }
    List<ParsedScript.Comment> comments = new ArrayList<>();
    for (ScriptTokens.Comment c : tokens.comments()) {
      comments.add(new ParsedScript.Comment(c.text(), c.span()));
    }
    return new ParsedScript(source, statements, problems, comments);
  }

  /**
   * The fast path for a clean file: one parser run over the whole text. It succeeds only when the
   * parser accepts every statement the token ranges found, so each tree is paired with its extent.
   */
  private static boolean parseWhole(
      String text,
      List<ScriptTokens.Range> ranges,
      ScriptTokens tokens,
      LineMap lines,
      List<ParsedStatement> statements) {
    if (tokens.anyRejected()) {
      return false;
    }
    for (ScriptTokens.Range range : ranges) {
      if (OperatorChainFinder.find(tokens, range, OperatorChainFinder.MAX_OPERATORS) >= 0
          || OperatorChainFinder.tooDeep(tokens, range, OperatorChainFinder.MAX_NESTING) >= 0) {
        return false;
      }
    }
    SqlNodeList list;
    try {
      SqlParser parser =
          tokens
              .replay()
              .map(SqlFrontEnd::parser)
              .orElseGet(() -> parser(TextCharStream.of(text, lines, 0, text.length())));
      list = parser.parseStmtList();
    } catch (SqlParseException | RuntimeException | StackOverflowError e) {
      return false;
    }
    if (list.size() != ranges.size()) {
      return false;
    }
    for (int i = 0; i < ranges.size(); i++) {
      statements.add(new ParsedStatement(i, list.get(i), extent(ranges.get(i), lines)));
    }
    return true;
  }

  private static void parseEach(
      String text,
      List<ScriptTokens.Range> ranges,
      ScriptTokens tokens,
      LineMap lines,
      List<ParsedStatement> statements,
      List<ParsedScript.SyntaxProblem> problems) {
    for (int i = 0; i < ranges.size(); i++) {
      ScriptTokens.Range range = ranges.get(i);
      Span extent = extent(range, lines);
      if (problems.size() == MAX_PROBLEMS) {
        Span rest =
            new Span(
                extent.startLine(),
                extent.startColumn(),
                lines.line(text.length()),
                lines.column(text.length()));
        problems.add(
            new ParsedScript.SyntaxProblem(
                Messages.tooManySyntaxErrors(MAX_PROBLEMS, ranges.size() - i),
                startOf(extent),
                rest));
        return;
      }
      SqlNode node = parseOne(text, range, extent, tokens, lines, problems);
      if (node != null) {
        statements.add(new ParsedStatement(statements.size(), node, extent));
      }
    }
  }

  /** The tree of one statement, or null after adding the problem that rejects it. */
  private static SqlNode parseOne(
      String text,
      ScriptTokens.Range range,
      Span extent,
      ScriptTokens tokens,
      LineMap lines,
      List<ParsedScript.SyntaxProblem> problems) {
    int chain = OperatorChainFinder.find(tokens, range, OperatorChainFinder.MAX_OPERATORS);
    if (chain >= 0) {
      Span at = position(tokens.start(chain), lines);
      problems.add(
          new ParsedScript.SyntaxProblem(
              Messages.operatorChainTooLong(OperatorChainFinder.MAX_OPERATORS), at, extent));
      return null;
    }
    int deep = OperatorChainFinder.tooDeep(tokens, range, OperatorChainFinder.MAX_NESTING);
    if (deep >= 0) {
      Span at = position(tokens.start(deep), lines);
      problems.add(
          new ParsedScript.SyntaxProblem(
              Messages.bracketsTooDeep(OperatorChainFinder.MAX_NESTING), at, extent));
      return null;
    }
    if (range.unclosedBegin() >= 0) {
      String chunk = text.substring(range.start(), range.end());
      problems.add(unclosedStatementSet(chunk, range, extent, tokens, lines));
      return null;
    }
    try {
      return parser(TextCharStream.of(text, lines, range.start(), range.end())).parseStmt();
    } catch (SqlParseException e) {
      problems.add(problem(e, range, extent, tokens, lines));
    } catch (StackOverflowError e) {
      problems.add(
          new ParsedScript.SyntaxProblem(Messages.nestingTooDeep(), startOf(extent), extent));
    } catch (RuntimeException e) {
      problems.add(
          new ParsedScript.SyntaxProblem(Messages.parserFailed(), startOf(extent), extent));
    }
    return null;
  }

  /**
   * Flink's own parser with the settings the linter parses with, for tools that need a bare parse
   * of a whole script (such as the benchmarks' baseline).
   */
  public static SqlParser.Config parserConfig() {
    return settings(SqlParser.config().withParserFactory(FlinkSqlParserImpl.FACTORY));
  }

  /**
   * The problem of a rejected statement. Calcite wraps everything the parser throws: a stack
   * overflow means deep nesting, and a lexical error is reported where the rejected text starts
   * rather than where the lexer gave up (the end of the file, for an unclosed comment).
   */
  private static ParsedScript.SyntaxProblem problem(
      SqlParseException e,
      ScriptTokens.Range range,
      Span extent,
      ScriptTokens tokens,
      LineMap lines) {
    Span start = startOf(extent);
    if (e.getCause() instanceof StackOverflowError) {
      return new ParsedScript.SyntaxProblem(Messages.nestingTooDeep(), start, extent);
    }
    int rejected = tokens.firstRejected(range);
    if (e.getCause() instanceof TokenMgrError && rejected >= 0) {
      Span at = position(tokens.start(rejected), lines);
      return new ParsedScript.SyntaxProblem(tokens.rejection(rejected), at, extent);
    }
    Span at = e.getPos() == null || e.getPos().getLineNum() < 1 ? start : Span.of(e.getPos());
    boolean atStart =
        at.startLine() == start.startLine() && at.startColumn() == start.startColumn();
    return new ParsedScript.SyntaxProblem(Messages.syntaxError(e, atStart), at, extent);
  }

  /**
   * A statement set without {@code END}: closing it where it stops shows whether that is its only
   * problem, else the problem inside comes first. It is not analyzed, as Flink rejects it.
   */
  private static ParsedScript.SyntaxProblem unclosedStatementSet(
      String chunk, ScriptTokens.Range range, Span extent, ScriptTokens tokens, LineMap lines) {
    Span start = startOf(extent);
    Span begin = position(tokens.start(range.unclosedBegin()), lines);
    ParsedScript.SyntaxProblem missingEnd =
        new ParsedScript.SyntaxProblem(Messages.statementSetWithoutEnd(), begin, extent);
    try {
      parser(TextCharStream.of(chunk + ";\nEND", start.startLine(), start.startColumn()))
          .parseStmt();
      return missingEnd;
    } catch (SqlParseException e) {
      ParsedScript.SyntaxProblem inside = problem(e, range, extent, tokens, lines);
      // The appended END is on a line of its own; the semicolon before it is the file's own when
      // the set stopped at one.
      Span at = inside.span();
      boolean atAddedSemicolon =
          !tokens.followedBySemicolon(range)
              && at.startLine() == extent.endLine()
              && at.startColumn() > extent.endColumn();
      return at.startLine() > extent.endLine() || atAddedSemicolon ? missingEnd : inside;
    } catch (StackOverflowError e) {
      return new ParsedScript.SyntaxProblem(Messages.nestingTooDeep(), start, extent);
    } catch (RuntimeException e) {
      return new ParsedScript.SyntaxProblem(Messages.parserFailed(), start, extent);
    }
  }

  private static Span extent(ScriptTokens.Range range, LineMap lines) {
    int last = range.end() - 1;
    return new Span(
        lines.line(range.start()),
        lines.column(range.start()),
        lines.line(last),
        lines.column(last));
  }

  private static Span startOf(Span extent) {
    return Span.at(extent.startLine(), extent.startColumn());
  }

  private static Span position(int offset, LineMap lines) {
    return Span.at(lines.line(offset), lines.column(offset));
  }

  /**
   * A parser reading from the given stream, so a statement parsed on its own reports the positions
   * it has in the file.
   */
  private static SqlParser parser(TextCharStream stream) {
    return parser(new FlinkSqlParserImplTokenManager(stream));
  }

  /** A parser reading from the given lexer, configured as every parse of the linter is. */
  static SqlParser parser(FlinkSqlParserImplTokenManager lexer) {
    SqlParserImplFactory factory =
        ignored -> {
          // The parser built from a token manager has no char stream of its own, and Calcite
          // calls setTabSize on that stream: give it an empty one, and read from ours.
          FlinkSqlParserImpl impl = new FlinkSqlParserImpl(new StringReader(""));
          impl.ReInit(lexer);
          return impl;
        };
    return SqlParser.create(
        new StringReader(""), settings(SqlParser.config().withParserFactory(factory)));
  }

  /** The settings of Flink's SQL dialect: back-quoted identifiers kept as written. */
  private static SqlParser.Config settings(SqlParser.Config config) {
    return config
        .withQuoting(Quoting.BACK_TICK)
        .withUnquotedCasing(Casing.UNCHANGED)
        .withQuotedCasing(Casing.UNCHANGED)
        .withConformance(FlinkSqlConformance.DEFAULT)
        .withIdentifierMaxLength(IDENTIFIER_MAX_LENGTH);
  }
}
