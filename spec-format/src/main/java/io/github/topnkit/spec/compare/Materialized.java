package io.github.topnkit.spec.compare;

import static java.util.Objects.requireNonNull;

import io.github.topnkit.spec.RowKind;
import io.github.topnkit.spec.SpecRow;
import io.github.topnkit.spec.run.OutputTable;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The table a changelog describes: {@code +I} and {@code +U} add a row, {@code -U} and {@code -D}
 * remove one equal row. An output with a primary key (an upsert sink, which never receives {@code
 * -U}) is materialized by key, as the external table would be: {@code +I} and {@code +U} set the
 * row of their key, {@code -U} and {@code -D} remove it. A retraction of a row the table does not
 * hold is kept as a problem, since a correct changelog never has one.
 *
 * @param rows the remaining rows as {@code +I}, in the order they were added
 * @param missingRetractions the retractions that found no row to remove
 */
public record Materialized(List<Entry> rows, List<Entry> missingRetractions) {

  public Materialized {
    rows = List.copyOf(rows);
    missingRetractions = List.copyOf(missingRetractions);
  }

  /**
   * A row and the 0-based index of the changelog row that added it (or, for a problem, that tried
   * to retract it).
   */
  public record Entry(SpecRow row, int index) {
    public Entry {
      requireNonNull(row, "row is null");
    }
  }

  /** Applies a changelog to an empty table without a primary key. */
  public static Materialized of(List<SpecRow> changelog) {
    return of(changelog, List.of());
  }

  /** Applies an output's changelog to an empty table with the output's primary key. */
  public static Materialized of(OutputTable output) {
    List<Integer> key = new ArrayList<>();
    for (String column : output.primaryKey()) {
      for (int i = 0; i < output.columns().size(); i++) {
        if (output.columns().get(i).name().equals(column)) {
          key.add(i);
        }
      }
    }
    return of(output.rows(), key);
  }

  /**
   * Applies a changelog to an empty table whose primary key is the given columns (0-based); with
   * none, rows are matched by all their values.
   */
  public static Materialized of(List<SpecRow> changelog, List<Integer> primaryKey) {
    Map<List<Object>, Deque<Entry>> present = new HashMap<>();
    List<Entry> problems = new ArrayList<>();
    for (int i = 0; i < changelog.size(); i++) {
      SpecRow change = changelog.get(i);
      SpecRow row = change.withKind(RowKind.INSERT);
      List<Object> key = key(RowValues.normalized(row.values()), primaryKey);
      if (change.kind().isAccumulate()) {
        Deque<Entry> rows = present.computeIfAbsent(key, k -> new ArrayDeque<>());
        if (!primaryKey.isEmpty()) {
          rows.clear();
        }
        rows.addLast(new Entry(row, i));
        continue;
      }
      Deque<Entry> equal = present.get(key);
      if (equal == null || equal.isEmpty()) {
        problems.add(new Entry(change, i));
      } else {
        equal.removeLast();
      }
    }
    List<Entry> rows = new ArrayList<>();
    present.values().forEach(rows::addAll);
    rows.sort(Comparator.comparingInt(Entry::index));
    return new Materialized(rows, problems);
  }

  private static List<Object> key(List<Object> values, List<Integer> primaryKey) {
    if (primaryKey.isEmpty()) {
      return values;
    }
    List<Object> key = new ArrayList<>();
    for (int column : primaryKey) {
      key.add(values.get(column));
    }
    return key;
  }

  /** The remaining rows, as {@code +I}. */
  public List<SpecRow> asRows() {
    return rows.stream().map(Entry::row).toList();
  }
}
