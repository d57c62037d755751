package io.github.topnkit.reference.rank;

import io.github.topnkit.linter.parse.Span;
import io.github.topnkit.reference.exec.Collector;
import io.github.topnkit.reference.exec.Operator;
import io.github.topnkit.reference.exec.Row;
import io.github.topnkit.spec.RowKind;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Flink's {@code RetractableTopNFunction} (Retract strategy, any input changelog): every input row
 * stays in state, as Flink's sorted map of sort key to row count plus the rows of each sort key in
 * arrival order. An accumulate message ({@code +I}, {@code +U}) is ranked as in AppendOnlyTopN; a
 * retract message ({@code -U}, {@code -D}) removes the first equal row, shifts the following rows
 * up ({@code -U/+U} per position with the rank number, else {@code -D} of the row and {@code +I} of
 * the row that moves up into rank N), and sends {@code -D} of the last position when the Top-N
 * shrinks. Count and rows are kept apart as in Flink, so its handling of a retraction of a row it
 * never saw (a warning, a count decremented) is the same, and so is its handling of a kept row
 * whose row kind it changed by sending it ({@link StoredRow}): never found again. As in Flink the
 * counts are sorted by the comparator but the rows are kept by the sort key's bytes ({@link
 * BinarySortKey}), so a -0.0 key shares its count with 0.0 but not its rows.
 */
final class RetractableTopN implements Operator {

  private final KeySelector partitionKey;
  private final Comparator<Object[]> order;
  private final BinarySortKey bytes;
  private final RankEnd rankEnd;
  private final TopNEmitter emit;
  private final boolean withRowNumber;
  private final Map<Object, Partition> partitions = new HashMap<>();

  /**
   * Flink's {@code treeMap} (sort key to count, by the comparator) and {@code dataState} (rows by
   * the sort key's bytes).
   */
  static final class Partition {
    final TreeMap<Object[], long[]> counts;
    final Map<Object, List<StoredRow>> rows = new HashMap<>();
    final BinarySortKey bytes;
    final long rankEnd;
    final Span span;

    Partition(Comparator<Object[]> order, BinarySortKey bytes, long rankEnd, Span span) {
      this.counts = new TreeMap<>(order);
      this.bytes = bytes;
      this.rankEnd = rankEnd;
      this.span = span;
    }

    /** Flink's {@code dataState.get(key)}: the rows whose sort key has the bytes of {@code key}. */
    List<StoredRow> rows(Object[] key) {
      return rows.get(bytes.of(key));
    }

    void removeRows(Object[] key) {
      rows.remove(bytes.of(key));
    }

    /** Flink's {@code key.equals(sortKey)} between a key of the counts and a row. */
    boolean sameBytes(Object[] key, Object[] row) {
      return bytes.equal(key, row);
    }
  }

  RetractableTopN(
      KeySelector partitionKey,
      Comparator<Object[]> order,
      BinarySortKey bytes,
      RankEnd rankEnd,
      TopNEmitter emit) {
    this.partitionKey = partitionKey;
    this.order = order;
    this.bytes = bytes;
    this.rankEnd = rankEnd;
    this.emit = emit;
    this.withRowNumber = emit.outputRankNumber() || emit.hasOffset();
  }

  @Override
  public void processElement(Row row, Collector out) {
    Object[] input = row.values();
    Object key = partitionKey.key(input);
    Partition p = partitions.get(key);
    if (p == null) {
      p = new Partition(order, bytes, rankEnd.initial(input), rankEnd.span());
      partitions.put(key, p);
    }
    if (row.kind() == RowKind.INSERT || row.kind() == RowKind.UPDATE_AFTER) {
      long[] count = p.counts.get(input);
      if (count == null) {
        p.counts.put(input, new long[] {1});
      } else {
        count[0]++;
      }
      StoredRow stored = new StoredRow(input);
      if (withRowNumber) {
        RetractableEmission.insertWithRowNumber(p, stored, emit, out);
      } else {
        RetractableEmission.insertWithoutRowNumber(p, stored, emit, out);
      }
      p.rows.computeIfAbsent(bytes.of(input), k -> new ArrayList<>()).add(stored);
      return;
    }
    boolean removed =
        withRowNumber
            ? RetractableEmission.retractWithRowNumber(p, input, emit, out)
            : RetractableEmission.retractWithoutRowNumber(p, input, emit, out);
    long[] count = p.counts.get(input);
    if (count != null && --count[0] == 0) {
      p.counts.remove(input);
    }
    // A count missing here is Flink's lenient "state is cleared" warning: nothing else happens.
    if (!removed) {
      List<StoredRow> list = p.rows(input);
      if (list != null) {
        removeFirstEqual(list, input);
        if (list.isEmpty()) {
          p.removeRows(input);
        }
      }
    }
  }

  /** Removes the first row equal to {@code input}, row kind included (Flink's record equaliser). */
  static boolean removeFirstEqual(List<StoredRow> list, Object[] input) {
    Iterator<StoredRow> it = list.iterator();
    while (it.hasNext()) {
      if (it.next().matches(input)) {
        it.remove();
        return true;
      }
    }
    return false;
  }
}
