package io.github.topnkit.reference.window;

import java.util.Arrays;
import java.util.List;

/** Hash keys of rows over some fields, as a keyed state's current key. */
final class Keys {

  private static final Object EMPTY = new Object();

  private Keys() {}

  static int[] fields(List<Integer> fields) {
    return fields.stream().mapToInt(Integer::intValue).toArray();
  }

  /** The key of a row: the single field's value (NULL included), or a list of the values. */
  static Object of(Object[] row, int[] fields) {
    if (fields.length == 0) {
      return EMPTY;
    }
    if (fields.length == 1) {
      return row[fields[0]];
    }
    Object[] k = new Object[fields.length];
    for (int i = 0; i < fields.length; i++) {
      k[i] = row[fields[i]];
    }
    return Arrays.asList(k);
  }
}
