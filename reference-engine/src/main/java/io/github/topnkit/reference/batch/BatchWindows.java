package io.github.topnkit.reference.batch;

import io.github.topnkit.linter.catalog.SqlType;
import io.github.topnkit.linter.catalog.TimeKind;
import io.github.topnkit.linter.catalog.TypeRoot;
import io.github.topnkit.linter.plan.WindowKind;
import io.github.topnkit.linter.plan.WindowTvf;
import io.github.topnkit.reference.exec.Rows;
import io.github.topnkit.reference.expr.UnsupportedFeatureException;
import io.github.topnkit.reference.window.WindowSpec;
import io.github.topnkit.reference.window.WindowTimes;
import java.time.ZoneId;
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

  private final WindowSpec spec;
  private final int timeField;
  private final boolean ltz;
  private final ZoneId zone;

  private BatchWindows(WindowTvf tvf, ZoneId zone) {
    this.spec = spec(tvf);
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
    long[] windows = new long[2 * spec.maxWindows()];
    for (Object[] row : input) {
      Object time = row[timeField];
      if (time == null) {
        continue;
      }
      int n = spec.assign(WindowTimes.windowingMillis(time, zone), windows);
      for (int i = 0; i < n; i++) {
        long start = windows[2 * i];
        long end = windows[2 * i + 1];
        out.add(
            Rows.append(
                row,
                WindowTimes.timestamp(start),
                WindowTimes.timestamp(end),
                WindowTimes.windowTime(end, ltz, zone)));
      }
    }
    return out;
  }

  private static WindowSpec spec(WindowTvf tvf) {
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
    return WindowSpec.of(tvf);
  }
}
