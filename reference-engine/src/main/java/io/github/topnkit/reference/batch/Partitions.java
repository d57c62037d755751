package io.github.topnkit.reference.batch;

import io.github.topnkit.linter.plan.RankType;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Grouping and ranking helpers shared by the batch operators. Groups keep the order in which their
 * first row arrived (a {@link LinkedHashMap}), so no hash order leaks into a result.
 */
final class Partitions {

  private Partitions() {}

  /** The key of a row: its values at the key positions; NULLs compare equal, as in GROUP BY. */
  static List<Object> key(Object[] row, List<Integer> keys) {
    Object[] key = new Object[keys.size()];
    for (int i = 0; i < key.length; i++) {
      key[i] = row[keys.get(i)];
    }
    return Arrays.asList(key);
  }

  /** The rows grouped by key, groups in order of first arrival, rows in arrival order. */
  static Map<List<Object>, List<Object[]>> of(List<Object[]> rows, List<Integer> keys) {
    Map<List<Object>, List<Object[]>> groups = new LinkedHashMap<>();
    for (Object[] row : rows) {
      groups.computeIfAbsent(key(row, keys), k -> new ArrayList<>()).add(row);
    }
    return groups;
  }

  /**
   * The rank numbers of a partition already sorted by {@code order}: ROW_NUMBER counts rows, RANK
   * gives peers the same number and skips the next ones, DENSE_RANK does not skip.
   */
  static long[] rankNumbers(RankType type, List<Object[]> sorted, Comparator<Object[]> order) {
    long[] numbers = new long[sorted.size()];
    long dense = 0;
    for (int i = 0; i < numbers.length; i++) {
      boolean peer = i > 0 && order.compare(sorted.get(i - 1), sorted.get(i)) == 0;
      if (!peer) {
        dense++;
      }
      numbers[i] =
          switch (type) {
            case ROW_NUMBER -> i + 1;
            case RANK -> peer ? numbers[i - 1] : i + 1;
            case DENSE_RANK -> dense;
          };
    }
    return numbers;
  }
}
