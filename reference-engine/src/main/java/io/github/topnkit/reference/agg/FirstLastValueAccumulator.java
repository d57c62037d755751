package io.github.topnkit.reference.agg;

import io.github.topnkit.linter.parse.Span;
import io.github.topnkit.reference.expr.UnsupportedFeatureException;

/**
 * FIRST_VALUE and LAST_VALUE over insert-only input: Flink's {@code FirstValueAggFunction} keeps
 * the first non-null value, {@code LastValueAggFunction} the latest non-null one. The retractable
 * versions order by processing time, which the reference engine does not reproduce.
 */
final class FirstLastValueAccumulator implements Accumulator {

  private final int field;
  private final boolean first;
  private final Span span;
  private Object value;

  FirstLastValueAccumulator(int field, boolean first, Span span) {
    this.field = field;
    this.first = first;
    this.span = span;
  }

  @Override
  public void accumulate(Object[] row) {
    Object v = row[field];
    if (v != null && (!first || value == null)) {
      value = v;
    }
  }

  @Override
  public void retract(Object[] row) {
    throw new UnsupportedFeatureException(
        (first ? "FIRST_VALUE" : "LAST_VALUE")
            + " over an updating input is not supported by the reference engine",
        span);
  }

  @Override
  public Object value() {
    return value;
  }
}
