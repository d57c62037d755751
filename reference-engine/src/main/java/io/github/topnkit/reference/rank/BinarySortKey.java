package io.github.topnkit.reference.rank;

import io.github.topnkit.linter.plan.SortKey;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Equality of two rows' sort keys as Flink's rank functions test it where they look for "its own
 * sort key" in their sorted buffer ({@code curSortKey.equals(sortKey)} on {@code BinaryRowData}):
 * by the bytes, which tell -0.0 from 0.0 though the buffer's comparator ties them. So a row whose
 * DOUBLE sort key is -0.0 while the buffer holds 0.0 (or the reverse) joins that entry but is never
 * found in it, and Flink emits nothing for it.
 */
final class BinarySortKey {

  private final int[] fields;

  private BinarySortKey(int[] fields) {
    this.fields = fields;
  }

  static BinarySortKey of(List<SortKey> keys) {
    return new BinarySortKey(keys.stream().mapToInt(SortKey::field).toArray());
  }

  /**
   * The row's sort key by its binary form, as Flink's state keyed by a {@code BinaryRowData} sees
   * it: equal for equal bytes, so -0.0 and 0.0 differ (as {@link Double#equals} tells them apart).
   */
  Object of(Object[] row) {
    List<Object> key = new ArrayList<>(fields.length);
    for (int field : fields) {
      Object v = row[field];
      key.add(v instanceof BigDecimal d ? d.stripTrailingZeros() : v);
    }
    return key;
  }

  /** Whether the sort keys of {@code a} and {@code b} have the same binary form. */
  boolean equal(Object[] a, Object[] b) {
    for (int field : fields) {
      Object x = a[field];
      Object y = b[field];
      // A DECIMAL's bytes hold its unscaled value at the column's scale: equal values, same bytes.
      boolean same =
          x instanceof BigDecimal dx && y instanceof BigDecimal dy
              ? dx.compareTo(dy) == 0
              : Objects.equals(x, y);
      if (!same) {
        return false;
      }
    }
    return true;
  }
}
