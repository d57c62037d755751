package io.github.topnkit.reference.agg;

import io.github.topnkit.reference.expr.SortComparators;
import java.util.Map;
import java.util.TreeMap;

/**
 * MIN and MAX: Flink's {@code MinWithRetractAggFunction} / {@code MaxWithRetractAggFunction}, which
 * keep a count per value so that a retracted extreme gives way to the next one; NULLs are ignored.
 */
final class MinMaxAccumulator implements Accumulator {

  private final int field;
  private final boolean max;
  private final TreeMap<Object, long[]> counts = new TreeMap<>(SortComparators::compareValues);

  MinMaxAccumulator(int field, boolean max) {
    this.field = field;
    this.max = max;
  }

  @Override
  public void accumulate(Object[] row) {
    Object v = row[field];
    if (v != null) {
      counts.computeIfAbsent(v, k -> new long[1])[0]++;
    }
  }

  @Override
  public void retract(Object[] row) {
    Object v = row[field];
    if (v != null) {
      long[] c = counts.computeIfAbsent(v, k -> new long[1]);
      if (--c[0] == 0) {
        counts.remove(v);
      }
    }
  }

  @Override
  public Object value() {
    Map.Entry<Object, long[]> e = max ? counts.lastEntry() : counts.firstEntry();
    return e == null || e.getValue()[0] <= 0 ? null : e.getKey();
  }
}
