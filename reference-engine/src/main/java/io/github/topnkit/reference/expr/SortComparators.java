package io.github.topnkit.reference.expr;

import io.github.topnkit.linter.plan.SortKey;
import java.util.Comparator;
import java.util.List;

/** Orders rows by ORDER BY keys with their directions and NULL placement, as Flink's sorts do. */
public final class SortComparators {

  private SortComparators() {}

  /** The row order of the keys; rows equal on every key compare as 0 (a tie). */
  public static Comparator<Object[]> of(List<SortKey> keys) {
    Comparator<Object[]> order = (a, b) -> 0;
    for (SortKey key : keys) {
      order = order.thenComparing(of(key));
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
   * generated comparators do, with {@code <} and {@code >}: {@code -0.0} ties with {@code 0.0} (and
   * NaN with everything), where {@code Double.compareTo} would order them.
   */
  @SuppressWarnings({"unchecked", "rawtypes"})
  public static int compareValues(Object x, Object y) {
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
