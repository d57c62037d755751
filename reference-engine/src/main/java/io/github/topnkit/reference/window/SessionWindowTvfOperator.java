package io.github.topnkit.reference.window;

import io.github.topnkit.reference.exec.Collector;
import io.github.topnkit.reference.exec.Operator;
import io.github.topnkit.reference.exec.Row;
import io.github.topnkit.reference.exec.RowKey;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;

/**
 * A standalone SESSION TVF, as Flink's {@code UnalignedWindowTableFunctionOperator}: per PARTITION
 * BY key, each row opens the window [time, time + gap), which merges with every session it touches
 * ({@code TimeWindow.intersects} counts touching bounds); a row whose own window does not merge and
 * has already passed the watermark is late and dropped. A session is emitted when the watermark
 * reaches its end - 1: its rows in arrival order, each with the session's bounds.
 */
final class SessionWindowTvfOperator implements Operator {

  private final long gap;
  private final int timeField;
  private final int[] partitionKeys;
  private final boolean ltz;
  private final ZoneId zone;
  private final Map<Object, List<Session>> open = new HashMap<>();
  private final PriorityQueue<Session> timers =
      new PriorityQueue<>(
          Comparator.<Session>comparingLong(s -> s.trigger).thenComparingLong(s -> s.id));
  private long watermark = Long.MIN_VALUE;
  private long arrivals;
  private long sessions;

  SessionWindowTvfOperator(long gap, int timeField, int[] partitionKeys, boolean ltz, ZoneId zone) {
    this.gap = gap;
    this.timeField = timeField;
    this.partitionKeys = partitionKeys;
    this.ltz = ltz;
    this.zone = zone;
  }

  @Override
  public void processElement(Row row, Collector out) {
    Object time = row.values()[timeField];
    if (time == null) {
      return;
    }
    long ts = WindowTimes.windowingMillis(time, zone);
    Object key = RowKey.of(row.values(), partitionKeys);
    List<Session> list = open.get(key);
    long start = ts;
    long end = ts + gap;
    List<Session> merged = new ArrayList<>(2);
    for (Session s : list == null ? List.<Session>of() : list) {
      if (s.start <= ts + gap && s.end >= ts) {
        merged.add(s);
        start = Math.min(start, s.start);
        end = Math.max(end, s.end);
      }
    }
    long trigger = WindowTimes.triggerTime(end, ltz, zone);
    if (merged.isEmpty() && trigger <= watermark) {
      // MergingWindowProcessFunction retires a late window: the row is dropped.
      return;
    }
    if (list == null) {
      list = new ArrayList<>(2);
      open.put(key, list);
    }
    Session session = new Session(key, start, end, trigger, sessions++);
    for (Session s : merged) {
      s.dead = true;
      list.remove(s);
      session.rows.addAll(s.rows);
      session.order.addAll(s.order);
    }
    session.rows.add(row);
    session.order.add(arrivals++);
    list.add(session);
    timers.add(session);
  }

  @Override
  public void processWatermark(long wm, Collector out) {
    watermark = Math.max(watermark, wm);
    while (!timers.isEmpty() && timers.peek().trigger <= watermark) {
      Session s = timers.poll();
      if (s.dead) {
        continue;
      }
      List<Session> list = open.get(s.key);
      list.remove(s);
      if (list.isEmpty()) {
        open.remove(s.key);
      }
      emit(s, out);
    }
  }

  private void emit(Session s, Collector out) {
    // The operator keeps rows in a map by arrival counter and emits them sorted by it.
    Integer[] index = new Integer[s.rows.size()];
    for (int i = 0; i < index.length; i++) {
      index[i] = i;
    }
    java.util.Arrays.sort(index, Comparator.comparingLong(i -> s.order.get(i)));
    for (int i : index) {
      out.collect(AlignedWindowTvfOperator.withWindow(s.rows.get(i), s.start, s.end, ltz, zone));
    }
  }

  private static final class Session {
    final Object key;
    final long start;
    final long end;
    final long trigger;
    final long id;
    final List<Row> rows = new ArrayList<>();
    final List<Long> order = new ArrayList<>();
    boolean dead;

    Session(Object key, long start, long end, long trigger, long id) {
      this.key = key;
      this.start = start;
      this.end = end;
      this.trigger = trigger;
      this.id = id;
    }
  }
}
