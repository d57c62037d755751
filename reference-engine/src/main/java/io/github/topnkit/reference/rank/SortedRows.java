package io.github.topnkit.reference.rank;

import java.util.Arrays;
import java.util.Comparator;

/**
 * The heap buffer of one partition of an AppendOnlyTopN, Flink's {@code TopNBuffer} flattened into
 * a sorted array: rows ordered by the sort key, rows with equal keys in arrival order (a run of
 * equal keys is one {@code TopNBuffer} entry). It holds about rankEnd rows, so plain array moves
 * are cheaper than a tree.
 */
final class SortedRows {

  private Object[][] rows;
  private int size;

  /** The partition's rank end (constant, or frozen from its first row). */
  final long rankEnd;

  SortedRows(int capacity, long rankEnd) {
    this.rows = new Object[Math.max(1, capacity)][];
    this.rankEnd = rankEnd;
  }

  int size() {
    return size;
  }

  Object[] get(int i) {
    return rows[i];
  }

  Object[] last() {
    return rows[size - 1];
  }

  /** Inserts after every row with an equal key (Flink appends to the key's list); its index. */
  int insert(Object[] row, Comparator<Object[]> order) {
    int lo = 0;
    int hi = size;
    while (lo < hi) {
      int mid = (lo + hi) >>> 1;
      if (order.compare(rows[mid], row) <= 0) {
        lo = mid + 1;
      } else {
        hi = mid;
      }
    }
    if (size == rows.length) {
      rows = Arrays.copyOf(rows, size * 2);
    }
    System.arraycopy(rows, lo, rows, lo + 1, size - lo);
    rows[lo] = row;
    size++;
    return lo;
  }

  /** The end (exclusive) of the run of rows whose key equals that of row {@code start}. */
  int entryEnd(int start, Comparator<Object[]> order) {
    int end = start + 1;
    while (end < size && order.compare(rows[start], rows[end]) == 0) {
      end++;
    }
    return end;
  }

  Object[] removeLast() {
    Object[] row = rows[--size];
    rows[size] = null;
    return row;
  }

  /** Drops every row from index {@code newSize} on (Flink's {@code removeAll} of later keys). */
  void truncate(int newSize) {
    for (int i = newSize; i < size; i++) {
      rows[i] = null;
    }
    size = Math.min(size, newSize);
  }
}
