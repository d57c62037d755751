package io.github.topnkit.reference.rank;

import io.github.topnkit.linter.parse.Span;
import io.github.topnkit.reference.exec.Collector;
import io.github.topnkit.reference.exec.Operator;
import io.github.topnkit.reference.exec.Row;
import io.github.topnkit.spec.RowKind;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Flink's {@code RowTimeDeduplicateKeepFirstRowFunction} (2.1+, keep-first on rowtime without
 * mini-batch): insert-only. A row later than the current watermark is dropped; otherwise the
 * earliest row per key (ties: the older row) waits for an event-time timer at its rowtime, and is
 * sent as {@code +I} when the watermark reaches that time; after that the key sends nothing more.
 * Timers of one watermark fire in time order, and in registration order for equal times.
 */
final class RowTimeDeduplicateKeepFirstRow implements Operator {

  private final KeySelector partitionKey;
  private final int rowtimeField;
  private final Span span;
  private final Map<Object, Object[]> waiting = new HashMap<>();
  private final Set<Object> emitted = new HashSet<>();
  private final TreeMap<Long, Set<Object>> timers = new TreeMap<>();
  private long currentWatermark = Long.MIN_VALUE;

  RowTimeDeduplicateKeepFirstRow(KeySelector partitionKey, int rowtimeField, Span span) {
    this.partitionKey = partitionKey;
    this.rowtimeField = rowtimeField;
    this.span = span;
  }

  @Override
  public void processElement(Row row, Collector out) {
    Object[] input = row.values();
    long rowtime = RowTime.millis(input[rowtimeField], span);
    if (rowtime < currentWatermark) {
      return;
    }
    Object key = partitionKey.key(input);
    if (emitted.contains(key)) {
      return;
    }
    Object[] previous = waiting.get(key);
    if (previous != null) {
      long prev = RowTime.millis(previous[rowtimeField], span);
      if (rowtime >= prev) {
        return;
      }
      Set<Object> keys = timers.get(prev);
      keys.remove(key);
      if (keys.isEmpty()) {
        timers.remove(prev);
      }
    }
    timers.computeIfAbsent(rowtime, t -> new LinkedHashSet<>()).add(key);
    waiting.put(key, input);
  }

  @Override
  public void processWatermark(long watermark, Collector out) {
    currentWatermark = watermark;
    while (!timers.isEmpty() && timers.firstKey() <= watermark) {
      for (Object key : timers.pollFirstEntry().getValue()) {
        out.collect(new Row(RowKind.INSERT, waiting.remove(key)));
        emitted.add(key);
      }
    }
  }
}
