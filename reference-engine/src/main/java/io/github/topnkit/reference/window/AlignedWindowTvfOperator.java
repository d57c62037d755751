package io.github.topnkit.reference.window;

import io.github.topnkit.reference.exec.Collector;
import io.github.topnkit.reference.exec.Operator;
import io.github.topnkit.reference.exec.Row;
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

  AlignedWindowTvfOperator(WindowSpec spec, int timeField, boolean ltz, ZoneId zone) {
    this.spec = spec;
    this.timeField = timeField;
    this.ltz = ltz;
    this.zone = zone;
    this.windows = new long[2 * spec.maxWindows()];
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
      out.collect(withWindow(row, windows[2 * i], windows[2 * i + 1], ltz, zone));
    }
  }

  /** The row followed by window_start, window_end and window_time. */
  static Row withWindow(Row row, long start, long end, boolean ltz, ZoneId zone) {
    Object[] in = row.values();
    Object[] values = new Object[in.length + 3];
    System.arraycopy(in, 0, values, 0, in.length);
    values[in.length] = WindowTimes.timestamp(start);
    values[in.length + 1] = WindowTimes.timestamp(end);
    values[in.length + 2] = WindowTimes.windowTime(end, ltz, zone);
    return new Row(row.kind(), values);
  }
}
