package io.github.topnkit.linter;

import java.util.ArrayList;
import java.util.List;

/**
 * The number of lines of a text and the length of each, counted as Flink's lexer counts them (a
 * line ends at {@code \n}, {@code \r\n} or a lone {@code \r}), for checking finding positions.
 */
record LineLengths(List<Integer> lengths) {

  static LineLengths of(String text) {
    List<Integer> lengths = new ArrayList<>();
    int start = 0;
    int n = text.length();
    for (int i = 0; i < n; i++) {
      char c = text.charAt(i);
      if (c == '\n' || (c == '\r' && (i + 1 == n || text.charAt(i + 1) != '\n'))) {
        int end = i > start && c == '\n' && text.charAt(i - 1) == '\r' ? i - 1 : i;
        lengths.add(end - start);
        start = i + 1;
      }
    }
    lengths.add(n - start);
    return new LineLengths(lengths);
  }

  int count() {
    return lengths.size();
  }

  /** The length of a 1-based line without its line break. */
  int length(int line) {
    return lengths.get(line - 1);
  }
}
