package io.github.topnkit.reference.window;

import io.github.topnkit.linter.parse.Span;
import io.github.topnkit.reference.UnsupportedFeatureException;
import io.github.topnkit.reference.exec.Collector;
import io.github.topnkit.reference.exec.Operator;
import io.github.topnkit.reference.exec.Row;
import io.github.topnkit.spec.RowKind;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Window Top-N, as Flink's {@code WindowRankOperator} with {@code TopNRecordsCombiner}: rows are
 * buffered per partition and window, sorted by the ORDER BY keys with ties in arrival order and cut
 * to the rank end; when the watermark reaches window_end - 1 each partition emits {@code +I} for
 * ranks [rankStart, rankEnd] (with the rank number last when it is projected) and its state is
 * purged. Rows of fired windows are late and dropped.
 */
final class WindowRankOperator implements Operator {

  private final int[] partitionKeys;
  private final int windowEnd;
  private final Comparator<Object[]> order;
  private final long rankStart;
  private final long rankEnd;
  private final boolean outputRankNumber;
  private final boolean ltz;
  private final ZoneId zone;
  private final Span span;
  private final TreeMap<Long, Map<Object, List<Object[]>>> windows = new TreeMap<>();
  private long progress = Long.MIN_VALUE;

  WindowRankOperator(
      int[] partitionKeys,
      int windowEnd,
      Comparator<Object[]> order,
      long rankStart,
      long rankEnd,
      boolean outputRankNumber,
      boolean ltz,
      ZoneId zone,
      Span span) {
    this.partitionKeys = partitionKeys;
    this.windowEnd = windowEnd;
    this.order = order;
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
    long trigger = WindowTimes.triggerTime(WindowTimes.millis(values[windowEnd]), ltz, zone);
    if (trigger <= progress) {
      return;
    }
    List<Object[]> buffer =
        windows
            .computeIfAbsent(trigger, t -> new LinkedHashMap<>())
            .computeIfAbsent(Keys.of(values, partitionKeys), k -> new ArrayList<>());
    // Insert after every row that sorts before or equal to it: ties keep arrival order.
    int lo = 0;
    int hi = buffer.size();
    while (lo < hi) {
      int mid = (lo + hi) >>> 1;
      if (order.compare(buffer.get(mid), values) <= 0) {
        lo = mid + 1;
      } else {
        hi = mid;
      }
    }
    if (lo >= rankEnd) {
      return;
    }
    buffer.add(lo, values);
    if (buffer.size() > rankEnd) {
      buffer.remove(buffer.size() - 1);
    }
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
    while (!windows.isEmpty() && windows.firstKey() <= watermark) {
      for (List<Object[]> buffer : windows.pollFirstEntry().getValue().values()) {
        int last = (int) Math.min(buffer.size(), rankEnd);
        for (int i = (int) Math.max(rankStart - 1, 0); i < last; i++) {
          out.collect(Row.insert(output(buffer.get(i), i + 1)));
        }
      }
    }
  }

  private Object[] output(Object[] row, long rank) {
    if (!outputRankNumber) {
      return row;
    }
    Object[] r = new Object[row.length + 1];
    System.arraycopy(row, 0, r, 0, row.length);
    r[row.length] = rank;
    return r;
  }
}
