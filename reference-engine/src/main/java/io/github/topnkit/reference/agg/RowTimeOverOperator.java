package io.github.topnkit.reference.agg;

import io.github.topnkit.reference.exec.Collector;
import io.github.topnkit.reference.exec.Operator;
import io.github.topnkit.reference.exec.Row;
import io.github.topnkit.reference.exec.RowKey;
import io.github.topnkit.reference.exec.Rows;
import io.github.topnkit.reference.expr.UnsupportedFeatureException;
import io.github.topnkit.spec.RowKind;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.PriorityQueue;
import java.util.TreeMap;

/**
 * An OVER aggregation ordered by a row-time attribute over UNBOUNDED PRECEDING to CURRENT ROW: rows
 * wait in state until the watermark passes their timestamp, then leave in timestamp order with the
 * input fields followed by the calls' values; rows at or below the current watermark are late and
 * dropped. Flink 2.x runs {@code RowTimeUnboundedPrecedingOverFunctionV2} by default ({@code
 * table.exec.unbounded-over.version} = 2): one timer per partition and timestamp, so all partitions
 * advance together timestamp by timestamp. Version 1 ({@code RowTimeRowsUnboundedPrecedingFunction}
 * / {@code RowTimeRangeUnboundedPrecedingFunction}, Flink 1.20) keeps one timer per partition for
 * the next watermark and then drains that partition's due rows at once.
 */
final class RowTimeOverOperator implements Operator {

  private final int[] partitionKeys;
  private final int rowtime;
  private final boolean rows;
  private final boolean perTimestampTimers;
  private final AggsHandler handler;
  private final Map<Object, Partition> partitions = new HashMap<>();
  // Flink's event-time timer queue, by timestamp; equal timestamps of different partitions fire in
  // an order Flink takes from key-group hashing, approximated here by registration order.
  private final PriorityQueue<Timer> timers =
      new PriorityQueue<>(
          Comparator.comparingLong(Timer::timestamp).thenComparingLong(Timer::sequence));
  private long watermark = Long.MIN_VALUE;
  private long timerSequence;

  RowTimeOverOperator(
      int[] partitionKeys,
      int rowtime,
      boolean rows,
      boolean perTimestampTimers,
      AggsHandler handler) {
    this.partitionKeys = partitionKeys;
    this.rowtime = rowtime;
    this.rows = rows;
    this.perTimestampTimers = perTimestampTimers;
    this.handler = handler;
  }

  /** One partition's state: accumulators, buffered rows by timestamp, a version-1 timer flag. */
  private static final class Partition {
    Accumulator[] accs;
    final NavigableMap<Long, List<Object[]>> buffered = new TreeMap<>();
    boolean timerPending;
  }

  private record Timer(long timestamp, long sequence, Partition partition) {}

  @Override
  public void processElement(Row row, Collector out) {
    Object[] in = row.values();
    long timestamp = millis(in[rowtime]);
    if (timestamp <= watermark) {
      return;
    }
    Partition p = partitions.computeIfAbsent(RowKey.of(in, partitionKeys), k -> new Partition());
    List<Object[]> sameTimestamp = p.buffered.get(timestamp);
    if (sameTimestamp == null) {
      sameTimestamp = new ArrayList<>();
      p.buffered.put(timestamp, sameTimestamp);
      if (perTimestampTimers) {
        register(p, timestamp);
      }
    }
    sameTimestamp.add(in);
    if (!perTimestampTimers && !p.timerPending) {
      // Version 1 registers a timer for the next watermark: 0 while the watermark is negative.
      register(p, watermark < 0 ? 0 : watermark + 1);
    }
  }

  @Override
  public void processWatermark(long newWatermark, Collector out) {
    if (newWatermark <= watermark) {
      return;
    }
    watermark = newWatermark;
    while (!timers.isEmpty() && timers.peek().timestamp() <= newWatermark) {
      Timer timer = timers.poll();
      Partition p = timer.partition();
      if (p.accs == null) {
        p.accs = handler.createAccumulators();
      }
      if (perTimestampTimers) {
        emit(p.accs, p.buffered.remove(timer.timestamp()), out);
      } else {
        p.timerPending = false;
        NavigableMap<Long, List<Object[]>> due = p.buffered.headMap(newWatermark, true);
        for (List<Object[]> sameTimestamp : due.values()) {
          emit(p.accs, sameTimestamp, out);
        }
        due.clear();
        if (!p.buffered.isEmpty()) {
          register(p, newWatermark + 1);
        }
      }
    }
  }

  private void emit(Accumulator[] accs, List<Object[]> sameTimestamp, Collector out) {
    if (rows) {
      emitRows(accs, sameTimestamp, out);
    } else {
      emitRange(accs, sameTimestamp, out);
    }
  }

  // ROWS: every row gets its own value, ties in arrival order.
  private void emitRows(Accumulator[] accs, List<Object[]> sameTimestamp, Collector out) {
    for (Object[] in : sameTimestamp) {
      handler.accumulate(accs, in);
      Object[] result = Rows.widen(in, handler.size());
      handler.values(accs, result, in.length);
      out.collect(new Row(RowKind.INSERT, result));
    }
  }

  // RANGE: all rows of one timestamp are peers and share the value after the last of them.
  private void emitRange(Accumulator[] accs, List<Object[]> sameTimestamp, Collector out) {
    for (Object[] in : sameTimestamp) {
      handler.accumulate(accs, in);
    }
    for (Object[] in : sameTimestamp) {
      Object[] result = Rows.widen(in, handler.size());
      handler.values(accs, result, in.length);
      out.collect(new Row(RowKind.INSERT, result));
    }
  }

  private void register(Partition p, long timestamp) {
    p.timerPending = true;
    timers.add(new Timer(timestamp, timerSequence++, p));
  }

  /** A row-time value as epoch milliseconds, TIMESTAMP read as UTC. */
  static long millis(Object time) {
    if (time instanceof LocalDateTime t) {
      return t.toInstant(ZoneOffset.UTC).toEpochMilli();
    }
    if (time instanceof Instant t) {
      return t.toEpochMilli();
    }
    throw new UnsupportedFeatureException(
        "a row-time attribute of value " + time + " is not supported by the reference engine",
        null);
  }
}
