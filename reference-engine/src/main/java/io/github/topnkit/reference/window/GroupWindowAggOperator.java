package io.github.topnkit.reference.window;

import io.github.topnkit.linter.parse.Span;
import io.github.topnkit.reference.agg.Accumulator;
import io.github.topnkit.reference.exec.Collector;
import io.github.topnkit.reference.exec.Operator;
import io.github.topnkit.reference.exec.Row;
import io.github.topnkit.reference.exec.RowKey;
import io.github.topnkit.reference.expr.UnsupportedFeatureException;
import io.github.topnkit.spec.RowKind;
import java.time.ZoneId;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Supplier;

/**
 * A legacy group window aggregation ({@code GROUP BY TUMBLE/HOP(rowtime, ...)}), as Flink's {@code
 * groupwindow.operator.WindowOperator} with an event-time trigger and no allowed lateness: each row
 * is assigned to its tumbling or sliding windows on its rowtime ({@code
 * TimeWindow.getWindowStartWithOffset}), a window whose max timestamp (end - 1) the watermark has
 * reached is late and skipped ({@code isWindowLate}), and each window's groups emit one insert-only
 * {@code +I[group keys..., results..., start, end, rowtime]} when the watermark reaches end - 1,
 * after which the window's state is cleared.
 */
final class GroupWindowAggOperator implements Operator {

  private final int timeField;
  private final int[] groupKeys;
  private final int[] otherKeys;
  private final int windowKey;
  private final long size;
  private final long slide;
  private final List<Supplier<Accumulator>> calls;
  private final boolean ltz;
  private final ZoneId zone;
  private final Span span;
  private final TreeMap<Long, Window> windows = new TreeMap<>();
  private long watermark = Long.MIN_VALUE;

  /**
   * @param groupKeys the Aggregate's group keys, in output order
   * @param windowKey the position among them of the group window key, which Flink drops from its
   *     output and whose slot here holds the window start
   * @param slide the slide of a HOP window; {@code size} for TUMBLE
   */
  GroupWindowAggOperator(
      int timeField,
      int[] groupKeys,
      int windowKey,
      long size,
      long slide,
      List<Supplier<Accumulator>> calls,
      boolean ltz,
      ZoneId zone,
      Span span) {
    this.timeField = timeField;
    this.groupKeys = groupKeys;
    this.windowKey = windowKey;
    this.otherKeys = new int[groupKeys.length - 1];
    for (int i = 0, j = 0; i < groupKeys.length; i++) {
      if (i != windowKey) {
        otherKeys[j++] = groupKeys[i];
      }
    }
    this.size = size;
    this.slide = slide;
    this.calls = List.copyOf(calls);
    this.ltz = ltz;
    this.zone = zone;
    this.span = span;
  }

  @Override
  public void processElement(Row row, Collector out) {
    if (row.kind() != RowKind.INSERT) {
      throw new UnsupportedFeatureException(
          "a legacy group window aggregation over updating input is not supported by the"
              + " reference engine",
          span);
    }
    Object[] values = row.values();
    Object time = values[timeField];
    if (time == null) {
      throw new UnsupportedFeatureException(
          "a NULL rowtime in a legacy group window is not supported by the reference engine", span);
    }
    long ts = WindowTimes.windowingMillis(time, zone);
    // SlidingWindowAssigner: from the last window start down to the first window holding ts;
    // TumblingWindowAssigner is the case slide == size.
    long lastStart = ts - (ts + slide) % slide;
    for (long start = lastStart; start > ts - size; start -= slide) {
      long end = start + size;
      long trigger = WindowTimes.triggerTime(end, ltz, zone);
      if (trigger <= watermark) {
        continue; // WindowOperator#isWindowLate: the window has been fired and cleaned up
      }
      Window window = windows.get(trigger);
      if (window == null) {
        window = new Window(start, end);
        windows.put(trigger, window);
      }
      Object key = RowKey.of(values, otherKeys);
      Accumulator[] accs = window.groups.get(key);
      if (accs == null) {
        accs = new Accumulator[calls.size()];
        for (int i = 0; i < accs.length; i++) {
          accs[i] = calls.get(i).get();
        }
        window.groups.put(key, accs);
        window.keyRows.put(key, values);
      }
      for (Accumulator a : accs) {
        a.accumulate(values);
      }
    }
  }

  @Override
  public void processWatermark(long wm, Collector out) {
    if (wm <= watermark) {
      return;
    }
    watermark = wm;
    // Event-time timers fire in time order, so earlier windows emit first.
    while (!windows.isEmpty() && windows.firstKey() <= wm) {
      Window window = windows.pollFirstEntry().getValue();
      for (Map.Entry<Object, Accumulator[]> e : window.groups.entrySet()) {
        out.collect(Row.insert(result(window, window.keyRows.get(e.getKey()), e.getValue())));
      }
    }
  }

  private Object[] result(Window window, Object[] keyRow, Accumulator[] accs) {
    int n = groupKeys.length;
    Object[] r = new Object[n + accs.length + 3];
    for (int i = 0; i < n; i++) {
      r[i] = i == windowKey ? WindowTimes.timestamp(window.start) : keyRow[groupKeys[i]];
    }
    for (int i = 0; i < accs.length; i++) {
      r[n + i] = accs[i].value();
    }
    r[n + accs.length] = WindowTimes.timestamp(window.start);
    r[n + accs.length + 1] = WindowTimes.timestamp(window.end);
    r[n + accs.length + 2] = WindowTimes.windowTime(window.end, ltz, zone);
    return r;
  }

  /** One window's groups, in arrival order, with a row of each group for its key values. */
  private static final class Window {
    final long start;
    final long end;
    final Map<Object, Accumulator[]> groups = new LinkedHashMap<>();
    final Map<Object, Object[]> keyRows = new LinkedHashMap<>();

    Window(long start, long end) {
      this.start = start;
      this.end = end;
    }
  }
}
