package io.github.topnkit.spec.parse;

import io.github.topnkit.spec.ExpectedRows;
import io.github.topnkit.spec.RowKind;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Splits a row block into rows and watermark lines: {@code +I[...]}, {@code -U[...]}, {@code
 * +U[...]}, {@code -D[...]}, {@code watermark <timestamp>}, blank lines and {@code #} comments.
 * Cells are split on commas outside quotes; a quoted cell doubles its quote to contain it.
 */
final class RowTokenizer {

  private static final String WATERMARK = "watermark";

  private final ScalarMap map;
  private final Problems problems;
  private final String value;

  private RowTokenizer(ScalarMap map, Problems problems) {
    this.map = map;
    this.problems = problems;
    this.value = map.value();
  }

  /** The block's rows and watermarks; a line with a problem is reported and left out. */
  static List<RowToken> tokenize(ScalarMap map, Problems problems) {
    return new RowTokenizer(map, problems).lines();
  }

  private List<RowToken> lines() {
    List<RowToken> tokens = new ArrayList<>();
    int start = 0;
    while (start <= value.length()) {
      int end = value.indexOf('\n', start);
      if (end < 0) {
        end = value.length();
      }
      line(start, end).ifPresent(tokens::add);
      start = end + 1;
    }
    return tokens;
  }

  private Optional<RowToken> line(int start, int end) {
    int i = skipBlanks(start, end);
    if (i == end || value.charAt(i) == '#') {
      return Optional.empty();
    }
    if (value.regionMatches(true, i, WATERMARK, 0, WATERMARK.length())
        && (i + WATERMARK.length() == end || isBlank(value.charAt(i + WATERMARK.length())))) {
      return watermark(i, end);
    }
    Optional<RowKind> kind = kind(i, end);
    if (kind.isEmpty()) {
      return Optional.empty();
    }
    int open = i + 2;
    if (open >= end || value.charAt(open) != '[') {
      problems.at(map.position(open), Messages.expectedOpenBracket(kind.get().shortString()));
      return Optional.empty();
    }
    return cells(kind.get(), i, open + 1, end);
  }

  private Optional<RowToken> watermark(int start, int end) {
    int text = skipBlanks(start + WATERMARK.length(), end);
    int stop = end;
    for (int j = text; j < end; j++) {
      if (value.charAt(j) == '#' && isBlank(value.charAt(j - 1))) {
        stop = j;
        break;
      }
    }
    String timestamp = value.substring(text, stop).strip();
    if (timestamp.isEmpty()) {
      problems.at(map.position(start), Messages.watermarkWithoutTimestamp());
      return Optional.empty();
    }
    return Optional.of(new RowToken.Watermark(timestamp, map.position(start), map.position(text)));
  }

  private Optional<RowKind> kind(int i, int end) {
    String two = value.substring(i, Math.min(i + 2, end));
    for (RowKind kind : RowKind.values()) {
      if (kind.shortString().equals(two)) {
        return Optional.of(kind);
      }
    }
    if (value.charAt(i) == '[') {
      problems.at(map.position(i), Messages.rowWithoutKind());
    } else if (value.charAt(i) == '+' || value.charAt(i) == '-') {
      String word = value.substring(i, Math.max(i + 1, Math.min(firstOf("[ \t", i, end), end)));
      problems.at(map.position(i), Messages.unknownRowKind(word, caseFix(two)));
    } else {
      problems.at(map.position(i), Messages.notARow());
    }
    return Optional.empty();
  }

  /** The kind a lower-case one means, so {@code +i} gets a precise hint. */
  private static Optional<String> caseFix(String two) {
    String upper = two.toUpperCase(Locale.ROOT);
    for (RowKind kind : RowKind.values()) {
      if (kind.shortString().equals(upper)) {
        return Optional.of(upper);
      }
    }
    return Optional.empty();
  }

  private Optional<RowToken> cells(RowKind kind, int kindAt, int from, int end) {
    List<ExpectedRows.Cell> cells = new ArrayList<>();
    int i = skipBlanks(from, end);
    if (i < end && value.charAt(i) == ']') {
      return close(kind, kindAt, cells, i, end);
    }
    while (true) {
      i = skipBlanks(i, end);
      if (i >= end) {
        problems.at(map.position(end), Messages.missingCloseBracket());
        return Optional.empty();
      }
      char c = value.charAt(i);
      int next;
      if (c == '\'' || c == '"') {
        next = quoted(c, i, end, cells);
      } else {
        next = unquoted(i, end, cells);
      }
      if (next < 0) {
        return Optional.empty();
      }
      if (value.charAt(next) == ']') {
        return close(kind, kindAt, cells, next, end);
      }
      i = next + 1;
    }
  }

  /** Reads a quoted cell; returns the offset of the comma or bracket after it, or -1. */
  private int quoted(char quote, int at, int end, List<ExpectedRows.Cell> cells) {
    StringBuilder text = new StringBuilder();
    int i = at + 1;
    while (true) {
      if (i >= end) {
        problems.at(map.position(at), Messages.unclosedCellQuote(quote));
        return -1;
      }
      char c = value.charAt(i);
      if (c == quote) {
        if (i + 1 < end && value.charAt(i + 1) == quote) {
          text.append(quote);
          i += 2;
          continue;
        }
        break;
      }
      text.append(c);
      i++;
    }
    int after = skipBlanks(i + 1, end);
    if (after >= end) {
      problems.at(map.position(end), Messages.missingCloseBracket());
      return -1;
    }
    if (value.charAt(after) != ',' && value.charAt(after) != ']') {
      problems.at(map.position(after), Messages.textAfterQuote(quote));
      return -1;
    }
    cells.add(new ExpectedRows.Cell(text.toString(), true, map.position(at)));
    return after;
  }

  /** Reads an unquoted cell; returns the offset of the comma or bracket after it, or -1. */
  private int unquoted(int at, int end, List<ExpectedRows.Cell> cells) {
    int stop = firstOf(",]", at, end);
    if (stop >= end) {
      problems.at(map.position(end), Messages.missingCloseBracket());
      return -1;
    }
    String text = value.substring(at, stop).strip();
    if (text.isEmpty()) {
      problems.at(map.position(at), Messages.emptyCell());
      return -1;
    }
    cells.add(new ExpectedRows.Cell(text, false, map.position(at)));
    return stop;
  }

  private Optional<RowToken> close(
      RowKind kind, int kindAt, List<ExpectedRows.Cell> cells, int bracket, int end) {
    int rest = skipBlanks(bracket + 1, end);
    if (rest < end && value.charAt(rest) != '#') {
      problems.at(map.position(rest), Messages.textAfterRow());
      return Optional.empty();
    }
    return Optional.of(new RowToken.Row(kind, cells, map.position(kindAt), map.position(bracket)));
  }

  private int firstOf(String chars, int from, int end) {
    for (int i = from; i < end; i++) {
      if (chars.indexOf(value.charAt(i)) >= 0) {
        return i;
      }
    }
    return end;
  }

  private int skipBlanks(int from, int end) {
    int i = from;
    while (i < end && isBlank(value.charAt(i))) {
      i++;
    }
    return i;
  }

  private static boolean isBlank(char c) {
    return c == ' ' || c == '\t' || c == '\r';
  }
}
