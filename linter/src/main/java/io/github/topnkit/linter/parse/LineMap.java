package io.github.topnkit.linter.parse;

import java.util.Arrays;

/**
 * Converts between character offsets and the 1-based line and column numbers Flink's lexer uses,
 * where a line ends at {@code \n}, {@code \r\n} or a lone {@code \r} and a tab is one column.
 */
final class LineMap {

  private final int[] lineStarts;
  private final int length;
  private int recent;

  LineMap(String text) {
    int[] starts = new int[16];
    int count = 1;
    int n = text.length();
    for (int i = 0; i < n; i++) {
      char c = text.charAt(i);
      boolean breaks = c == '\n' || (c == '\r' && (i + 1 >= n || text.charAt(i + 1) != '\n'));
      if (breaks) {
        if (count == starts.length) {
          starts = Arrays.copyOf(starts, count * 2);
        }
        starts[count++] = i + 1;
      }
    }
    this.lineStarts = Arrays.copyOf(starts, count);
    this.length = n;
  }

  /** The character offset of a 1-based line and column, clamped to the text. */
  int offset(int line, int column) {
    if (line < 1) {
      return 0;
    }
    if (line > lineStarts.length) {
      return length;
    }
    return Math.min(length, lineStarts[line - 1] + Math.max(0, column - 1));
  }

  /** The 1-based line of a character offset. */
  int line(int offset) {
    // The lexer asks for positions in order, so the line of the last answer is usually right.
    int last = recent;
    if (offset >= lineStarts[last]
        && (last + 1 == lineStarts.length || offset < lineStarts[last + 1])) {
      return last + 1;
    }
    int i = Arrays.binarySearch(lineStarts, offset);
    int line = i >= 0 ? i + 1 : -i - 1;
    recent = Math.max(0, line - 1);
    return line;
  }

  /** The 1-based column of a character offset. */
  int column(int offset) {
    return offset - lineStarts[line(offset) - 1] + 1;
  }

  int lineCount() {
    return lineStarts.length;
  }
}
