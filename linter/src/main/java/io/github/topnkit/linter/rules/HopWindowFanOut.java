package io.github.topnkit.linter.rules;

import io.github.topnkit.linter.diag.Severity;
import io.github.topnkit.linter.plan.Aggregate;
import io.github.topnkit.linter.plan.TableScan;
import io.github.topnkit.linter.plan.WindowKind;
import io.github.topnkit.linter.plan.WindowParam;
import io.github.topnkit.linter.plan.WindowTvf;

/**
 * A HOP window whose size is many times its slide: every row belongs to size/slide windows, which
 * multiplies the work of the window TVF and of what runs on it.
 */
@RuleInfo(
    summary = "HOP window with a small slide puts each row into many windows",
    severity = Severity.WARNING,
    tags = {"window", "performance"})
public final class HopWindowFanOut implements Rule {

  /** Windows per row from which the overlap is reported. */
  static final long FAN_OUT_THRESHOLD = 20;

  @Override
  public void check(RuleContext context) {
    for (RuleContext.WindowFact fact : context.windows()) {
      WindowTvf tvf = fact.tvf();
      Long slide = tvf.param("SLIDE").flatMap(WindowParam::millis).orElse(null);
      Long size = tvf.param("SIZE").flatMap(WindowParam::millis).orElse(null);
      if (tvf.kind() != WindowKind.HOP || slide == null || size == null || slide <= 0) {
        continue;
      }
      long ratio = (size + slide - 1) / slide;
      if (ratio < FAN_OUT_THRESHOLD) {
        continue;
      }
      boolean aggregated =
          fact.parent() instanceof Aggregate agg
              && fact.query().model().properties().isWindowAggregate(agg);
      String table =
          tvf.input() instanceof TableScan scan && scan.isKnown()
              ? "TABLE " + scan.table().get().name()
              : "TABLE t";
      context.report(
          tvf.span(),
          hopFanOut(ratio, slide, size, aggregated),
          hopFanOutFix(table, context.text(tvf.descriptorSpan()), slide, size));
    }
  }

  private static String hopFanOut(long ratio, long slide, long size, boolean aggregated) {
    String what =
        aggregated
            ? "the window aggregation keeps "
                + ratio
                + " slices per key and merges "
                + ratio
                + " slices each time a window fires, every "
                + RuleWords.interval(slide)
            : "the window TVF emits " + ratio + " copies of every row for the operators after it";
    return "HOP window of size "
        + RuleWords.interval(size)
        + " sliding by "
        + RuleWords.interval(slide)
        + " puts each row into "
        + ratio
        + " overlapping windows: "
        + what;
  }

  private static String hopFanOutFix(String table, String descriptor, long slide, long size) {
    long larger = Math.max(slide, size / 10);
    return "Use a larger slide, e.g. HOP("
        + table
        + ", "
        + descriptor
        + ", "
        + RuleWords.interval(larger)
        + ", "
        + RuleWords.interval(size)
        + ") puts each row into "
        + size / larger
        + " windows; for running results within each period use CUMULATE("
        + table
        + ", "
        + descriptor
        + ", "
        + RuleWords.interval(slide)
        + ", "
        + RuleWords.interval(size)
        + "), whose windows grow by one step and share their start.";
  }
}
