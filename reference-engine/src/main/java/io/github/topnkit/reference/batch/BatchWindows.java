package io.github.topnkit.reference.batch;

import io.github.topnkit.linter.catalog.SqlType;
import io.github.topnkit.linter.catalog.TimeKind;
import io.github.topnkit.linter.catalog.TypeRoot;
import io.github.topnkit.linter.plan.WindowKind;
import io.github.topnkit.linter.plan.WindowParam;
import io.github.topnkit.linter.plan.WindowTvf;
import io.github.topnkit.reference.UnsupportedFeatureException;
import io.github.topnkit.reference.exec.Rows;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;

/**
 * A TUMBLE, HOP or CUMULATE window TVF over a bounded input, as Flink's {@code
 * AlignedWindowTableFunctionOperator}: each row is copied once per window it falls in, followed by
 * window_start, window_end and window_time (= window_end - 1 ms). Windows are computed on the time
 * column read in the session time zone for TIMESTAMP_LTZ and as UTC for TIMESTAMP ({@code
 * TimeWindowUtil.toUtcTimestampMills}); rows with a NULL time are dropped, as Flink drops them.
 */
final class BatchWindows {

  private final Assigner assigner;
  private final int timeField;
  private final boolean ltz;
  private final ZoneId zone;

  private BatchWindows(WindowTvf tvf, ZoneId zone) {
    this.assigner = assigner(tvf);
    this.timeField = tvf.timeField();
    this.ltz = tvf.input().rowType().get(timeField).type().root() == TypeRoot.TIMESTAMP_LTZ;
    this.zone = zone;
  }

  /**
   * The window assignment of a TVF, checked before its input is read.
   *
   * @throws UnsupportedFeatureException for SESSION, processing time or a non-constant size
   */
  static BatchWindows of(WindowTvf tvf, ZoneId zone) {
    return new BatchWindows(tvf, zone);
  }

  List<Object[]> evaluate(List<Object[]> input) {
    List<Object[]> out = new ArrayList<>();
    long[] windows = new long[0];
    for (Object[] row : input) {
      Object time = row[timeField];
      if (time == null) {
        continue;
      }
      long local = ltz ? localMillis((Instant) time, zone) : utcMillis((LocalDateTime) time);
      windows = assigner.assign(local, windows);
      for (int i = 0; windows[i] != Long.MIN_VALUE; i += 2) {
        long start = windows[i];
        long end = windows[i + 1];
        Object windowTime =
            ltz ? dateTime(end).atZone(zone).toInstant().minusMillis(1) : dateTime(end - 1);
        out.add(Rows.append(row, dateTime(start), dateTime(end), windowTime));
      }
    }
    return out;
  }

  /** Fills (start, end) pairs for a timestamp, ended by {@code Long.MIN_VALUE}. */
  @FunctionalInterface
  private interface Assigner {
    long[] assign(long timestamp, long[] reuse);
  }

  private static Assigner assigner(WindowTvf tvf) {
    if (tvf.kind() == WindowKind.SESSION) {
      // BatchExecWindowTableFunction refuses SESSION, also under a window aggregate or Top-N.
      throw new UnsupportedFeatureException(
          "SESSION windows are not supported in batch mode: Flink raises \"Unaligned windows like"
              + " session are not supported in batch mode yet.\"",
          tvf.span());
    }
    if (tvf.timeField() < 0) {
      throw new UnsupportedFeatureException("a window TVF without a time column", tvf.span());
    }
    SqlType timeType = tvf.input().rowType().get(tvf.timeField()).type();
    if (timeType.timeKind() == TimeKind.PROCTIME
        || (timeType.root() != TypeRoot.TIMESTAMP && timeType.root() != TypeRoot.TIMESTAMP_LTZ)) {
      throw new UnsupportedFeatureException(
          "a window TVF on " + timeType + " is not supported by the reference engine",
          tvf.descriptorSpan());
    }
    long size = positive(tvf, "SIZE");
    long offset = tvf.param("OFFSET").isPresent() ? millis(tvf, "OFFSET") : 0;
    return switch (tvf.kind()) {
      case TUMBLE -> (ts, reuse) -> tumble(ts, offset, size, reuse);
      case HOP -> hop(positive(tvf, "SLIDE"), size, offset);
      default -> cumulate(tvf, positive(tvf, "STEP"), size, offset);
    };
  }

  private static long[] tumble(long ts, long offset, long size, long[] reuse) {
    long[] w = capacity(reuse, 1);
    w[0] = start(ts, offset, size);
    w[1] = w[0] + size;
    w[2] = Long.MIN_VALUE;
    return w;
  }

  /** Flink's {@code SlidingWindowAssigner}: the latest window first. */
  private static Assigner hop(long slide, long size, long offset) {
    int most = (int) ((size + slide - 1) / slide);
    return (ts, reuse) -> {
      long[] w = capacity(reuse, most);
      int n = 0;
      for (long start = start(ts, offset, slide); start > ts - size; start -= slide) {
        w[n++] = start;
        w[n++] = start + size;
      }
      w[n] = Long.MIN_VALUE;
      return w;
    };
  }

  /** Flink's {@code CumulativeWindowAssigner}: windows of one start, growing by the step. */
  private static Assigner cumulate(WindowTvf tvf, long step, long size, long offset) {
    if (size % step != 0) {
      throw new UnsupportedFeatureException(
          "CUMULATE requires the size to be an integral multiple of the step", tvf.span());
    }
    int most = (int) (size / step);
    return (ts, reuse) -> {
      long[] w = capacity(reuse, most);
      int n = 0;
      long start = start(ts, offset, size);
      for (long end = start(ts, offset, step) + step; end <= start + size; end += step) {
        w[n++] = start;
        w[n++] = end;
      }
      w[n] = Long.MIN_VALUE;
      return w;
    };
  }

  /** Flink's {@code TimeWindow.getWindowStartWithOffset}. */
  private static long start(long ts, long offset, long size) {
    long remainder = (ts - offset) % size;
    return remainder < 0 ? ts - (remainder + size) : ts - remainder;
  }

  private static long[] capacity(long[] reuse, int windows) {
    return reuse.length >= 2 * windows + 1 ? reuse : new long[2 * windows + 1];
  }

  private static long positive(WindowTvf tvf, String name) {
    long value = millis(tvf, name);
    if (value <= 0) {
      throw new UnsupportedFeatureException(
          "a window " + name.toLowerCase(java.util.Locale.ROOT) + " that is not positive",
          tvf.span());
    }
    return value;
  }

  private static long millis(WindowTvf tvf, String name) {
    WindowParam param =
        tvf.param(name)
            .orElseThrow(
                () ->
                    new UnsupportedFeatureException(
                        "a window TVF without " + name.toLowerCase(java.util.Locale.ROOT),
                        tvf.span()));
    if (!param.isKnown()) {
      throw new UnsupportedFeatureException(
          "a window "
              + name.toLowerCase(java.util.Locale.ROOT)
              + " that is not a constant"
              + " day-time interval",
          param.span());
    }
    return param.millis();
  }

  private static long utcMillis(LocalDateTime t) {
    return t.toInstant(ZoneOffset.UTC).toEpochMilli();
  }

  private static long localMillis(Instant t, ZoneId zone) {
    return utcMillis(LocalDateTime.ofInstant(t, zone));
  }

  private static LocalDateTime dateTime(long millis) {
    return LocalDateTime.ofEpochSecond(
        Math.floorDiv(millis, 1000), (int) Math.floorMod(millis, 1000) * 1_000_000, ZoneOffset.UTC);
  }
}
