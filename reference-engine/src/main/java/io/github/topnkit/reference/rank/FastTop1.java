package io.github.topnkit.reference.rank;

import io.github.topnkit.reference.exec.Collector;
import io.github.topnkit.reference.exec.Operator;
import io.github.topnkit.reference.exec.Row;
import java.util.Comparator;
import java.util.HashMap;
import java.util.Map;

/**
 * Flink's {@code FastTop1Function} (AppendFast or UpdateFast strategy, rank range 1..1): one row
 * per partition. The first row is sent as {@code +I}; a row with a strictly better sort key
 * replaces it as {@code -U(previous) +U(new)} ({@code -U} only when update-before messages are
 * generated); an equal or worse key sends nothing, so the incumbent wins ties. Like Flink it does
 * not look at the input's row kind.
 */
final class FastTop1 implements Operator {

  private final KeySelector partitionKey;
  private final Comparator<Object[]> order;
  private final TopNEmitter emit;
  private final Map<Object, Object[]> top = new HashMap<>();

  FastTop1(KeySelector partitionKey, Comparator<Object[]> order, TopNEmitter emit) {
    this.partitionKey = partitionKey;
    this.order = order;
    this.emit = emit;
  }

  @Override
  public void processElement(Row row, Collector out) {
    Object[] input = row.values();
    Object key = partitionKey.key(input);
    Object[] previous = top.get(key);
    if (previous == null) {
      top.put(key, input);
      if (emit.outputRankNumber()) {
        emit.insert(out, input, 1, 1);
      } else {
        emit.insert(out, input);
      }
      return;
    }
    if (order.compare(input, previous) < 0) {
      top.put(key, input);
      if (emit.outputRankNumber()) {
        emit.updateBefore(out, previous, 1, 1);
        emit.updateAfter(out, input, 1, 1);
      } else {
        emit.updateBefore(out, previous);
        emit.updateAfter(out, input);
      }
    }
  }
}
