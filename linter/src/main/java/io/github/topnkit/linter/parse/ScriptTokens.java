package io.github.topnkit.linter.parse;

import io.github.topnkit.linter.messages.Messages;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.apache.flink.sql.parser.impl.FlinkSqlParserImplConstants;
import org.apache.flink.sql.parser.impl.FlinkSqlParserImplTokenManager;
import org.apache.flink.sql.parser.impl.Token;
import org.apache.flink.sql.parser.impl.TokenMgrError;

/**
 * The tokens of a script as Flink's own generated lexer produces them, with the statement ranges,
 * the comments and the text the lexer rejects; lexing resumes after a rejected character, so one
 * stray character does not hide the statements after it.
 */
final class ScriptTokens {

  /** The kind of a pseudo-token covering text the lexer rejected. */
  static final int REJECTED = -1;

  /**
   * A statement: its first and last token, its character offsets (end exclusive) and, for a
   * statement set that misses its {@code END}, the token {@code BEGIN} (else -1).
   */
  record Range(int firstToken, int lastToken, int start, int end, int unclosedBegin) {}

  /** A comment with its text and position. */
  record Comment(String text, Span span) {}

  private final String text;
  private final LineMap lines;
  private int[] starts = new int[64];
  private int[] ends = new int[64];
  private int[] kinds = new int[64];
  private int size;
  private final List<Comment> blockComments = new ArrayList<>();

  ScriptTokens(String text, LineMap lines) {
    this.text = text;
    this.lines = lines;
    lex();
  }

  int size() {
    return size;
  }

  int kind(int token) {
    return kinds[token];
  }

  int start(int token) {
    return starts[token];
  }

  /**
   * Files up to this many characters keep their tokens for the parser. A larger one is lexed again
   * while it is parsed, so that its tokens need not all be held at once.
   */
  static final int REPLAYED_CHARS = 1 << 20;

  /**
   * Every token read from the whole text, EOF last, while the lexer rejected nothing; else null.
   */
  private List<Token> tokens;

  /**
   * A lexer for the parser that replays the tokens read here, or empty when the lexer rejected text
   * or the file is too large to keep them. Call it once per parse: the parser links the tokens it
   * is given.
   */
  Optional<FlinkSqlParserImplTokenManager> replay() {
    return tokens == null ? Optional.empty() : Optional.of(new ReplayedTokens(tokens));
  }

  private void lex() {
    tokens = text.length() <= REPLAYED_CHARS ? new ArrayList<>() : null;
    FlinkSqlParserImplTokenManager manager =
        new FlinkSqlParserImplTokenManager(TextCharStream.of(text, lines, 0, 0));
    int from = 0;
    while (from < text.length()) {
      TextCharStream stream = TextCharStream.of(text, lines, from, text.length());
      manager.ReInit(stream);
      manager.SwitchTo(FlinkSqlParserImplConstants.BTID);
      try {
        readTokens(manager);
        return;
      } catch (TokenMgrError e) {
        tokens = null;
        int bad = Math.max(from, lines.offset(stream.getBeginLine(), stream.getBeginColumn()));
        from = reject(bad);
      }
    }
  }

  private void readTokens(FlinkSqlParserImplTokenManager manager) {
    while (true) {
      Token t = manager.getNextToken();
      if (tokens != null) {
        tokens.add(t);
      }
      for (Token s = t.specialToken; s != null; s = s.specialToken) {
        Span span = new Span(s.beginLine, s.beginColumn, s.endLine, s.endColumn);
        blockComments.add(new Comment(s.image, span));
      }
      if (t.kind == FlinkSqlParserImplConstants.EOF) {
        return;
      }
      int start = lines.offset(t.beginLine, t.beginColumn);
      add(start, lines.offset(t.endLine, t.endColumn) + 1, t.kind);
    }
  }

  /**
   * Records text the lexer cannot read, starting at {@code bad}, and returns where to resume: after
   * the first character, or at the end for an unclosed block comment, which Flink reads to the end
   * of the file. A run of rejected text between two tokens becomes one pseudo-token.
   */
  private int reject(int bad) {
    int resume =
        text.startsWith("/*", bad)
            ? text.length()
            : Math.min(text.length(), bad + Character.charCount(text.codePointAt(bad)));
    if (size > 0 && kinds[size - 1] == REJECTED) {
      ends[size - 1] = resume;
    } else {
      add(bad, resume, REJECTED);
    }
    return resume;
  }

  private void add(int start, int end, int kind) {
    if (size == starts.length) {
      int capacity = size * 2;
      starts = Arrays.copyOf(starts, capacity);
      ends = Arrays.copyOf(ends, capacity);
      kinds = Arrays.copyOf(kinds, capacity);
    }
    starts[size] = start;
    ends[size] = end;
    kinds[size] = kind;
    size++;
  }

  /** The first token of the range the lexer rejected, or -1. */
  int firstRejected(Range range) {
    for (int i = range.firstToken(); i <= range.lastToken(); i++) {
      if (kinds[i] == REJECTED) {
        return i;
      }
    }
    return -1;
  }

  /** Whether the lexer rejected any text. */
  boolean anyRejected() {
    for (int i = 0; i < size; i++) {
      if (kinds[i] == REJECTED) {
        return true;
      }
    }
    return false;
  }

  /** Why the lexer rejected the text of a pseudo-token, judged by how it starts. */
  String rejection(int token) {
    int at = starts[token];
    if (text.startsWith("/*", at)) {
      return Messages.unclosedBlockComment();
    }
    if (text.charAt(at) == '`') {
      return Messages.unclosedQuotedIdentifier();
    }
    return Messages.unexpectedCharacter(text.codePointAt(at));
  }

  /**
   * The statements of the script, split at top-level semicolons. Semicolons inside {@code EXECUTE
   * STATEMENT SET BEGIN ... END} belong to the statement set, until one is followed by something
   * other than {@code INSERT}, {@code UPSERT} or {@code END}: then the set misses its {@code END},
   * and ending it there lets the statements after it be checked on their own.
   */
  List<Range> statements() {
    List<Range> result = new ArrayList<>();
    int first = -1;
    int begin = -1;
    for (int i = 0; i < size; i++) {
      int kind = kinds[i];
      if (kind == FlinkSqlParserImplConstants.SEMICOLON) {
        if (begin < 0 || !continuesStatementSet(i + 1)) {
          if (first >= 0) {
            result.add(new Range(first, i - 1, starts[first], ends[i - 1], begin));
          }
          first = -1;
          begin = -1;
          continue;
        }
      }
      if (first < 0) {
        first = i;
      }
      if (kind == FlinkSqlParserImplConstants.BEGIN
          && i >= 2
          && kinds[i - 1] == FlinkSqlParserImplConstants.SET
          && kinds[i - 2] == FlinkSqlParserImplConstants.STATEMENT) {
        begin = i;
      } else if (kind == FlinkSqlParserImplConstants.END) {
        begin = -1;
      }
    }
    if (first >= 0) {
      result.add(new Range(first, size - 1, starts[first], ends[size - 1], begin));
    }
    return result;
  }

  /** Whether a semicolon follows the range's last token. */
  boolean followedBySemicolon(Range range) {
    int next = range.lastToken() + 1;
    return next < size && kinds[next] == FlinkSqlParserImplConstants.SEMICOLON;
  }

  private boolean continuesStatementSet(int next) {
    if (next >= size) {
      return false;
    }
    int kind = kinds[next];
    return kind == FlinkSqlParserImplConstants.INSERT
        || kind == FlinkSqlParserImplConstants.UPSERT
        || kind == FlinkSqlParserImplConstants.END;
  }

  /** All comments: block comments from the lexer and line comments found between tokens. */
  List<Comment> comments() {
    List<Comment> result = new ArrayList<>(blockComments);
    int gapStart = 0;
    for (int i = 0; i < size; i++) {
      scanGap(gapStart, starts[i], result);
      gapStart = ends[i];
    }
    scanGap(gapStart, text.length(), result);
    result.sort((a, b) -> a.span().compareTo(b.span()));
    return result;
  }

  /**
   * Finds line comments ({@code --} or {@code //}, as Flink's lexer has both) in text that holds
   * only whitespace and comments.
   */
  private void scanGap(int from, int to, List<Comment> out) {
    int i = from;
    while (i < to - 1) {
      char c = text.charAt(i);
      char next = text.charAt(i + 1);
      if (c == '/' && next == '*') {
        int close = text.indexOf("*/", i + 2);
        i = close < 0 || close >= to ? to : close + 2;
      } else if ((c == '-' && next == '-') || (c == '/' && next == '/')) {
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
