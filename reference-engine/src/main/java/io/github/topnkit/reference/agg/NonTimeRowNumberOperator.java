package io.github.topnkit.reference.agg;

import io.github.topnkit.linter.plan.SortKey;
import io.github.topnkit.reference.exec.Collector;
import io.github.topnkit.reference.exec.Operator;
import io.github.topnkit.reference.exec.Row;
import io.github.topnkit.reference.expr.SortComparators;
import io.github.topnkit.spec.RowKind;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * ROW_NUMBER() in an OVER aggregation ordered by an ordinary column (Flink 2.1+, FLINK-19059), as
 * Flink's {@code NonTimeRowsUnboundedPrecedingFunction} over an insert-only input: each partition
 * keeps all its rows in sort order, peers by arrival; a new row is sent as +I with its number, then
 * every later row is renumbered with -U (old number) and +U (new number).
 */
final class NonTimeRowNumberOperator implements Operator {

  private final int[] partitionKeys;
  private final Comparator<Object[]> order;
  private final int calls;
  private final Map<GroupKey, List<List<Object[]>>> partitions = new HashMap<>();

  NonTimeRowNumberOperator(int[] partitionKeys, SortKey orderKey, int calls) {
    this.partitionKeys = partitionKeys;
    this.order = SortComparators.of(List.of(orderKey));
    this.calls = calls;
  }

  @Override
  public void processElement(Row row, Collector out) {
    Object[] in = row.values();
    // The partition's sort keys in order, each with its rows in arrival order.
    List<List<Object[]>> sorted =
        partitions.computeIfAbsent(GroupKey.of(in, partitionKeys), k -> new ArrayList<>());
    long before = 0;
    int index = 0;
    while (index < sorted.size()) {
      List<Object[]> peers = sorted.get(index);
      int c = order.compare(peers.get(0), in);
      if (c == 0) {
        before += peers.size();
        peers.add(in);
        break;
      }
      if (c > 0) {
        sorted.add(index, peers(in));
        break;
      }
      before += peers.size();
      index++;
    }
    if (index == sorted.size()) {
      sorted.add(peers(in));
    }
    out.collect(new Row(RowKind.INSERT, withNumber(in, before + 1)));
    long number = before + 1;
    for (int i = index + 1; i < sorted.size(); i++) {
      for (Object[] later : sorted.get(i)) {
        number++;
        out.collect(new Row(RowKind.UPDATE_BEFORE, withNumber(later, number - 1)));
        out.collect(new Row(RowKind.UPDATE_AFTER, withNumber(later, number)));
      }
    }
  }

  private static List<Object[]> peers(Object[] first) {
    List<Object[]> peers = new ArrayList<>();
    peers.add(first);
    return peers;
  }

  private Object[] withNumber(Object[] in, long number) {
    Object[] result = new Object[in.length + calls];
    System.arraycopy(in, 0, result, 0, in.length);
    for (int i = 0; i < calls; i++) {
      result[in.length + i] = number;
    }
    return result;
  }
}
