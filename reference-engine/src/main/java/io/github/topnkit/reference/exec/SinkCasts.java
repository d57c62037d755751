package io.github.topnkit.reference.exec;

import io.github.topnkit.linter.catalog.SqlType;
import io.github.topnkit.linter.catalog.TypeRoot;
import io.github.topnkit.linter.plan.RelNode;
import io.github.topnkit.reference.expr.UnsupportedFeatureException;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Set;
import java.util.function.UnaryOperator;

/**
 * The implicit casts Flink adds when an INSERT's column type differs from the sink column's: exact
 * numeric widening and decimal rescaling; anything else is refused rather than guessed.
 */
final class SinkCasts {

  private static final Set<TypeRoot> STRINGS = Set.of(TypeRoot.CHAR, TypeRoot.VARCHAR);
  private static final Set<TypeRoot> INTEGERS =
      Set.of(TypeRoot.TINYINT, TypeRoot.SMALLINT, TypeRoot.INTEGER, TypeRoot.BIGINT);

  private SinkCasts() {}

  /** The cast from {@code from} to {@code to}, or null when the value passes unchanged. */
  static UnaryOperator<Object> of(SqlType from, SqlType to, String column, RelNode input) {
    TypeRoot f = from.root();
    TypeRoot t = to.root();
    if (f == TypeRoot.NULL) {
      return null;
    }
    if (f == t && t != TypeRoot.DECIMAL) {
      return null;
    }
    if (STRINGS.contains(f) && STRINGS.contains(t)) {
      return null;
    }
    if (t == TypeRoot.DECIMAL && (f == TypeRoot.DECIMAL || INTEGERS.contains(f))) {
      if (f == TypeRoot.DECIMAL
          && from.scale() == to.scale()
          && from.precision() <= to.precision()) {
        return null;
      }
      int scale = Math.max(0, to.scale());
      int precision = to.precision();
      return v -> {
        BigDecimal d =
            (v instanceof BigDecimal b ? b : BigDecimal.valueOf(((Number) v).longValue()))
                .setScale(scale, RoundingMode.HALF_UP);
        // Flink's decimal cast yields NULL when the value does not fit the precision.
        return precision > 0 && d.precision() > precision ? null : d;
      };
    }
    if (INTEGERS.contains(f) && INTEGERS.contains(t) && rank(f) < rank(t)) {
      return switch (t) {
        case SMALLINT -> v -> ((Number) v).shortValue();
        case INTEGER -> v -> ((Number) v).intValue();
        default -> v -> ((Number) v).longValue();
      };
    }
    if (t == TypeRoot.DOUBLE && (INTEGERS.contains(f) || f == TypeRoot.FLOAT)) {
      return v -> ((Number) v).doubleValue();
    }
    throw new UnsupportedFeatureException(
        "writing a " + from + " value into the " + to + " column " + column, input.span());
  }

  private static int rank(TypeRoot integer) {
    return switch (integer) {
      case TINYINT -> 0;
      case SMALLINT -> 1;
      case INTEGER -> 2;
      default -> 3;
    };
  }
}
