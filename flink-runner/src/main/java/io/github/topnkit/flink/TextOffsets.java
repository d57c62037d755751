package io.github.topnkit.flink;

import java.util.ArrayList;
import java.util.List;

/**
 * Converts between character offsets of a SQL text and the 1-based line and column numbers of
 * Flink's parser, where a line ends at {@code \n}, {@code \r\n} or a lone {@code \r}.
 */
final class TextOffsets {

  private final List<Integer> lineStarts = new ArrayList<>();
  private final int length;

  TextOffsets(String text) {
    lineStarts.add(0);
    int n = text.length();
    for (int i = 0; i < n; i++) {
      char c = text.charAt(i);
      if (c == '\n' || (c == '\r' && (i + 1 >= n || text.charAt(i + 1) != '\n'))) {
        lineStarts.add(i + 1);
      }
    }
    this.length = n;
  }

  /** The offset of a 1-based line and column, clamped to the text. */
  int offset(int line, int column) {
    if (line < 1) {
      return 0;
    }
    if (line > lineStarts.size()) {
      return length;
    }
    return Math.min(length, lineStarts.get(line - 1) + Math.max(0, column - 1));
  }

  /** The 1-based line of an offset. */
  int line(int offset) {
    int line = 1;
    while (line < lineStarts.size() && lineStarts.get(line) <= offset) {
      line++;
    }
    return line;
  }

  /** The 1-based column of an offset. */
  int column(int offset) {
    return offset - lineStarts.get(line(offset) - 1) + 1;
  }
}
