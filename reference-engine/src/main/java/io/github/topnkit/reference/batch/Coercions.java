package io.github.topnkit.reference.batch;

import io.github.topnkit.linter.catalog.SqlType;
import io.github.topnkit.linter.catalog.TypeRoot;
import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * Brings a literal's value to its column's type class, for VALUES rows whose literals are of
 * narrower types than the column (an INT literal in a DECIMAL column, say).
 */
final class Coercions {

  private Coercions() {}

  static Object toType(Object value, SqlType type) {
    if (!(value instanceof Number n) || !type.root().isNumeric()) {
      return value;
    }
    if (type.root() == TypeRoot.DOUBLE) {
      return n.doubleValue();
    }
    if (type.root() == TypeRoot.FLOAT) {
      return n.floatValue();
    }
    BigDecimal d = n instanceof BigDecimal b ? b : new BigDecimal(n.toString());
    return switch (type.root()) {
      case TINYINT -> d.byteValueExact();
      case SMALLINT -> d.shortValueExact();
      case INTEGER -> d.intValueExact();
      case BIGINT -> d.longValueExact();
      case DECIMAL -> type.scale() >= 0 ? d.setScale(type.scale(), RoundingMode.HALF_UP) : d;
      default -> value;
    };
  }
}
