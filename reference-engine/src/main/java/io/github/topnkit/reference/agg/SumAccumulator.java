package io.github.topnkit.reference.agg;

import io.github.topnkit.linter.catalog.TypeRoot;

/**
 * SUM and SUM0: Flink's {@code SumWithRetractAggFunction} / {@code Sum0AggFunction}. The sum has
 * the call's result type (SUM(INT) is INT, SUM(DECIMAL(p, s)) is DECIMAL(38, s)); SUM is NULL while
 * no non-null value is counted, SUM0 is zero then.
 */
final class SumAccumulator implements Accumulator {

  private final int field;
  private final TypeRoot root;
  private final boolean zeroWhenEmpty;
  private final int scale;
  private Object sum;
  private long count;

  SumAccumulator(int field, TypeRoot root, int scale, boolean zeroWhenEmpty) {
    this.field = field;
    this.root = root;
    this.scale = scale;
    this.zeroWhenEmpty = zeroWhenEmpty;
  }

  @Override
  public void accumulate(Object[] row) {
    Object v = row[field];
    if (v != null) {
      sum = sum == null ? Arithmetic.convert(v, root) : Arithmetic.add(sum, v, 1, root);
      count++;
    }
  }

  @Override
  public void retract(Object[] row) {
    Object v = row[field];
    if (v != null) {
      Object base = sum == null ? Arithmetic.zero(root, scale) : sum;
      sum = Arithmetic.add(base, v, -1, root);
      count--;
    }
  }

  @Override
  public Object value() {
    if (count == 0) {
      // Flink's retractable SUM answers NULL once every counted value is retracted.
      return zeroWhenEmpty ? Arithmetic.zero(root, scale) : null;
    }
    return sum;
  }
}
