package io.github.topnkit.reference.window;

import io.github.topnkit.linter.catalog.SqlType;
import io.github.topnkit.linter.parse.Span;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Window Top-N state as Flink keeps it, for sort keys whose ties need not be equal in binary form
 * (FLOAT, DOUBLE): the batch not yet combined (Flink's {@code TopNRecordsCombiner} {@code
 * TopNBuffer}) and the combined state, Flink's window map state from the sort key's binary form
 * (here: the list of its values, whose {@code equals} tells -0.0 from 0.0 as the bytes do) to rows,
 * in insertion order.
 */
final class TiedKeyRankState implements WindowRankState {

  /** Rows of sort keys that tie, under the first one's key. */
  private record Group(Object[] first, List<Object[]> rows) {}

  private final Comparator<Object[]> order;
  private final long rankEnd;
  private final int[] sortFields;
  private final SqlType[] sortTypes;
  private final Span span;
  private final List<Group> batch = new ArrayList<>();
  private int batchRows;
  private final Map<List<Object>, List<Object[]>> state = new LinkedHashMap<>();

  TiedKeyRankState(
      Comparator<Object[]> order, long rankEnd, int[] sortFields, SqlType[] sortTypes, Span span) {
    this.order = order;
    this.rankEnd = rankEnd;
    this.sortFields = sortFields;
    this.sortTypes = sortTypes;
    this.span = span;
  }

  /**
   * Adds a row to the batch if {@code TopNBuffer.checkSortKeyInBufferRange} admits it: it sorts
   * before the batch's worst key, or the batch holds fewer than rank-end rows. Returns whether the
   * batch was empty before.
   */
  @Override
  public boolean buffer(Object[] row) {
    boolean wasEmpty = batch.isEmpty();
    int lo = 0;
    int hi = batch.size();
    while (lo < hi) {
      int mid = (lo + hi) >>> 1;
      int c = order.compare(batch.get(mid).first(), row);
      if (c == 0) {
        if (admits(row)) {
          batch.get(mid).rows().add(row);
          batchRows++;
        }
        return wasEmpty;
      }
      if (c < 0) {
        lo = mid + 1;
      } else {
        hi = mid;
      }
    }
    if (admits(row)) {
      List<Object[]> rows = new ArrayList<>();
      rows.add(row);
      batch.add(lo, new Group(row, rows));
      batchRows++;
    }
    return wasEmpty;
  }

  private boolean admits(Object[] row) {
    return batch.isEmpty()
        || order.compare(row, batch.get(batch.size() - 1).first()) < 0
        || batchRows < rankEnd;
  }

  /** Combines the batch into the state: each group under its first row's binary sort key. */
  @Override
  public void flush() {
    for (Group group : batch) {
      state.computeIfAbsent(sortKey(group.first()), k -> new ArrayList<>()).addAll(group.rows());
    }
    batch.clear();
    batchRows = 0;
  }

  /**
   * The rows in rank order at fire time, as {@code SyncStateWindowRankProcessor.fireWindow} builds
   * them: state entries in the heap {@code HashMap}'s iteration order (bucket of the binary key's
   * hash, then insertion), each loaded into a {@code TopNBuffer} if {@code
   * checkSortKeyInBufferRange} admits it, with {@code putAll} replacing the rows of a tied key
   * already loaded. Without tied keys the order is irrelevant and no hashing is needed.
   */
  @Override
  public List<Object[]> ranked() {
    List<List<Object[]>> entries = new ArrayList<>(state.values());
    TreeMap<Object[], List<Object[]>> buffer = new TreeMap<>(order);
    boolean ties = false;
    for (List<Object[]> rows : entries) {
      ties |= buffer.put(rows.get(0), rows) != null;
    }
    if (ties) {
      buffer.clear();
      int size = state.size();
      List<List<Object>> keys = new ArrayList<>(state.keySet());
      int[] buckets = new int[size];
      Integer[] iteration = new Integer[size];
      for (int k = 0; k < size; k++) {
        buckets[k] =
            BinarySortKeyHash.bucket(BinarySortKeyHash.of(keys.get(k), sortTypes, span), size);
        iteration[k] = k;
      }
      // Stable: within a bucket, HashMap keeps insertion order.
      Arrays.sort(iteration, Comparator.comparingInt(k -> buckets[k]));
      long count = 0;
      for (int k : iteration) {
        List<Object[]> rows = entries.get(k);
        Object[] key = rows.get(0);
        if (buffer.isEmpty() || order.compare(key, buffer.lastKey()) < 0 || count < rankEnd) {
          List<Object[]> old = buffer.put(key, rows);
          count += rows.size() - (old == null ? 0 : old.size());
        }
      }
    }
    List<Object[]> ranked = new ArrayList<>();
    for (List<Object[]> rows : buffer.values()) {
      ranked.addAll(rows);
    }
    return ranked;
  }

  private List<Object> sortKey(Object[] row) {
    Object[] key = new Object[sortFields.length];
    for (int k = 0; k < sortFields.length; k++) {
      key[k] = row[sortFields[k]];
    }
    return Arrays.asList(key);
  }
}
