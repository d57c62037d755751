package io.github.topnkit.reference.agg;

/**
 * COUNT(*) and COUNT(x, ...): Flink's {@code CountAggFunction} / {@code Count1AggFunction}, a
 * BIGINT that counts rows whose arguments are all non-null; retract subtracts.
 */
final class CountAccumulator implements Accumulator {

  private final int[] fields;
  private long count;

  CountAccumulator(int[] fields) {
    this.fields = fields;
  }

  private boolean counts(Object[] row) {
    for (int f : fields) {
      if (row[f] == null) {
        return false;
      }
    }
    return true;
  }

  @Override
  public void accumulate(Object[] row) {
    if (counts(row)) {
      count++;
    }
  }

  @Override
  public void retract(Object[] row) {
    if (counts(row)) {
      count--;
    }
  }

  @Override
  public Object value() {
    return count;
  }
}
