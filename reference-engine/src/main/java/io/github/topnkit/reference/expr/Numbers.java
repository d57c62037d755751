package io.github.topnkit.reference.expr;

import java.math.BigDecimal;

/** Compares values across numeric classes, as SQL compares numbers after widening. */
final class Numbers {

  private Numbers() {}

  static int compare(Object a, Object b) {
    if (a instanceof Number x && b instanceof Number y && a.getClass() != b.getClass()) {
      return decimal(x).compareTo(decimal(y));
    }
    return SortComparators.compareValues(a, b);
  }

  private static BigDecimal decimal(Number n) {
    return n instanceof BigDecimal d ? d : new BigDecimal(n.toString());
  }
}
