package io.github.topnkit.reference.window;

import io.github.topnkit.linter.plan.WindowKind;
import io.github.topnkit.linter.plan.WindowParam;
import io.github.topnkit.linter.plan.WindowTvf;
import io.github.topnkit.reference.expr.UnsupportedFeatureException;

/**
 * The constant parameters of a window TVF in milliseconds, and the aligned windows of a timestamp
 * as Flink's {@code TumblingWindowAssigner}, {@code SlidingWindowAssigner} and {@code
 * CumulativeWindowAssigner} list them.
 */
public record WindowSpec(WindowKind kind, long size, long slide, long offset) {

  /** The spec of a TVF, after the checks Flink makes when it translates the TVF. */
  public static WindowSpec of(WindowTvf tvf) {
    long offset = tvf.param("OFFSET").map(p -> millis(tvf, p)).orElse(0L);
    return switch (tvf.kind()) {
      case TUMBLE -> {
        long size = required(tvf, "SIZE");
        yield new WindowSpec(WindowKind.TUMBLE, size, size, offset);
      }
      case HOP ->
          new WindowSpec(WindowKind.HOP, required(tvf, "SIZE"), required(tvf, "SLIDE"), offset);
      case CUMULATE -> {
        long size = required(tvf, "SIZE");
        long step = required(tvf, "STEP");
        if (size % step != 0) {
          throw new UnsupportedFeatureException(
              "CUMULATE with a size that is not a multiple of the step is not supported by the"
                  + " reference engine",
              tvf.span());
        }
        yield new WindowSpec(WindowKind.CUMULATE, size, step, offset);
      }
      case SESSION -> new WindowSpec(WindowKind.SESSION, required(tvf, "GAP"), 0, 0);
    };
  }

  private static long required(WindowTvf tvf, String name) {
    WindowParam p =
        tvf.param(name)
            .orElseThrow(
                () ->
                    new UnsupportedFeatureException(
                        tvf.kind() + " without " + name + " is not supported", tvf.span()));
    long v = millis(tvf, p);
    if (v <= 0) {
      throw new UnsupportedFeatureException(
          tvf.kind() + " with a non-positive " + name + " is not supported by the reference engine",
          p.span());
    }
    return v;
  }

  private static long millis(WindowTvf tvf, WindowParam p) {
    if (!p.isKnown() || p.yearMonth()) {
      throw new UnsupportedFeatureException(
          "a "
              + tvf.kind()
              + " "
              + p.name()
              + " that is not a constant day-time interval is not"
              + " supported by the reference engine",
          p.span());
    }
    return p.millis().orElseThrow();
  }

  /** Flink's {@code TimeWindow.getWindowStartWithOffset}. */
  static long startWithOffset(long timestamp, long offset, long size) {
    return timestamp - Math.floorMod(timestamp - offset, size);
  }

  /**
   * The windows of a timestamp as (start, end) pairs in {@code out} (sized by {@link #maxWindows}),
   * in the assigner's order: one tumbling window; hopping windows from the latest start back;
   * cumulative windows by growing end. Returns the number of windows.
   */
  public int assign(long ts, long[] out) {
    int n = 0;
    switch (kind) {
      case TUMBLE -> {
        long start = startWithOffset(ts, offset, size);
        out[n++] = start;
        out[n++] = start + size;
      }
      case HOP -> {
        for (long start = startWithOffset(ts, offset, slide); start > ts - size; start -= slide) {
          out[n++] = start;
          out[n++] = start + size;
        }
      }
      case CUMULATE -> {
        long start = startWithOffset(ts, offset, size);
        long lastEnd = start + size;
        for (long end = startWithOffset(ts, offset, slide) + slide; end <= lastEnd; end += slide) {
          out[n++] = start;
          out[n++] = end;
        }
      }
      case SESSION -> throw new IllegalStateException("sessions are merged, not assigned");
    }
    return n / 2;
  }

  /** The most windows one timestamp falls into. */
  public int maxWindows() {
    return switch (kind) {
      case TUMBLE, SESSION -> 1;
      case HOP -> (int) ((size + slide - 1) / slide) + 1;
      case CUMULATE -> (int) (size / slide);
    };
  }
}
