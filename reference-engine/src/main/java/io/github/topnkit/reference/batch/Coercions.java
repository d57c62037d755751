package io.github.topnkit.reference.batch;

import io.github.topnkit.linter.catalog.SqlType;
import io.github.topnkit.linter.catalog.TypeRoot;
import io.github.topnkit.linter.plan.RowType;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;

/**
 * Brings values to their column's type class where the plan widens a numeric type without a cast:
 * VALUES rows whose literals are narrower than the column (an INT literal in a DECIMAL column), and
 * UNION ALL inputs whose types differ from the union's.
 */
final class Coercions {

  private Coercions() {}

  /** The rows of {@code from} with each numeric value brought to the type of {@code to}. */
  static List<Object[]> toRowType(List<Object[]> rows, RowType from, RowType to) {
    List<Integer> fields = new ArrayList<>();
    for (int i = 0; i < to.size(); i++) {
      SqlType a = from.get(i).type();
      SqlType b = to.get(i).type();
      if (b.root().isNumeric() && (a.root() != b.root() || a.scale() != b.scale())) {
        fields.add(i);
      }
    }
    if (fields.isEmpty()) {
      return rows;
    }
    List<Object[]> out = new ArrayList<>(rows.size());
    for (Object[] row : rows) {
      Object[] copy = row.clone();
      for (int i : fields) {
        copy[i] = toType(copy[i], to.get(i).type());
      }
      out.add(copy);
    }
    return out;
  }

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
