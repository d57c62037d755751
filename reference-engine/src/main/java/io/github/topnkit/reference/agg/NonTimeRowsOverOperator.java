package io.github.topnkit.reference.agg;

import io.github.topnkit.linter.plan.SortKey;
import io.github.topnkit.reference.exec.Collector;
import io.github.topnkit.reference.exec.Operator;
import io.github.topnkit.reference.exec.Row;
import io.github.topnkit.reference.exec.RowKey;
import io.github.topnkit.reference.exec.Rows;
import io.github.topnkit.reference.expr.SortComparators;
import io.github.topnkit.spec.RowKind;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A ROWS OVER aggregation ordered by an ordinary column (Flink 2.1+, FLINK-19059), as Flink's
 * {@code NonTimeRowsUnboundedPrecedingFunction} over an insert-only input: each partition keeps all
 * its rows in sort order, peers by arrival. A new row is sent as +I with its values; then each
 * later row whose values change is sent as -U (old) and +U (new), until the first row whose values
 * stay the same, where Flink stops ("early out").
 */
final class NonTimeRowsOverOperator implements Operator {

  private final int[] partitionKeys;
  private final Comparator<Object[]> order;
  private final AggsHandler handler;
  // Per partition: the sort keys in order, each with its rows in arrival order.
  private final Map<Object, List<List<Entry>>> partitions = new HashMap<>();

  NonTimeRowsOverOperator(int[] partitionKeys, SortKey orderKey, AggsHandler handler) {
    this.partitionKeys = partitionKeys;
    this.order = SortComparators.of(List.of(orderKey));
    this.handler = handler;
  }

  /** One input row and the values it was last sent with. */
  private static final class Entry {
    final Object[] row;
    Object[] values;

    Entry(Object[] row) {
      this.row = row;
    }
  }

  @Override
  public void processElement(Row row, Collector out) {
    Object[] in = row.values();
    List<List<Entry>> sorted =
        partitions.computeIfAbsent(RowKey.of(in, partitionKeys), k -> new ArrayList<>());
    Entry added = new Entry(in);
    int index = insert(sorted, added);
    // Flink restarts from the accumulator of the row before; replaying the prefix is equivalent.
    Accumulator[] accs = handler.createAccumulators();
    for (int i = 0; i < index; i++) {
      for (Entry e : sorted.get(i)) {
        handler.accumulate(accs, e.row);
      }
    }
    List<Entry> peers = sorted.get(index);
    for (Entry e : peers) {
      handler.accumulate(accs, e.row);
    }
    added.values = values(accs);
    out.collect(new Row(RowKind.INSERT, Rows.append(in, added.values)));
    for (int i = index + 1; i < sorted.size(); i++) {
      for (Entry later : sorted.get(i)) {
        handler.accumulate(accs, later.row);
        Object[] now = values(accs);
        if (Arrays.equals(now, later.values)) {
          return;
        }
        out.collect(new Row(RowKind.UPDATE_BEFORE, Rows.append(later.row, later.values)));
        out.collect(new Row(RowKind.UPDATE_AFTER, Rows.append(later.row, now)));
        later.values = now;
      }
    }
  }

  /** Adds the entry after its peers or before the first greater sort key; returns the key index. */
  private int insert(List<List<Entry>> sorted, Entry added) {
    for (int i = 0; i < sorted.size(); i++) {
      List<Entry> peers = sorted.get(i);
      int c = order.compare(peers.get(0).row, added.row);
      if (c == 0) {
        peers.add(added);
        return i;
      }
      if (c > 0) {
        sorted.add(i, single(added));
        return i;
      }
    }
    sorted.add(single(added));
    return sorted.size() - 1;
  }

  private static List<Entry> single(Entry e) {
    List<Entry> peers = new ArrayList<>();
    peers.add(e);
    return peers;
  }

  private Object[] values(Accumulator[] accs) {
    Object[] values = new Object[handler.size()];
    handler.values(accs, values, 0);
    return values;
  }
}
