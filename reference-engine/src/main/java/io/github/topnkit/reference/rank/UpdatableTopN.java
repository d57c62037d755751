package io.github.topnkit.reference.rank;

import io.github.topnkit.linter.parse.Span;
import io.github.topnkit.reference.exec.Collector;
import io.github.topnkit.reference.exec.Operator;
import io.github.topnkit.reference.exec.Row;
import io.github.topnkit.reference.expr.UnsupportedFeatureException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Flink's {@code UpdatableTopNFunction} (UpdateFast strategy: the input's upsert key contains the
 * partition key and the sort key only moves towards the top). It keeps only the Top-N rows, by
 * their upsert key; an input row whose key is kept updates it in place, any other row is ranked as
 * a new one. Without the rank number a kept row sends {@code -U/+U} and a new row {@code -D} of the
 * evicted last row then {@code +I}; with it, the shifted positions send {@code -U/+U} pairs and the
 * row that moved up retracts its old rank. Like Flink it ignores the input's row kind.
 */
final class UpdatableTopN implements Operator {

  private final KeySelector partitionKey;
  private final KeySelector rowKey;
  private final Comparator<Object[]> order;
  private final BinarySortKey bytes;
  private final RankEnd rankEnd;
  private final TopNEmitter emit;
  private final Span span;
  private final Map<Object, Partition> partitions = new HashMap<>();

  /** Flink's {@code TopNBuffer} of row keys and its {@code rowKeyMap}. */
  static final class Partition {
    final TreeMap<Object[], List<Object>> buffer;
    final Map<Object, Object[]> rows = new HashMap<>();
    final long rankEnd;
    int count;

    Partition(Comparator<Object[]> order, long rankEnd) {
      this.buffer = new TreeMap<>(order);
      this.rankEnd = rankEnd;
    }

    void put(Object[] sortKey, Object key) {
      buffer.computeIfAbsent(sortKey, k -> new ArrayList<>()).add(key);
      count++;
    }

    void remove(Object[] sortKey, Object key) {
      List<Object> keys = buffer.get(sortKey);
      if (keys != null) {
        if (keys.remove(key)) {
          count--;
        }
        if (keys.isEmpty()) {
          buffer.remove(sortKey);
        }
      }
    }
  }

  UpdatableTopN(
      KeySelector partitionKey,
      KeySelector rowKey,
      Comparator<Object[]> order,
      BinarySortKey bytes,
      RankEnd rankEnd,
      TopNEmitter emit,
      Span span) {
    this.partitionKey = partitionKey;
    this.rowKey = rowKey;
    this.order = order;
    this.bytes = bytes;
    this.rankEnd = rankEnd;
    this.emit = emit;
    this.span = span;
  }

  @Override
  public void processElement(Row row, Collector out) {
    Object[] input = row.values();
    Object key = partitionKey.key(input);
    Partition p = partitions.get(key);
    if (p == null) {
      p = new Partition(order, rankEnd.initial(input));
      partitions.put(key, p);
    }
    if (emit.outputRankNumber() || emit.hasOffset()) {
      processWithRowNumber(p, input, out);
    } else {
      processWithoutRowNumber(p, input, out);
    }
  }

  private boolean admits(Partition p, Object[] input) {
    return p.buffer.isEmpty()
        || order.compare(input, p.buffer.lastKey()) < 0
        || p.count < rankEnd.admissionSize();
  }

  private void processWithoutRowNumber(Partition p, Object[] input, Collector out) {
    Object k = rowKey.key(input);
    Object[] old = p.rows.get(k);
    if (old != null) {
      // Flink moves the row when its sort key differs in bytes (-0.0 after 0.0 too).
      if (!bytes.equal(old, input)) {
        p.remove(old, k);
        p.put(input, k);
      }
      p.rows.put(k, input);
      // The row's content may change, so -U is needed even at the same position.
      emit.updateBefore(out, old);
      emit.updateAfter(out, input);
    } else if (admits(p, input)) {
      p.put(input, k);
      p.rows.put(k, input);
      if (p.count > p.rankEnd) {
        Object lastKey = removeLast(p);
        if (lastKey != null) {
          emit.delete(out, p.rows.remove(lastKey));
        }
      }
      emit.insert(out, input);
    }
  }

  private static Object removeLast(Partition p) {
    Map.Entry<Object[], List<Object>> last = p.buffer.lastEntry();
    if (last == null) {
      return null;
    }
    List<Object> keys = last.getValue();
    Object lastKey = keys.remove(keys.size() - 1);
    p.count--;
    if (keys.isEmpty()) {
      p.buffer.remove(last.getKey());
    }
    return lastKey;
  }

  private void processWithRowNumber(Partition p, Object[] input, Collector out) {
    Object k = rowKey.key(input);
    Object[] old = p.rows.get(k);
    if (old == null) {
      if (admits(p, input)) {
        p.put(input, k);
        p.rows.put(k, input);
        new UpdatableEmission(p, order, bytes, emit, span).emit(input, out, null, -1);
      }
      return;
    }
    int compare = order.compare(input, old);
    if (compare == 0) {
      long rank = rowNumber(p, old, k);
      p.rows.put(k, input);
      emit.updateBefore(out, old, rank, p.rankEnd);
      emit.updateAfter(out, input, rank, p.rankEnd);
      return;
    }
    long oldRank = rowNumber(p, old, k);
    p.remove(old, k);
    p.put(input, k);
    p.rows.put(k, input);
    UpdatableEmission emission = new UpdatableEmission(p, order, bytes, emit, span);
    if (compare < 0) {
      emission.emit(input, out, old, oldRank);
    } else {
      // The sort key moved the wrong way: Flink (lenient) logs a warning and re-ranks anyway.
      emission.emitIgnoringStateError(input, rowNumber(p, input, k), old, oldRank, out);
    }
  }

  /** Flink's {@code rowNumber}: the rank of the row key under its sort key. */
  private long rowNumber(Partition p, Object[] sortKey, Object key) {
    long rank = 1;
    for (Map.Entry<Object[], List<Object>> entry : p.buffer.entrySet()) {
      if (bytes.equal(entry.getKey(), sortKey)) {
        Iterator<Object> it = entry.getValue().iterator();
        while (it.hasNext()) {
          if (key.equals(it.next())) {
            return rank;
          }
          rank++;
        }
      } else {
        rank += entry.getValue().size();
      }
    }
    throw new UnsupportedFeatureException(
        "UpdatableTopNFunction lost a row key; Flink fails here (\"Failed to find the sortKey,"
            + " rowkey in the buffer\")",
        span);
  }
}
