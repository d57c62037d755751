package io.github.topnkit.reference.agg;

import java.util.Arrays;

/**
 * The values of some fields of a row, usable as a hash key (Flink's key selector output): equal
 * when every value is equal, SQL NULLs included, as Flink's {@code BinaryRowData} keys compare.
 */
final class GroupKey {

  private final Object[] values;
  private final int hash;

  private GroupKey(Object[] values) {
    this.values = values;
    this.hash = Arrays.hashCode(values);
  }

  /** The key of {@code row} on {@code fields}. */
  static GroupKey of(Object[] row, int[] fields) {
    Object[] values = new Object[fields.length];
    for (int i = 0; i < fields.length; i++) {
      values[i] = row[fields[i]];
    }
    return new GroupKey(values);
  }

  Object get(int i) {
    return values[i];
  }

  int size() {
    return values.length;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof GroupKey k && k.hash == hash && Arrays.equals(k.values, values);
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
