package io.github.topnkit.reference.agg;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * An aggregate over DISTINCT arguments, as Flink's distinct {@code MapView}: each argument value is
 * counted, and reaches the inner aggregate only when it first appears and leaves it when its last
 * occurrence is retracted. Values with a NULL argument pass through once per value as well.
 */
final class DistinctAccumulator implements Accumulator {

  private final Accumulator inner;
  private final int[] fields;
  private final Map<Object, long[]> seen = new HashMap<>();

  DistinctAccumulator(Accumulator inner, List<Integer> fields) {
    this.inner = inner;
    this.fields = fields.stream().mapToInt(Integer::intValue).toArray();
  }

  private Object key(Object[] row) {
    if (fields.length == 1) {
      Object v = row[fields[0]];
      // BigDecimal equality depends on the scale; values of one column share it.
      return v == null ? NullKey.INSTANCE : v;
    }
    Object[] k = new Object[fields.length];
    for (int i = 0; i < fields.length; i++) {
      k[i] = row[fields[i]];
    }
    return Arrays.asList(k);
  }

  @Override
  public void accumulate(Object[] row) {
    long[] c = seen.computeIfAbsent(key(row), k -> new long[1]);
    if (c[0]++ == 0) {
      inner.accumulate(row);
    }
  }

  @Override
  public void retract(Object[] row) {
    Object k = key(row);
    long[] c = seen.get(k);
    if (c == null) {
      return;
    }
    if (--c[0] == 0) {
      seen.remove(k);
      inner.retract(row);
    }
  }

  @Override
  public Object value() {
    return inner.value();
  }

  private enum NullKey {
    INSTANCE
  }
}
