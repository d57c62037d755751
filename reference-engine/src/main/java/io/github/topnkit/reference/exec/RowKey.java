package io.github.topnkit.reference.exec;

import java.util.Arrays;
import java.util.List;

/**
 * The key of a row over some fields, usable in hash maps as Flink's keyed state's current key
 * ({@code RowDataKeySelector}): a single field is its own key (no allocation per row, SQL NULL as
 * {@link #NULL}), several fields a {@link Composite} equal when every value is equal, NULLs
 * included.
 */
public final class RowKey {

  /** The key of SQL NULL in a single-field key, kept apart from a map's "absent". */
  public static final Object NULL =
      new Object() {
        @Override
        public String toString() {
          return "NULL";
        }
      };

  private static final Composite EMPTY = new Composite(new Object[0]);

  private RowKey() {}

  /** Field positions as an array, for the per-row path. */
  public static int[] fields(List<Integer> fields) {
    return fields.stream().mapToInt(Integer::intValue).toArray();
  }

  /** The key of {@code row} on {@code fields}; no fields is the single key of every row. */
  public static Object of(Object[] row, int[] fields) {
    if (fields.length == 0) {
      return EMPTY;
    }
    if (fields.length == 1) {
      Object v = row[fields[0]];
      return v == null ? NULL : v;
    }
    Object[] values = new Object[fields.length];
    for (int i = 0; i < fields.length; i++) {
      values[i] = row[fields[i]];
    }
    return new Composite(values);
  }

  /** A key of several fields with its hash computed once. */
  private static final class Composite {
    private final Object[] values;
    private final int hash;

    Composite(Object[] values) {
      this.values = values;
      this.hash = Arrays.hashCode(values);
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Composite c && c.hash == hash && Arrays.equals(c.values, values);
    }

    @Override
    public int hashCode() {
      return hash;
    }

    @Override
    public String toString() {
      return Arrays.toString(values);
    }
  }
}
