package io.github.topnkit.reference.agg;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A DISTINCT aggregate, as Flink's generated {@code DistinctAggCodeGen}: a map from each distinct
 * argument value to how often it is held; the wrapped function sees a value when it first enters
 * the map and is retracted when its last occurrence leaves.
 */
final class DistinctAccumulator implements Accumulator {

  private final Accumulator inner;
  private final int[] args;
  private final Map<Object, long[]> seen = new HashMap<>();

  DistinctAccumulator(Accumulator inner, List<Integer> args) {
    this.inner = inner;
    this.args = args.stream().mapToInt(Integer::intValue).toArray();
  }

  @Override
  public void accumulate(Object[] row) {
    long[] count = seen.computeIfAbsent(key(row), k -> new long[1]);
    if (count[0]++ == 0) {
      inner.accumulate(row);
    }
  }

  @Override
  public void retract(Object[] row) {
    Object key = key(row);
    long[] count = seen.get(key);
    if (count == null) {
      return;
    }
    if (--count[0] == 0) {
      seen.remove(key);
      inner.retract(row);
    }
  }

  @Override
  public Object value() {
    return inner.value();
  }

  private Object key(Object[] row) {
    return args.length == 1 ? new SingleValue(row[args[0]]) : GroupKey.of(row, args);
  }

  /** One argument value; a record so that NULL is a key too. */
  private record SingleValue(Object value) {}
}
