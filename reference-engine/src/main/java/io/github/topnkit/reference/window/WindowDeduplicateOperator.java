package io.github.topnkit.reference.window;

import io.github.topnkit.linter.parse.Span;
import io.github.topnkit.reference.exec.Collector;
import io.github.topnkit.reference.exec.Operator;
import io.github.topnkit.reference.exec.Row;
import io.github.topnkit.reference.exec.RowKey;
import io.github.topnkit.reference.expr.SortComparators;
import java.time.ZoneId;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;

/**
 * Window Deduplication on a rowtime order key, as Flink's {@code RowTimeWindowDeduplicateOperator}
 * with {@code RowTimeDeduplicateRecordsCombiner}: per partition and window one row is kept — keep
 * first replaces it only with a strictly earlier row, keep last with a row at the same or a later
 * time — and emitted as {@code +I} when the watermark reaches window_end - 1. Rows of fired windows
 * are late and dropped.
 */
final class WindowDeduplicateOperator implements Operator {

  private final int[] partitionKeys;
  private final int windowEnd;
  private final int rowtime;
  private final boolean keepLast;
  private final boolean ltz;
  private final ZoneId zone;
  private final Span span;
  private final TreeMap<Long, Map<Object, Object[]>> windows = new TreeMap<>();
  private long progress = Long.MIN_VALUE;

  WindowDeduplicateOperator(
      int[] partitionKeys,
      int windowEnd,
      int rowtime,
      boolean keepLast,
      boolean ltz,
      ZoneId zone,
      Span span) {
    this.partitionKeys = partitionKeys;
    this.windowEnd = windowEnd;
    this.rowtime = rowtime;
    this.keepLast = keepLast;
    this.ltz = ltz;
    this.zone = zone;
    this.span = span;
  }

  @Override
  public void processElement(Row row, Collector out) {
    WindowRankOperator.requireInsert(row, span);
    Object[] values = row.values();
    long trigger = WindowTimes.triggerTime(WindowTimes.millis(values[windowEnd]), ltz, zone);
    if (trigger <= progress) {
      return;
    }
    Map<Object, Object[]> kept = windows.computeIfAbsent(trigger, t -> new LinkedHashMap<>());
    Object key = RowKey.of(values, partitionKeys);
    Object[] previous = kept.get(key);
    if (previous == null || replaces(previous, values)) {
      kept.put(key, values);
    }
  }

  private boolean replaces(Object[] previous, Object[] current) {
    Object p = previous[rowtime];
    Object c = current[rowtime];
    if (p == null || c == null) {
      return keepLast;
    }
    int cmp = SortComparators.compareValues(p, c);
    return keepLast ? cmp <= 0 : cmp > 0;
  }

  @Override
  public void processWatermark(long watermark, Collector out) {
    if (watermark <= progress) {
      return;
    }
    progress = watermark;
    while (!windows.isEmpty() && windows.firstKey() <= watermark) {
      for (Object[] row : windows.pollFirstEntry().getValue().values()) {
        out.collect(Row.insert(row));
      }
    }
  }
}
