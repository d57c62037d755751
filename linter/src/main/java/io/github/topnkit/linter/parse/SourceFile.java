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

  /** The 1-based line and column of a character offset in the text. */
  public Span positionOf(int offset) {
    int line = 1;
    int lineStart = 0;
    int end = Math.min(offset, text.length());
    for (int i = 0; i < end; i++) {
      if (text.charAt(i) == '\n') {
        line++;
        lineStart = i + 1;
      }
    }
    return Span.at(line, end - lineStart + 1);
  }

  /** The text of one 1-based line without its line break, or empty past the end. */
  public String line(int lineNumber) {
    int line = 1;
    int start = 0;
    while (line < lineNumber) {
      int next = text.indexOf('\n', start);
      if (next < 0) {
        return "";
      }
      start = next + 1;
      line++;
    }
    int end = text.indexOf('\n', start);
    String raw = end < 0 ? text.substring(start) : text.substring(start, end);
    return raw.endsWith("\r") ? raw.substring(0, raw.length() - 1) : raw;
  }
}
