package io.github.topnkit.linter.parse;

import static java.util.Objects.requireNonNull;

/**
 * The text of one SQL file as the linter reads it, with the path it is reported under.
 *
 * <p>Build instances with {@link SourceDecoder}, which turns raw bytes into text or a positioned
 * problem; the constructor takes text that is already known to be readable.
 */
public final class SourceFile {

  private final String path;
  private final String text;
  // Built on first use and kept: a report quotes a line for every finding of the file. Two threads
  // may both build it; they build the same map.
  private volatile LineMap lines;

  public SourceFile(String path, String text) {
    this.path = requireNonNull(path, "path is null");
    this.text = requireNonNull(text, "text is null");
  }

  public String path() {
    return path;
  }

  public String text() {
    return text;
  }

  private LineMap lines() {
    LineMap map = lines;
    if (map == null) {
      map = new LineMap(text);
      lines = map;
    }
    return map;
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
    LineMap lines = lines();
    int at = Math.max(0, Math.min(offset, text.length()));
    return Span.at(lines.line(at), lines.column(at));
  }

  /** The text a span covers, its end column included; clamped to the text. */
  public String text(Span span) {
    LineMap lines = lines();
    int from = lines.offset(span.startLine(), span.startColumn());
    int to = Math.min(text.length(), lines.offset(span.endLine(), span.endColumn()) + 1);
    return text.substring(from, Math.max(from, to));
  }

  /** The number of lines, as Flink's lexer counts them; an empty file has one. */
  public int lineCount() {
    return lines().lineCount();
  }

  /** The text of one 1-based line without its line break, or empty past the end. */
  public String line(int lineNumber) {
    LineMap lines = lines();
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

  @Override
  public boolean equals(Object o) {
    return o instanceof SourceFile other && path.equals(other.path) && text.equals(other.text);
  }

  @Override
  public int hashCode() {
    return 31 * path.hashCode() + text.hashCode();
  }

  @Override
  public String toString() {
    return "SourceFile[path=" + path + ", text=" + text + "]";
  }
}
