package io.github.topnkit.reference.rank;

import io.github.topnkit.linter.parse.Span;
import io.github.topnkit.linter.plan.RankRange;
import io.github.topnkit.reference.expr.UnsupportedFeatureException;

/**
 * The rank end of a partition, as Flink's {@code initRankEnd}: a constant, or (for a {@code
 * VariableRankRange}) the value of a field of the partition's first row, frozen in state; later
 * rows with another value only bump Flink's {@code topn.invalidTopSize} metric.
 */
final class RankEnd {

  /** Flink's {@code DEFAULT_TOPN_SIZE}: the buffer admission size of a variable rank end. */
  private static final long DEFAULT_TOPN_SIZE = 100;

  private final long constant;
  private final int field;
  private final Span span;

  RankEnd(RankRange range, Span span) {
    this.span = span;
    if (range instanceof RankRange.Constant c) {
      this.constant = c.end();
      this.field = -1;
    } else {
      this.constant = -1;
      this.field = ((RankRange.Variable) range).field();
    }
  }

  /** The ranking's position in the SQL, when known. */
  Span span() {
    return span;
  }

  /** Flink's {@code rankStart}: -1 for a variable range, so every rank is in range. */
  static long start(RankRange range) {
    return range instanceof RankRange.Constant c ? c.start() : -1;
  }

  boolean isConstant() {
    return field < 0;
  }

  /** The rank end of a partition whose first row is {@code firstRow}. */
  long initial(Object[] firstRow) {
    if (field < 0) {
      return constant;
    }
    Object v = firstRow[field];
    if (v instanceof Long l) {
      return l;
    }
    if (v instanceof Integer i) {
      return i;
    }
    if (v instanceof Short s) {
      return s;
    }
    // Flink reads the field with getLong/getInt/getShort; a NULL there has no defined value.
    throw new UnsupportedFeatureException(
        "a NULL variable rank end is not supported by the reference engine", span);
  }

  /**
   * Flink's {@code getDefaultTopNSize()}: how many rows the buffer admits while a new row is not
   * better than the worst kept one (the rank end, or 100 for a variable rank end).
   */
  long admissionSize() {
    return field < 0 ? constant : DEFAULT_TOPN_SIZE;
  }
}
