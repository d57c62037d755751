package io.github.topnkit.reference.agg;

import io.github.topnkit.reference.exec.Collector;
import io.github.topnkit.reference.exec.Operator;
import io.github.topnkit.reference.exec.Row;
import io.github.topnkit.reference.exec.RowKey;
import io.github.topnkit.reference.exec.Rows;
import io.github.topnkit.spec.RowKind;
import java.util.HashMap;
import java.util.Map;

/**
 * An OVER aggregation ordered by a processing-time attribute over UNBOUNDED PRECEDING to CURRENT
 * ROW, as Flink's {@code ProcTimeUnboundedPrecedingFunction} (for ROWS and RANGE alike): each row
 * is accumulated and emitted on arrival, so arrival order is the order.
 */
final class ProcTimeOverOperator implements Operator {

  private final int[] partitionKeys;
  private final AggsHandler handler;
  private final Map<Object, Accumulator[]> partitions = new HashMap<>();

  ProcTimeOverOperator(int[] partitionKeys, AggsHandler handler) {
    this.partitionKeys = partitionKeys;
    this.handler = handler;
  }

  @Override
  public void processElement(Row row, Collector out) {
    Object[] in = row.values();
    Accumulator[] accs =
        partitions.computeIfAbsent(RowKey.of(in, partitionKeys), k -> handler.createAccumulators());
    handler.accumulate(accs, in);
    Object[] result = Rows.widen(in, handler.size());
    handler.values(accs, result, in.length);
    out.collect(new Row(RowKind.INSERT, result));
  }
}
