package io.github.topnkit.spec.parse;

import io.github.topnkit.spec.Position;
import java.util.Arrays;
import org.yaml.snakeyaml.error.Mark;

/**
 * The text of a spec file with its line starts, converting between character offsets, SnakeYAML's
 * marks and file positions. Lines end at {@code \n}, {@code \r\n} or a lone {@code \r}, and a
 * column counts code points, both as SnakeYAML counts them.
 */
final class SourceText {

  private final String file;
  private final String text;
  private final int[] lineStarts;

  /** Without surrogate pairs, a code point is a char and columns are plain differences. */
  private final boolean surrogates;

  SourceText(String file, String text) {
    this.file = file;
    this.text = text;
    int[] starts = new int[64];
    // A byte order mark is no column: SnakeYAML skips it.
    starts[0] = text.startsWith("\uFEFF") ? 1 : 0;
    int count = 1;
    int n = text.length();
    for (int i = 0; i < n; i++) {
      char c = text.charAt(i);
      if (c == '\n' || (c == '\r' && (i + 1 >= n || text.charAt(i + 1) != '\n'))) {
        if (count == starts.length) {
          starts = Arrays.copyOf(starts, count * 2);
        }
        starts[count++] = i + 1;
      }
    }
    this.lineStarts = Arrays.copyOf(starts, count);
    this.surrogates = text.chars().anyMatch(c -> Character.isSurrogate((char) c));
  }

  String file() {
    return file;
  }

  String text() {
    return text;
  }

  int lineCount() {
    return lineStarts.length;
  }

  /** The offset of the first character of a 0-based line. */
  int lineStart(int line) {
    return lineStarts[Math.max(0, Math.min(line, lineStarts.length - 1))];
  }

  /** The offset just after the last character of a 0-based line, before its line break. */
  int lineEnd(int line) {
    if (line + 1 >= lineStarts.length) {
      return text.length();
    }
    int end = lineStarts[line + 1] - 1;
    return end > lineStarts[line] && text.charAt(end) == '\n' && text.charAt(end - 1) == '\r'
        ? end - 1
        : end;
  }

  /** The 0-based line of an offset. */
  int lineOf(int offset) {
    int i = Arrays.binarySearch(lineStarts, offset);
    return i >= 0 ? i : Math.max(0, -i - 2);
  }

  /** The 0-based column of an offset, in code points. */
  int columnOf(int offset) {
    int start = lineStart(lineOf(offset));
    if (offset <= start) {
      return 0;
    }
    int end = Math.min(offset, text.length());
    return surrogates ? text.codePointCount(start, end) : end - start;
  }

  Position position(int offset) {
    int clamped = Math.max(0, Math.min(offset, text.length()));
    return new Position(file, lineOf(clamped) + 1, columnOf(clamped) + 1);
  }

  /** The offset of a SnakeYAML mark, whose line and column are 0-based, in code points. */
  int offset(Mark mark) {
    int line = Math.min(mark.getLine(), lineStarts.length - 1);
    int start = lineStarts[line];
    int end = lineEnd(line);
    if (!surrogates) {
      return mark.getLine() == line ? Math.min(start + mark.getColumn(), end) : end;
    }
    int offset = start;
    for (int i = 0; i < mark.getColumn() && offset < text.length(); i++) {
      if (offset >= end && line == mark.getLine()) {
        // A mark past the end of its line (at the stream end) stays there.
        break;
      }
      offset = text.offsetByCodePoints(offset, 1);
    }
    return offset;
  }

  Position position(Mark mark) {
    return position(offset(mark));
  }

  /** The line's text without its line break. */
  String line(int line) {
    return text.substring(lineStart(line), lineEnd(line));
  }
}
