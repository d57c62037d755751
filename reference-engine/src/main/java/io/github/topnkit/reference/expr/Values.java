package io.github.topnkit.reference.expr;

import io.github.topnkit.linter.catalog.SqlType;
import io.github.topnkit.linter.catalog.TypeRoot;
import java.math.BigDecimal;
import java.math.RoundingMode;

/** Conversions of non-null values between the external classes of Flink's numeric types. */
final class Values {

  static final int MAX_PRECISION = 38;

  private Values() {}

  /** Whether values of {@code from} already have the class (and scale) {@code to} needs. */
  static boolean sameRepresentation(SqlType from, SqlType to) {
    if (from.root() != to.root()) {
      return from.root().isCharacter() && to.root().isCharacter();
    }
    return from.root() != TypeRoot.DECIMAL || from.scale() == to.scale();
  }

  /** An evaluator of {@code e} whose values are converted from {@code from} to {@code to}. */
  static Evaluator coerced(Evaluator e, SqlType from, SqlType to) {
    if (from.root() == TypeRoot.NULL || sameRepresentation(from, to)) {
      return e;
    }
    TypeRoot root = to.root();
    int precision = to.precision();
    int scale = to.scale();
    return row -> {
      Object v = e.eval(row);
      return v == null ? null : convert(v, root, precision, scale);
    };
  }

  /** A number converted to the class of a numeric type, Java-narrowing as Flink's casts do. */
  static Object convert(Object v, TypeRoot root, int precision, int scale) {
    if (!(v instanceof Number n)) {
      return v;
    }
    return switch (root) {
      case TINYINT -> n instanceof BigDecimal d ? (byte) d.longValue() : n.byteValue();
      case SMALLINT -> n instanceof BigDecimal d ? (short) d.longValue() : n.shortValue();
      case INTEGER -> n instanceof BigDecimal d ? (int) d.longValue() : n.intValue();
      case BIGINT -> n.longValue();
      case FLOAT -> n.floatValue();
      case DOUBLE -> n.doubleValue();
      case DECIMAL -> fit(decimal(n), precision, scale);
      default -> v;
    };
  }

  static BigDecimal decimal(Number n) {
    if (n instanceof BigDecimal d) {
      return d;
    }
    if (n instanceof Double || n instanceof Float) {
      // Flink's DecimalDataUtils.castFrom(double) goes through BigDecimal.valueOf.
      return BigDecimal.valueOf(n.doubleValue());
    }
    return BigDecimal.valueOf(n.longValue());
  }

  /**
   * A decimal rounded HALF_UP to {@code scale}; null when it needs more than {@code precision}
   * digits, as Flink's {@code DecimalData.fromBigDecimal} overflows to NULL.
   */
  static BigDecimal fit(BigDecimal v, int precision, int scale) {
    BigDecimal scaled = v.setScale(scale, RoundingMode.HALF_UP);
    return scaled.precision() > precision ? null : scaled;
  }
}
