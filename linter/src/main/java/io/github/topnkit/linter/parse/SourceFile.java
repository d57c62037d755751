package io.github.topnkit.linter.parse;

import static java.util.Objects.requireNonNull;

/**
 * The text of one SQL file as the linter reads it, with the path it is reported under.
 *
 * <p>Build instances with {@link SourceDecoder}, which turns raw bytes into text or a positioned
 * problem; the constructor takes text that is already known to be readable.
 */
public record SourceFile(String path, String text) {

  public SourceFile {
    requireNonNull(path, "path is null");
    requireNonNull(text, "text is null");
  }

  /** A source file held in memory, for SQL given on standard input or in tests. */
  public static SourceFile of(String path, String text) {
    return new SourceFile(path, text);
  }

  /**
   * The 1-based line and column of a character offset in the text, counting lines as Flink's lexer
   * does: a line ends at {@code \n}, {@code \r\n} or a lone {@code \r}.
   */
  public Span positionOf(int offset) {
    LineMap lines = new LineMap(text);
    int at = Math.max(0, Math.min(offset, text.length()));
    return Span.at(lines.line(at), lines.column(at));
  }

  /** The number of lines, as Flink's lexer counts them; an empty file has one. */
  public int lineCount() {
    return new LineMap(text).lineCount();
  }

  /** The text of one 1-based line without its line break, or empty past the end. */
  public String line(int lineNumber) {
    LineMap lines = new LineMap(text);
    if (lineNumber < 1 || lineNumber > lines.lineCount()) {
      return "";
    }
    int start = lines.offset(lineNumber, 1);
    int end = lineNumber == lines.lineCount() ? text.length() : lines.offset(lineNumber + 1, 1);
    while (end > start && (text.charAt(end - 1) == '\n' || text.charAt(end - 1) == '\r')) {
      end--;
    }
    return text.substring(start, end);
  }
}
