package io.github.topnkit.reference.window;

import io.github.topnkit.reference.agg.Accumulator;
import io.github.topnkit.reference.exec.Collector;
import io.github.topnkit.reference.exec.Operator;
import io.github.topnkit.reference.exec.Row;
import io.github.topnkit.reference.exec.RowKey;
import io.github.topnkit.spec.RowKind;
import java.time.ZoneId;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Supplier;

/**
 * A window aggregation over rows that carry their window bounds, as Flink's {@code
 * WindowAggOperator}: rows are accumulated per group (the group keys include window_start and
 * window_end) and each window's groups emit one {@code +I[keys..., results...]} when the watermark
 * reaches window_end - 1. A row whose window has fired is late and dropped ({@code isWindowFired});
 * the window's state is purged when it fires. Updating input is accumulated and retracted; a group
 * whose rows were all retracted emits nothing, as Flink's COUNT(*)-based {@code
 * WindowIsEmptySupplier} decides.
 */
final class WindowAggOperator implements Operator {

  private final int[] groupKeys;
  private final int windowEnd;
  private final List<Supplier<Accumulator>> calls;
  private final boolean ltz;
  private final ZoneId zone;
  private final TreeMap<Long, Map<Object, Group>> windows = new TreeMap<>();
  private long progress = Long.MIN_VALUE;

  WindowAggOperator(
      int[] groupKeys, int windowEnd, List<Supplier<Accumulator>> calls, boolean ltz, ZoneId zone) {
    this.groupKeys = groupKeys;
    this.windowEnd = windowEnd;
    this.calls = List.copyOf(calls);
    this.ltz = ltz;
    this.zone = zone;
  }

  @Override
  public void processElement(Row row, Collector out) {
    Object[] values = row.values();
    long trigger = WindowTimes.triggerTime(WindowTimes.millis(values[windowEnd]), ltz, zone);
    if (trigger <= progress) {
      return;
    }
    Map<Object, Group> groups = windows.computeIfAbsent(trigger, t -> new LinkedHashMap<>());
    Object key = RowKey.of(values, groupKeys);
    Group group = groups.get(key);
    if (group == null) {
      group = new Group(values);
      groups.put(key, group);
    }
    if (row.kind() == RowKind.INSERT || row.kind() == RowKind.UPDATE_AFTER) {
      group.count++;
      for (Accumulator a : group.accumulators) {
        a.accumulate(values);
      }
    } else {
      group.count--;
      for (Accumulator a : group.accumulators) {
        a.retract(values);
      }
    }
  }

  @Override
  public void processWatermark(long watermark, Collector out) {
    if (watermark <= progress) {
      return;
    }
    progress = watermark;
    // Timers fire in time order, so earlier windows emit first.
    while (!windows.isEmpty() && windows.firstKey() <= watermark) {
      for (Group group : windows.pollFirstEntry().getValue().values()) {
        if (group.count > 0) {
          out.collect(Row.insert(group.result()));
        }
      }
    }
  }

  private final class Group {
    final Object[] keyValues;
    final Accumulator[] accumulators;
    long count;

    Group(Object[] row) {
      keyValues = new Object[groupKeys.length];
      for (int i = 0; i < groupKeys.length; i++) {
        keyValues[i] = row[groupKeys[i]];
      }
      accumulators = new Accumulator[calls.size()];
      for (int i = 0; i < accumulators.length; i++) {
        accumulators[i] = calls.get(i).get();
      }
    }

    Object[] result() {
      Object[] r = new Object[keyValues.length + accumulators.length];
      System.arraycopy(keyValues, 0, r, 0, keyValues.length);
      for (int i = 0; i < accumulators.length; i++) {
        r[keyValues.length + i] = accumulators[i].value();
      }
      return r;
    }
  }
}
