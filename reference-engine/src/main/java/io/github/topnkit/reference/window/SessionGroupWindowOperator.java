package io.github.topnkit.reference.window;

import io.github.topnkit.reference.agg.Accumulator;
import io.github.topnkit.reference.exec.Collector;
import io.github.topnkit.reference.exec.Operator;
import io.github.topnkit.reference.exec.Row;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.util.List;
import java.util.function.Supplier;

/**
 * A legacy SESSION group window aggregation ({@code GROUP BY SESSION(rowtime, gap), keys}), as
 * Flink's group-window {@code WindowOperator} with {@code SessionWindowAssigner}: per group key,
 * the windows [time, time + gap) merge when they touch ({@code TimeWindow.intersects}), a row whose
 * own window merges with no open session and has passed the watermark is late and dropped, and each
 * session emits one insert-only row when the watermark reaches its end - 1. Runs as the standalone
 * SESSION TVF partitioned by the group keys, whose sessions follow the same merging rules, feeding
 * a window aggregation; the result is laid out as {@link GroupWindowAggOperator}'s.
 */
final class SessionGroupWindowOperator implements Operator {

  private final SessionWindowTvfOperator sessions;
  private final WindowAggOperator aggregation;
  private final int groupKeyCount;
  private final int windowKey;
  private final int callCount;
  private final boolean ltz;
  private final ZoneId zone;

  /**
   * @param groupKeys the Aggregate's group keys, in output order
   * @param windowKey the position among them of the group window key
   * @param inputWidth the number of fields of the input rows
   */
  SessionGroupWindowOperator(
      int timeField,
      int[] groupKeys,
      int windowKey,
      int inputWidth,
      long gap,
      List<Supplier<Accumulator>> calls,
      boolean ltz,
      ZoneId zone) {
    int[] others = new int[groupKeys.length - 1];
    for (int i = 0, j = 0; i < groupKeys.length; i++) {
      if (i != windowKey) {
        others[j++] = groupKeys[i];
      }
    }
    // The TVF appends window_start and window_end at inputWidth and inputWidth + 1.
    int[] aggKeys = new int[others.length + 2];
    System.arraycopy(others, 0, aggKeys, 0, others.length);
    aggKeys[others.length] = inputWidth;
    aggKeys[others.length + 1] = inputWidth + 1;
    this.sessions = new SessionWindowTvfOperator(gap, timeField, others, ltz, zone);
    this.aggregation = new WindowAggOperator(aggKeys, inputWidth + 1, calls, ltz, zone);
    this.groupKeyCount = groupKeys.length;
    this.windowKey = windowKey;
    this.callCount = calls.size();
    this.ltz = ltz;
    this.zone = zone;
  }

  @Override
  public void processElement(Row row, Collector out) {
    sessions.processElement(row, r -> aggregation.processElement(r, layout(out)));
  }

  @Override
  public void processWatermark(long watermark, Collector out) {
    Collector laidOut = layout(out);
    sessions.processWatermark(watermark, r -> aggregation.processElement(r, laidOut));
    aggregation.processWatermark(watermark, laidOut);
  }

  /** From {@code [other keys..., start, end, results...]} to the legacy layout. */
  private Collector layout(Collector out) {
    return row -> {
      Object[] in = row.values();
      int others = groupKeyCount - 1;
      LocalDateTime start = (LocalDateTime) in[others];
      LocalDateTime end = (LocalDateTime) in[others + 1];
      Object[] r = new Object[groupKeyCount + callCount + 3];
      for (int i = 0, j = 0; i < groupKeyCount; i++) {
        r[i] = i == windowKey ? start : in[j++];
      }
      System.arraycopy(in, others + 2, r, groupKeyCount, callCount);
      r[groupKeyCount + callCount] = start;
      r[groupKeyCount + callCount + 1] = end;
      r[groupKeyCount + callCount + 2] = WindowTimes.windowTime(WindowTimes.millis(end), ltz, zone);
      out.collect(Row.insert(r));
    };
  }
}
