package io.github.topnkit.reference.window;

import io.github.topnkit.linter.catalog.SqlType;
import io.github.topnkit.linter.parse.Span;
import io.github.topnkit.reference.exec.Collector;
import io.github.topnkit.reference.exec.Operator;
import io.github.topnkit.reference.exec.Row;
import io.github.topnkit.reference.exec.RowKey;
import io.github.topnkit.reference.exec.Rows;
import io.github.topnkit.reference.expr.UnsupportedFeatureException;
import io.github.topnkit.spec.RowKind;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Window Top-N, as Flink's {@code WindowRankOperator} with {@code TopNRecordsCombiner} and {@code
 * SyncStateWindowRankProcessor}: rows are buffered per partition and window ({@code
 * RecordsWindowBuffer}) until the watermark reaches some buffered window's end - 1; then every
 * buffered batch is combined through a {@code TopNBuffer} (ties in arrival order, rows beyond the
 * rank end dropped) into the window's state, a map from sort key to rows. When the watermark
 * reaches window_end - 1 each partition emits {@code +I} for ranks [rankStart, rankEnd] (with the
 * rank number last when it is projected) and its state is purged. Rows of fired windows are late
 * and dropped.
 *
 * <p>Flink compares DOUBLE/FLOAT sort keys with {@code <} and {@code >}, so -0.0 ties 0.0, but the
 * state map is keyed by the sort key's binary form, in which they differ: a batch files all its
 * tied rows under the key of its first such row, and at fire time the tied keys' rows follow each
 * other in the heap state's {@code HashMap} iteration order, not in arrival order.
 */
final class WindowRankOperator implements Operator {

  private final int[] partitionKeys;
  private final int windowEnd;
  private final Comparator<Object[]> order;
  private final int[] sortFields;
  private final SqlType[] sortTypes;
  private final long rankStart;
  private final long rankEnd;
  private final boolean outputRankNumber;
  private final boolean ltz;
  private final ZoneId zone;
  private final Span span;
  private final TreeMap<Long, Map<Object, WindowRankState>> windows = new TreeMap<>();
  private final List<WindowRankState> buffered = new ArrayList<>();
  private long minBufferedTrigger = Long.MAX_VALUE;
  private long progress = Long.MIN_VALUE;
  // The last row's window and partition: consecutive rows mostly share them (and, from a window
  // TVF, the very same window bound objects), so their state is found without hashing.
  private Object lastEnd;
  private long lastTrigger;
  private Object[] lastRow;
  private WindowRankState lastState;

  WindowRankOperator(
      int[] partitionKeys,
      int windowEnd,
      Comparator<Object[]> order,
      int[] sortFields,
      SqlType[] sortTypes,
      long rankStart,
      long rankEnd,
      boolean outputRankNumber,
      boolean ltz,
      ZoneId zone,
      Span span) {
    this.partitionKeys = partitionKeys;
    this.windowEnd = windowEnd;
    this.order = order;
    this.sortFields = sortFields;
    this.sortTypes = sortTypes;
    this.rankStart = rankStart;
    this.rankEnd = rankEnd;
    this.outputRankNumber = outputRankNumber;
    this.ltz = ltz;
    this.zone = zone;
    this.span = span;
  }

  @Override
  public void processElement(Row row, Collector out) {
    requireInsert(row, span);
    Object[] values = row.values();
    Object end = values[windowEnd];
    long trigger;
    if (end != null && end == lastEnd) {
      trigger = lastTrigger;
    } else {
      trigger = WindowTimes.triggerTime(WindowTimes.millis(end), ltz, zone);
      lastEnd = end;
      lastTrigger = trigger;
      lastState = null;
    }
    if (trigger <= progress) {
      return;
    }
    WindowRankState state;
    if (lastState != null && samePartition(values, lastRow)) {
      state = lastState;
    } else {
      state =
          windows
              .computeIfAbsent(trigger, t -> new LinkedHashMap<>())
              .computeIfAbsent(
                  RowKey.of(values, partitionKeys),
                  k -> WindowRankState.create(order, rankEnd, sortFields, sortTypes, span));
      lastState = state;
      lastRow = values;
    }
    if (state.buffer(values)) {
      buffered.add(state);
    }
    minBufferedTrigger = Math.min(minBufferedTrigger, trigger);
  }

  private boolean samePartition(Object[] a, Object[] b) {
    for (int f : partitionKeys) {
      if (a[f] != b[f] && !java.util.Objects.equals(a[f], b[f])) {
        return false;
      }
    }
    return true;
  }

  static void requireInsert(Row row, Span span) {
    if (row.kind() != RowKind.INSERT) {
      // TopNRecordsCombiner: "Window rank does not support input RowKind: ..."
      throw new UnsupportedFeatureException(
          "Window rank does not support input RowKind: " + row.kind(), span);
    }
  }

  @Override
  public void processWatermark(long watermark, Collector out) {
    if (watermark <= progress) {
      return;
    }
    progress = watermark;
    if (minBufferedTrigger <= watermark) {
      // RecordsWindowBuffer.advanceProgress: a window is due, so every buffered batch is combined.
      for (WindowRankState state : buffered) {
        state.flush();
      }
      buffered.clear();
      minBufferedTrigger = Long.MAX_VALUE;
    }
    while (!windows.isEmpty() && windows.firstKey() <= watermark) {
      // A fired window's state goes: the next row looks its state up again.
      lastState = null;
      for (WindowRankState state : windows.pollFirstEntry().getValue().values()) {
        List<Object[]> ranked = state.ranked();
        int last = (int) Math.min(ranked.size(), rankEnd);
        for (int i = (int) Math.max(rankStart - 1, 0); i < last; i++) {
          out.collect(Row.insert(output(ranked.get(i), i + 1)));
        }
      }
    }
  }

  private Object[] output(Object[] row, long rank) {
    return outputRankNumber ? Rows.appendValue(row, rank) : row;
  }
}
