package io.github.topnkit.linter.parse;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import org.apache.flink.sql.parser.impl.FlinkSqlParserImplConstants;
import org.apache.flink.sql.parser.impl.FlinkSqlParserImplTokenManager;
import org.apache.flink.sql.parser.impl.SimpleCharStream;
import org.apache.flink.sql.parser.impl.Token;
import org.apache.flink.sql.parser.impl.TokenMgrError;

/**
 * The tokens of a script as Flink's own generated lexer produces them, used to find statement
 * boundaries when the parser stops at an error and to find comments between tokens.
 */
final class ScriptTokens {

  /** A statement's extent: offsets of its first and one past its last character. */
  record Range(int start, int end, int line, int column) {}

  /** A comment with its text and position. */
  record Comment(String text, Span span) {}

  private final String text;
  private final LineMap lines;
  private final List<int[]> tokens = new ArrayList<>();
  private final List<Integer> kinds = new ArrayList<>();
  private String lexicalError;
  private Span lexicalErrorSpan;

  ScriptTokens(String text, LineMap lines) {
    this.text = text;
    this.lines = lines;
    lex();
  }

  private void lex() {
    SimpleCharStream stream = new TabOneCharStream(new StringReader(text), 1, 1);
    FlinkSqlParserImplTokenManager manager = new FlinkSqlParserImplTokenManager(stream);
    manager.SwitchTo(FlinkSqlParserImplConstants.BTID);
    try {
      while (true) {
        Token t = manager.getNextToken();
        for (Token s = t.specialToken; s != null; s = s.specialToken) {
          addBlockComment(s);
        }
        if (t.kind == FlinkSqlParserImplConstants.EOF) {
          break;
        }
        int start = lines.offset(t.beginLine, t.beginColumn);
        int end = lines.offset(t.endLine, t.endColumn) + 1;
        tokens.add(new int[] {start, end});
        kinds.add(t.kind);
      }
    } catch (TokenMgrError e) {
      lexicalError = e.getMessage();
      int at = tokens.isEmpty() ? 0 : tokens.get(tokens.size() - 1)[1];
      lexicalErrorSpan = Span.at(lines.line(at), lines.column(at));
    }
  }

  private final List<Comment> blockComments = new ArrayList<>();

  private void addBlockComment(Token s) {
    Span span = new Span(s.beginLine, s.beginColumn, s.endLine, s.endColumn);
    blockComments.add(new Comment(s.image, span));
  }

  /** The message of a lexical error that stopped tokenizing, or null. */
  String lexicalError() {
    return lexicalError;
  }

  Span lexicalErrorSpan() {
    return lexicalErrorSpan;
  }

  /**
   * The statements of the script, split at top-level semicolons; semicolons inside {@code EXECUTE
   * STATEMENT SET BEGIN ... END} belong to the statement set.
   */
  List<Range> statements() {
    List<Range> result = new ArrayList<>();
    int first = -1;
    int depth = 0;
    for (int i = 0; i < tokens.size(); i++) {
      int kind = kinds.get(i);
      if (kind == FlinkSqlParserImplConstants.SEMICOLON && depth == 0) {
        if (first >= 0) {
          result.add(range(first, i - 1));
        }
        first = -1;
        continue;
      }
      if (first < 0) {
        first = i;
      }
      if (kind == FlinkSqlParserImplConstants.BEGIN
          && i >= 2
          && kinds.get(i - 1) == FlinkSqlParserImplConstants.SET
          && kinds.get(i - 2) == FlinkSqlParserImplConstants.STATEMENT) {
        depth++;
      } else if (kind == FlinkSqlParserImplConstants.END && depth > 0) {
        depth--;
      }
    }
    if (first >= 0) {
      result.add(range(first, tokens.size() - 1));
    }
    if (lexicalError != null) {
      int from = tokens.isEmpty() ? 0 : tokens.get(tokens.size() - 1)[1];
      if (!result.isEmpty() && result.get(result.size() - 1).end() == from) {
        Range last = result.remove(result.size() - 1);
        from = last.start();
      }
      if (from < text.length()) {
        result.add(new Range(from, text.length(), lines.line(from), lines.column(from)));
      }
    }
    return result;
  }

  private Range range(int firstToken, int lastToken) {
    int start = tokens.get(firstToken)[0];
    int end = tokens.get(lastToken)[1];
    return new Range(start, end, lines.line(start), lines.column(start));
  }

  /** All comments: block comments from the lexer and line comments found between tokens. */
  List<Comment> comments() {
    List<Comment> result = new ArrayList<>(blockComments);
    int gapStart = 0;
    for (int[] token : tokens) {
      scanGap(gapStart, token[0], result);
      gapStart = token[1];
    }
    if (lexicalError == null) {
      scanGap(gapStart, text.length(), result);
    }
    result.sort((a, b) -> a.span().compareTo(b.span()));
    return result;
  }

  /** Finds {@code --} comments in text that holds only whitespace and comments. */
  private void scanGap(int from, int to, List<Comment> out) {
    int i = from;
    while (i < to - 1) {
      char c = text.charAt(i);
      if (c == '/' && text.charAt(i + 1) == '*') {
        int close = text.indexOf("*/", i + 2);
        i = close < 0 || close >= to ? to : close + 2;
      } else if (c == '-' && text.charAt(i + 1) == '-') {
        int eol = i;
        while (eol < to && text.charAt(eol) != '\n' && text.charAt(eol) != '\r') {
          eol++;
        }
        Span span =
            new Span(lines.line(i), lines.column(i), lines.line(eol - 1), lines.column(eol - 1));
        out.add(new Comment(text.substring(i, eol), span));
        i = eol;
      } else {
        i++;
      }
    }
  }
}
