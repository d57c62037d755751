package io.github.topnkit.reference.agg;

import io.github.topnkit.linter.catalog.TypeRoot;
import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * AVG: Flink's {@code AvgAggFunction}s. Integral types divide a BIGINT sum by the count in integer
 * arithmetic (AVG(INT) is INT, truncated), FLOAT/DOUBLE in floating point, and DECIMAL(p, s) gives
 * DECIMAL(38, max(6, s)) rounded half up; NULL without non-null values.
 */
final class AvgAccumulator implements Accumulator {

  private final int field;
  private final TypeRoot root;
  private final int scale;
  private long longSum;
  private double doubleSum;
  private BigDecimal decimalSum = BigDecimal.ZERO;
  private long count;

  AvgAccumulator(int field, TypeRoot root, int scale) {
    this.field = field;
    this.root = root;
    this.scale = scale;
  }

  @Override
  public void accumulate(Object[] row) {
    add(row[field], 1);
  }

  @Override
  public void retract(Object[] row) {
    add(row[field], -1);
  }

  private void add(Object v, int sign) {
    if (v == null) {
      return;
    }
    switch (root) {
      case TINYINT, SMALLINT, INTEGER, BIGINT -> longSum += sign * ((Number) v).longValue();
      case FLOAT, DOUBLE -> doubleSum += sign * ((Number) v).doubleValue();
      default -> {
        BigDecimal d = Arithmetic.decimal(v);
        decimalSum = sign > 0 ? decimalSum.add(d) : decimalSum.subtract(d);
      }
    }
    count += sign;
  }

  @Override
  public Object value() {
    if (count == 0) {
      return null;
    }
    return switch (root) {
      case TINYINT -> (byte) (longSum / count);
      case SMALLINT -> (short) (longSum / count);
      case INTEGER -> (int) (longSum / count);
      case BIGINT -> longSum / count;
      case FLOAT -> (float) (doubleSum / count);
      case DOUBLE -> doubleSum / count;
      default -> decimalSum.divide(BigDecimal.valueOf(count), scale, RoundingMode.HALF_UP);
    };
  }
}
