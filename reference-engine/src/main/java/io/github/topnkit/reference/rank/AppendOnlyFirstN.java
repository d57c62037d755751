package io.github.topnkit.reference.rank;

import io.github.topnkit.reference.exec.Collector;
import io.github.topnkit.reference.exec.Operator;
import io.github.topnkit.reference.exec.Row;
import java.util.HashMap;
import java.util.Map;

/**
 * Flink's {@code AppendOnlyFirstNFunction}, chosen for an insert-only input ordered by a proctime
 * attribute ascending: rows arrive in rank order, so a counter per partition is the whole state.
 * The first rankEnd arrivals are sent as {@code +I} (with their rank, and only ranks from the rank
 * start on, when the rank number or an offset is present); later rows send nothing.
 */
final class AppendOnlyFirstN implements Operator {

  private final KeySelector partitionKey;
  private final RankEnd rankEnd;
  private final TopNEmitter emit;
  private final Map<Object, long[]> counters = new HashMap<>();

  AppendOnlyFirstN(KeySelector partitionKey, RankEnd rankEnd, TopNEmitter emit) {
    this.partitionKey = partitionKey;
    this.rankEnd = rankEnd;
    this.emit = emit;
  }

  @Override
  public void processElement(Row row, Collector out) {
    Object[] input = row.values();
    // {rows seen, frozen rank end}
    long[] state = counters.get(partitionKey.key(input));
    if (state == null) {
      state = new long[] {0, rankEnd.initial(input)};
      counters.put(partitionKey.key(input), state);
    }
    long end = state[1];
    if (state[0] >= end) {
      return;
    }
    long rank = ++state[0];
    if (emit.outputRankNumber() || emit.hasOffset()) {
      emit.insert(out, input, rank, end);
    } else {
      emit.insert(out, input);
    }
  }
}
