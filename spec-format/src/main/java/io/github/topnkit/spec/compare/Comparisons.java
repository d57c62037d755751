package io.github.topnkit.spec.compare;

import io.github.topnkit.spec.ExpectedRows;
import io.github.topnkit.spec.RowKind;
import io.github.topnkit.spec.SpecException;
import io.github.topnkit.spec.SpecRow;
import io.github.topnkit.spec.run.OutputTable;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.StringJoiner;
import java.util.stream.Collectors;

/**
 * Compares what an output received with a case's {@code changelog} or {@code final} expectation, as
 * the spec format defines it: values by {@link io.github.topnkit.spec.Values#same}, the order of a
 * changelog per key, a final result as a multiset.
 */
public final class Comparisons {

  private Comparisons() {}

  /** {@link #changelog(ExpectedRows, OutputTable, List, ZoneId)} in UTC. */
  public static Comparison changelog(ExpectedRows expected, OutputTable actual, List<Integer> key) {
    return changelog(expected, actual, key, ZoneOffset.UTC);
  }

  /**
   * Compares a changelog: the same rows with the same kinds, in the same order among rows of the
   * same key; rows of different keys may interleave. An empty key compares the whole order.
   *
   * @param key output column indices, as {@link ChangelogKeys} gives them
   * @param zone the session time zone, for reading and writing TIMESTAMP_LTZ values
   * @throws SpecException for an expected row that does not fit the output's columns
   */
  public static Comparison changelog(
      ExpectedRows expected, OutputTable actual, List<Integer> key, ZoneId zone) {
    checkKey(key, actual);
    List<TypedRows.Line> lines = TypedRows.lines(expected, actual.columns(), zone);
    String expectedText = text(lines, zone);
    Notes notes = new Notes(actual.columns(), zone);
    if (ChangelogDiff.matches(lines, actual.rows(), key, notes)) {
      return Comparison.matching(expectedText, PrintNotation.format(actual.rows(), zone));
    }
    List<DiffLine> diff = ChangelogDiff.lines(lines, actual.rows(), key, notes);
    String header =
        expected.position()
            + ": the changelog of "
            + describe(actual)
            + " differs from the expected one: "
            + summary(diff)
            + "\n"
            + (key.isEmpty()
                ? "the order of all rows is compared (no key)"
                : "the order is compared per key ("
                    + names(key, actual)
                    + "); rows of different keys may interleave");
    return new Comparison(
        false, SideBySide.render(header, diff, zone), expectedText, actualText(diff, zone));
  }

  /** {@link #finalRows(ExpectedRows, OutputTable, ZoneId)} in UTC. */
  public static Comparison finalRows(ExpectedRows expected, OutputTable actual) {
    return finalRows(expected, actual, ZoneOffset.UTC);
  }

  /**
   * Compares a final result: the actual changelog is materialized ({@link Materialized}) and
   * compared with the expected rows, written {@code +I}, in any order. A retraction of a row the
   * result does not hold fails the comparison too.
   *
   * @throws SpecException for an expected row that does not fit the output's columns or is not
   *     written {@code +I}
   */
  public static Comparison finalRows(ExpectedRows expected, OutputTable actual, ZoneId zone) {
    List<TypedRows.Line> lines = TypedRows.lines(expected, actual.columns(), zone);
    for (TypedRows.Line line : lines) {
      if (line.row().kind() != RowKind.INSERT) {
        throw new SpecException(
            line.position(),
            "rows of a final result are written +I, not " + line.row().kind().shortString());
      }
    }
    Materialized materialized = Materialized.of(actual);
    List<DiffLine> diff = FinalDiff.lines(lines, materialized, new Notes(actual.columns(), zone));
    String expectedText = text(lines, zone);
    String actualText = actualText(diff, zone);
    if (diff.stream().allMatch(d -> d.mark() == DiffLine.Mark.SAME)) {
      return Comparison.matching(expectedText, actualText);
    }
    String header =
        expected.position()
            + ": the final result of "
            + describe(actual)
            + " differs from the expected one: "
            + summary(diff)
            + "\nthe changelog ("
            + actual.rows().size()
            + " rows) is materialized "
            + (actual.primaryKey().isEmpty()
                ? "(+I/+U add a row, -U/-D remove one)"
                : "by its primary key "
                    + actual.primaryKey()
                    + " (+I/+U set a key's row, -U/-D remove it)")
            + " and compared in any order";
    return new Comparison(false, SideBySide.render(header, diff, zone), expectedText, actualText);
  }

  private static void checkKey(List<Integer> key, OutputTable actual) {
    for (int column : key) {
      if (column < 0 || column >= actual.columns().size()) {
        throw new IllegalArgumentException(
            "key column " + column + " is not a column of " + describe(actual));
      }
    }
  }

  private static String text(List<TypedRows.Line> lines, ZoneId zone) {
    return PrintNotation.format(lines.stream().map(TypedRows.Line::row).toList(), zone);
  }

  /** The actual rows of the report's lines, in the report's order. */
  private static String actualText(List<DiffLine> diff, ZoneId zone) {
    List<SpecRow> rows =
        diff.stream()
            .filter(d -> d.actual() != null && d.mark() != DiffLine.Mark.BAD_RETRACTION)
            .map(DiffLine::actual)
            .toList();
    return PrintNotation.format(rows, zone);
  }

  private static String summary(List<DiffLine> diff) {
    Map<DiffLine.Mark, Integer> counts = new EnumMap<>(DiffLine.Mark.class);
    for (DiffLine line : diff) {
      counts.merge(line.mark(), 1, Integer::sum);
    }
    // An out-of-order row shows on both sides; count it once.
    counts.computeIfPresent(DiffLine.Mark.MOVED, (mark, n) -> n / 2);
    StringJoiner text = new StringJoiner(", ");
    counts.forEach(
        (mark, n) -> {
          if (mark != DiffLine.Mark.SAME) {
            text.add(n + " " + mark.tally);
          }
        });
    return text.toString();
  }

  private static String describe(OutputTable output) {
    return output.name().isEmpty() ? "the query" : output.name();
  }

  private static String names(List<Integer> key, OutputTable output) {
    return key.stream().map(i -> output.columns().get(i).name()).collect(Collectors.joining(", "));
  }
}
