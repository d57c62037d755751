package io.github.topnkit.reference.agg;

/**
 * ROW_NUMBER() of an OVER aggregation, Flink's {@code RowNumberAggFunction}: the count of rows
 * accumulated so far in the partition, a BIGINT.
 */
final class RowNumberAccumulator implements Accumulator {

  private long count;

  @Override
  public void accumulate(Object[] row) {
    count++;
  }

  @Override
  public void retract(Object[] row) {
    count--;
  }

  @Override
  public Object value() {
    return count;
  }
}
