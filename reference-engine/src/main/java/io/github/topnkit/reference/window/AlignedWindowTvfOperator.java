package io.github.topnkit.reference.window;

import io.github.topnkit.reference.exec.Collector;
import io.github.topnkit.reference.exec.Operator;
import io.github.topnkit.reference.exec.Row;
import io.github.topnkit.reference.exec.Rows;
import java.time.ZoneId;

/**
 * A standalone TUMBLE, HOP or CUMULATE TVF, as Flink's {@code AlignedWindowTableFunctionOperator}:
 * each row is emitted at once, with its kind, once per window it falls into, extended by
 * window_start, window_end and window_time. Rows with a NULL time are dropped; nothing is late here
 * (only downstream window operators drop rows of fired windows).
 */
final class AlignedWindowTvfOperator implements Operator {

  private final WindowSpec spec;
  private final int timeField;
  private final boolean ltz;
  private final ZoneId zone;
  private final long[] windows;
  private final long[] cachedStarts;
  private final long[] cachedEnds;
  private final Object[][] cachedBounds;
  private int nextSlot;

  AlignedWindowTvfOperator(WindowSpec spec, int timeField, boolean ltz, ZoneId zone) {
    this.spec = spec;
    this.timeField = timeField;
    this.ltz = ltz;
    this.zone = zone;
    this.windows = new long[2 * spec.maxWindows()];
    this.cachedStarts = new long[spec.maxWindows()];
    this.cachedEnds = new long[spec.maxWindows()];
    this.cachedBounds = new Object[spec.maxWindows()][];
  }

  @Override
  public void processElement(Row row, Collector out) {
    Object time = row.values()[timeField];
    if (time == null) {
      return;
    }
    long ts = WindowTimes.windowingMillis(time, zone);
    int n = spec.assign(ts, windows);
    for (int i = 0; i < n; i++) {
      out.collect(withWindow(row, bounds(windows[2 * i], windows[2 * i + 1])));
    }
  }

  /**
   * The window_start, window_end and window_time values of a window; consecutive rows mostly share
   * their windows, and the values are immutable, so the last ones are reused.
   */
  private Object[] bounds(long start, long end) {
    for (int i = 0; i < cachedStarts.length; i++) {
      if (cachedStarts[i] == start && cachedEnds[i] == end && cachedBounds[i] != null) {
        return cachedBounds[i];
      }
    }
    Object[] b = {
      WindowTimes.timestamp(start),
      WindowTimes.timestamp(end),
      WindowTimes.windowTime(end, ltz, zone)
    };
    int slot = nextSlot;
    nextSlot = (nextSlot + 1) % cachedStarts.length;
    cachedStarts[slot] = start;
    cachedEnds[slot] = end;
    cachedBounds[slot] = b;
    return b;
  }

  private static Row withWindow(Row row, Object[] bounds) {
    return new Row(row.kind(), Rows.append(row.values(), bounds));
  }

  /** The row followed by window_start, window_end and window_time. */
  static Row withWindow(Row row, long start, long end, boolean ltz, ZoneId zone) {
    return withWindow(
        row,
        new Object[] {
          WindowTimes.timestamp(start),
          WindowTimes.timestamp(end),
          WindowTimes.windowTime(end, ltz, zone)
        });
  }
}
