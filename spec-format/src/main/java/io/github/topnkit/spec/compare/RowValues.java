package io.github.topnkit.spec.compare;

import io.github.topnkit.spec.SpecRow;
import io.github.topnkit.spec.Values;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

/**
 * Row equality as the comparison sees it ({@link Values#same} per value), and a hashable form of
 * values that is equal exactly when the values are the same.
 */
final class RowValues {

  private RowValues() {}

  static boolean same(SpecRow expected, SpecRow actual) {
    return expected.kind() == actual.kind() && sameValues(expected.values(), actual.values());
  }

  static boolean sameValues(List<Object> expected, List<Object> actual) {
    if (expected.size() != actual.size()) {
      return false;
    }
    for (int i = 0; i < expected.size(); i++) {
      if (!Values.same(expected.get(i), actual.get(i))) {
        return false;
      }
    }
    return true;
  }

  /** The values with decimals reduced to their value ({@code 4.00} and {@code 4.0} alike). */
  static List<Object> normalized(List<Object> values) {
    List<Object> result = new ArrayList<>(values.size());
    for (Object value : values) {
      result.add(value instanceof BigDecimal d ? normalized(d) : value);
    }
    return result;
  }

  /** The row's kind and normalized values, for finding a row among others. */
  static List<Object> normalized(SpecRow row) {
    List<Object> result = new ArrayList<>(row.values().size() + 1);
    result.add(row.kind());
    result.addAll(normalized(row.values()));
    return result;
  }

  /** The values at the given column indices, normalized. */
  static List<Object> key(SpecRow row, List<Integer> columns) {
    List<Object> result = new ArrayList<>(columns.size());
    for (int column : columns) {
      Object value = column < row.values().size() ? row.values().get(column) : null;
      result.add(value instanceof BigDecimal d ? normalized(d) : value);
    }
    return result;
  }

  /** How many values of two rows of the same width are the same. */
  static int sameCount(SpecRow a, SpecRow b) {
    int same = 0;
    for (int i = 0; i < Math.min(a.values().size(), b.values().size()); i++) {
      if (Values.same(a.values().get(i), b.values().get(i))) {
        same++;
      }
    }
    return same;
  }

  private static BigDecimal normalized(BigDecimal d) {
    return d.signum() == 0 ? BigDecimal.ZERO : d.stripTrailingZeros();
  }
}
