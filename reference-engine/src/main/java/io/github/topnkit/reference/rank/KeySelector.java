package io.github.topnkit.reference.rank;

import java.util.Arrays;
import java.util.List;

/**
 * Extracts a small immutable key from a row, as Flink's {@code RowDataKeySelector}: the partition
 * key of a rank or deduplication, or the upsert key of an UpdatableTopN. A single field is its own
 * key (no allocation per row); several fields are wrapped in a {@link Composite}.
 */
@FunctionalInterface
interface KeySelector {

  Object key(Object[] row);

  /** The key of SQL NULL in a single-field key, since hash maps cannot tell it from "absent". */
  Object NULL_KEY =
      new Object() {
        @Override
        public String toString() {
          return "NULL";
        }
      };

  static KeySelector of(List<Integer> fields) {
    int[] f = fields.stream().mapToInt(Integer::intValue).toArray();
    if (f.length == 0) {
      // No PARTITION BY: Flink keys every row by the empty row, a single partition.
      return row -> Composite.EMPTY;
    }
    if (f.length == 1) {
      int field = f[0];
      return row -> {
        Object v = row[field];
        return v == null ? NULL_KEY : v;
      };
    }
    return row -> {
      Object[] values = new Object[f.length];
      for (int i = 0; i < f.length; i++) {
        values[i] = row[f[i]];
      }
      return new Composite(values);
    };
  }

  /** A key of several fields with its hash computed once. */
  final class Composite {
    static final Composite EMPTY = new Composite(new Object[0]);

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
