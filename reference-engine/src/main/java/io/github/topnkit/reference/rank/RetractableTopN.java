package io.github.topnkit.reference.rank;

import io.github.topnkit.reference.exec.Collector;
import io.github.topnkit.reference.exec.Operator;
import io.github.topnkit.reference.exec.Row;
import io.github.topnkit.spec.RowKind;
import java.util.ArrayList;
import java.util.Arrays;
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
 * never saw (a warning, a count decremented) is the same.
 */
final class RetractableTopN implements Operator {

  private final KeySelector partitionKey;
  private final Comparator<Object[]> order;
  private final RankEnd rankEnd;
  private final TopNEmitter emit;
  private final boolean withRowNumber;
  private final Map<Object, Partition> partitions = new HashMap<>();

  /** Flink's {@code treeMap} (sort key to count) and {@code dataState} (sort key to rows). */
  private static final class Partition {
    final TreeMap<Object[], long[]> counts;
    final TreeMap<Object[], List<Object[]>> rows;
    final long rankEnd;

    Partition(Comparator<Object[]> order, long rankEnd) {
      this.counts = new TreeMap<>(order);
      this.rows = new TreeMap<>(order);
      this.rankEnd = rankEnd;
    }
  }

  RetractableTopN(
      KeySelector partitionKey, Comparator<Object[]> order, RankEnd rankEnd, TopNEmitter emit) {
    this.partitionKey = partitionKey;
    this.order = order;
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
      p = new Partition(order, rankEnd.initial(input));
      partitions.put(key, p);
    }
    if (row.kind() == RowKind.INSERT || row.kind() == RowKind.UPDATE_AFTER) {
      long[] count = p.counts.get(input);
      if (count == null) {
        p.counts.put(input, new long[] {1});
      } else {
        count[0]++;
      }
      if (withRowNumber) {
        RetractableEmission.insertWithRowNumber(p.counts, p.rows, input, p.rankEnd, emit, out);
      } else {
        RetractableEmission.insertWithoutRowNumber(p.counts, p.rows, input, p.rankEnd, emit, out);
      }
      p.rows.computeIfAbsent(input, k -> new ArrayList<>()).add(input);
      return;
    }
    boolean removed =
        withRowNumber
            ? RetractableEmission.retractWithRowNumber(
                p.counts, p.rows, input, p.rankEnd, emit, out)
            : RetractableEmission.retractWithoutRowNumber(
                p.counts, p.rows, input, p.rankEnd, emit, out);
    long[] count = p.counts.get(input);
    if (count != null && --count[0] == 0) {
      p.counts.remove(input);
    }
    // A count missing here is Flink's lenient "state is cleared" warning: nothing else happens.
    if (!removed) {
      List<Object[]> list = p.rows.get(input);
      if (list != null) {
        removeFirstEqual(list, input);
        if (list.isEmpty()) {
          p.rows.remove(input);
        }
      }
    }
  }

  /** Removes the first row equal to {@code input} in every field (Flink's record equaliser). */
  static boolean removeFirstEqual(List<Object[]> list, Object[] input) {
    Iterator<Object[]> it = list.iterator();
    while (it.hasNext()) {
      if (Arrays.equals(it.next(), input)) {
        it.remove();
        return true;
      }
    }
    return false;
  }
}
