package io.github.topnkit.reference.exec;

import java.util.Arrays;

/** New field arrays made from others: a row with values after it, two joined sides. */
public final class Rows {

  private Rows() {}

  /** The row followed by one value, as a rank number or an aggregate after its input. */
  public static Object[] appendValue(Object[] row, Object value) {
    Object[] out = Arrays.copyOf(row, row.length + 1);
    out[row.length] = value;
    return out;
  }

  /** The row followed by the extra values. */
  public static Object[] append(Object[] row, Object... extra) {
    Object[] out = Arrays.copyOf(row, row.length + extra.length);
    System.arraycopy(extra, 0, out, row.length, extra.length);
    return out;
  }

  /** The row followed by {@code count} fields to fill (NULL until then). */
  public static Object[] widen(Object[] row, int count) {
    return Arrays.copyOf(row, row.length + count);
  }

  /** A joined row: the left side's fields, then the right's; a missing side is all NULL. */
  public static Object[] join(Object[] left, int leftWidth, Object[] right, int rightWidth) {
    Object[] row = new Object[leftWidth + rightWidth];
    if (left != null) {
      System.arraycopy(left, 0, row, 0, leftWidth);
    }
    if (right != null) {
      System.arraycopy(right, 0, row, leftWidth, rightWidth);
    }
    return row;
  }
}
