package io.github.topnkit.reference.agg;

import io.github.topnkit.linter.catalog.TypeRoot;
import java.math.BigDecimal;

/**
 * Addition in an aggregate's result type, as Flink's generated code adds: integral types wrap
 * around on overflow like Java's primitives, DECIMAL keeps the argument's scale.
 */
final class Arithmetic {

  private Arithmetic() {}

  /** {@code a + sign * b} in type {@code root}; both non-null. */
  static Object add(Object a, Object b, int sign, TypeRoot root) {
    return switch (root) {
      case TINYINT -> (byte) (((Number) a).byteValue() + sign * ((Number) b).byteValue());
      case SMALLINT -> (short) (((Number) a).shortValue() + sign * ((Number) b).shortValue());
      case INTEGER -> ((Number) a).intValue() + sign * ((Number) b).intValue();
      case BIGINT -> ((Number) a).longValue() + sign * ((Number) b).longValue();
      case FLOAT -> ((Number) a).floatValue() + sign * ((Number) b).floatValue();
      case DOUBLE -> ((Number) a).doubleValue() + sign * ((Number) b).doubleValue();
      default -> sign > 0 ? decimal(a).add(decimal(b)) : decimal(a).subtract(decimal(b));
    };
  }

  /** A value converted to the result type, for the first value of a sum. */
  static Object convert(Object v, TypeRoot root) {
    Number n = (Number) v;
    return switch (root) {
      case TINYINT -> n.byteValue();
      case SMALLINT -> n.shortValue();
      case INTEGER -> n.intValue();
      case BIGINT -> n.longValue();
      case FLOAT -> n.floatValue();
      case DOUBLE -> n.doubleValue();
      default -> decimal(v);
    };
  }

  /** The zero of a result type, for SUM0. */
  static Object zero(TypeRoot root, int scale) {
    return switch (root) {
      case TINYINT -> (byte) 0;
      case SMALLINT -> (short) 0;
      case INTEGER -> 0;
      case BIGINT -> 0L;
      case FLOAT -> 0f;
      case DOUBLE -> 0d;
      default -> BigDecimal.ZERO.setScale(Math.max(scale, 0));
    };
  }

  static BigDecimal decimal(Object v) {
    if (v instanceof BigDecimal d) {
      return d;
    }
    if (v instanceof Double || v instanceof Float) {
      return BigDecimal.valueOf(((Number) v).doubleValue());
    }
    return BigDecimal.valueOf(((Number) v).longValue());
  }
}
