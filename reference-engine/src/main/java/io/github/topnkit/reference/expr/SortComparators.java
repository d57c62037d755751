package io.github.topnkit.reference.expr;

import io.github.topnkit.linter.plan.SortKey;
import java.util.Comparator;
import java.util.List;

/** Orders rows by ORDER BY keys with their directions and NULL placement, as Flink's sorts do. */
public final class SortComparators {

  private SortComparators() {}

  /** The row order of the keys; rows equal on every key compare as 0 (a tie). */
  public static Comparator<Object[]> of(List<SortKey> keys) {
    if (keys.isEmpty()) {
      return (a, b) -> 0;
    }
    // One key, the common case, is compared directly: this sits on every operator's per-row path.
    Comparator<Object[]> order = of(keys.get(0));
    for (int i = 1; i < keys.size(); i++) {
      order = order.thenComparing(of(keys.get(i)));
    }
    return order;
  }

  private static Comparator<Object[]> of(SortKey key) {
    int field = key.field();
    boolean descending = key.descending();
    boolean nullsFirst = key.nullsFirst();
    return (a, b) -> {
      Object x = a[field];
      Object y = b[field];
      if (x == null || y == null) {
        if (x == y) {
          return 0;
        }
        // NULL placement does not flip with the direction.
        return (x == null) == nullsFirst ? -1 : 1;
      }
      int c = compareValues(x, y);
      return descending ? -c : c;
    };
  }

  /**
   * Compares two non-null values of the same SQL type. Floating-point values compare as Flink's
   * generated record comparators do ({@code GenerateUtils.generateCompare}: {@code (a > b ? 1 : a <
   * b ? -1 : 0)} for FLOAT and DOUBLE): {@code -0.0} ties with {@code 0.0} (and NaN with
   * everything), where {@code Double.compareTo} would order them. Operators that key state by the
   * binary sort key see tied rows apart; see {@code window.WindowRankState}.
   */
  @SuppressWarnings({"unchecked", "rawtypes"})
  public static int compareValues(Object x, Object y) {
    if (x instanceof Integer a && y instanceof Integer b) {
      return Integer.compare(a, b);
    }
    if (x instanceof Long a && y instanceof Long b) {
      return Long.compare(a, b);
    }
    if (x instanceof Double a && y instanceof Double b) {
      return primitive(a, b);
    }
    if (x instanceof Float a && y instanceof Float b) {
      return primitive(a, b);
    }
    return ((Comparable) x).compareTo(y);
  }

  private static int primitive(double a, double b) {
    return a > b ? 1 : (a < b ? -1 : 0);
  }
}
