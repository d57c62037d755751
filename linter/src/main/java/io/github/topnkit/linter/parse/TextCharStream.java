package io.github.topnkit.linter.parse;

import java.io.IOException;
import java.io.StringReader;
import org.apache.flink.sql.parser.impl.SimpleCharStream;

/**
 * Flink's lexer input read straight from a string, with positions as Flink's parser counts them (a
 * tab is one column; lines end at {@code \n}, {@code \r\n} or a lone {@code \r}).
 *
 * <p>JavaCC's own stream copies its buffer and grows it by 2 KB whenever one token does not fit,
 * which takes minutes for a 10 MB string literal or an unclosed comment; reading the string in
 * place keeps lexing linear. The lexer calls only the methods overridden here.
 */
final class TextCharStream extends SimpleCharStream {

  private final String text;
  private final LineMap lines;
  private final int from;
  private final int to;
  private final int lineShift;
  private final int columnShift;
  private int last;
  private int tokenBegin;

  private TextCharStream(
      String text, LineMap lines, int from, int to, int lineShift, int columnShift) {
    super(new StringReader(""), 1, 1, 1);
    this.text = text;
    this.lines = lines;
    this.from = from;
    this.to = to;
    this.lineShift = lineShift;
    this.columnShift = columnShift;
    this.last = from - 1;
    this.tokenBegin = from;
  }

  /** Reads the characters {@code [from, to)} of a file's text, with their positions in the file. */
  static TextCharStream of(String text, LineMap lines, int from, int to) {
    return new TextCharStream(text, lines, from, to, 0, 0);
  }

  /** Reads a piece of SQL whose first character is at the given 1-based line and column. */
  static TextCharStream of(String text, int line, int column) {
    return new TextCharStream(text, new LineMap(text), 0, text.length(), line - 1, column - 1);
  }

  @Override
  public char BeginToken() throws IOException {
    tokenBegin = -1;
    char c = readChar();
    tokenBegin = last;
    return c;
  }

  @Override
  public char readChar() throws IOException {
    if (last + 1 >= to) {
      // As JavaCC does: at the end, a token that had not begun begins at the last character.
      if (tokenBegin == -1) {
        tokenBegin = Math.max(from, last);
      }
      throw new EndOfInput();
    }
    return text.charAt(++last);
  }

  @Override
  public void backup(int amount) {
    last -= amount;
  }

  @Override
  public String GetImage() {
    return text.substring(tokenBegin, last + 1);
  }

  @Override
  public char[] GetSuffix(int length) {
    char[] suffix = new char[length];
    text.getChars(last + 1 - length, last + 1, suffix, 0);
    return suffix;
  }

  @Override
  public void Done() {}

  @Override
  public int getBeginLine() {
    return line(tokenBegin);
  }

  @Override
  public int getBeginColumn() {
    return column(tokenBegin);
  }

  @Override
  public int getEndLine() {
    return line(last);
  }

  @Override
  public int getEndColumn() {
    return column(last);
  }

  @Override
  @Deprecated
  public int getLine() {
    return getEndLine();
  }

  @Override
  @Deprecated
  public int getColumn() {
    return getEndColumn();
  }

  private int line(int offset) {
    return lines.line(clamp(offset)) + lineShift;
  }

  private int column(int offset) {
    int at = clamp(offset);
    return lines.column(at) + (lines.line(at) == 1 ? columnShift : 0);
  }

  private int clamp(int offset) {
    return Math.max(from, Math.min(offset, Math.max(from, to - 1)));
  }

  /**
   * The end of the input as JavaCC's lexer expects to see it. The lexer only catches it, at least
   * once per file and with the parser's deep stack above it, so it carries no stack trace.
   */
  private static final class EndOfInput extends IOException {

    EndOfInput() {
      super("end of input");
    }

    @Override
    public synchronized Throwable fillInStackTrace() {
      return this;
    }
  }
}
