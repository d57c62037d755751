package io.github.topnkit.linter.rules;

import io.github.topnkit.linter.diag.Severity;
import io.github.topnkit.linter.model.FlinkErrors;
import io.github.topnkit.linter.model.Rejection;
import io.github.topnkit.linter.plan.WindowKind;
import io.github.topnkit.linter.plan.WindowParam;
import io.github.topnkit.linter.plan.WindowTvf;
import io.github.topnkit.linter.target.FlinkVersion;

/**
 * Window TVF interval arguments Flink rejects: non-positive sizes, slides, steps and gaps, a TUMBLE
 * offset not smaller than the size, a size that is not a multiple of the slide or step, and MONTH
 * or YEAR intervals; plus a TUMBLE offset that Flink 2.0 and older accept but 2.1+ reject.
 */
@RuleInfo(
    summary = "Window TVF size, slide, step, gap or offset is invalid",
    severity = Severity.ERROR,
    tags = {"window"})
public final class InvalidWindowSize implements Rule {

  @Override
  public void check(RuleContext context) {
    for (RuleContext.RejectionFact fact : context.rejections(Rejection.Cause.WINDOW_SIZE)) {
      Rejection r = fact.rejection();
      WindowTvf tvf = context.windowAt(fact.query(), r.span()).orElse(null);
      String kind = tvf == null ? "window TVF" : tvf.kind().name();
      boolean yearMonth = tvf != null && tvf.params().stream().anyMatch(WindowParam::yearMonth);
      context.report(
          r.span(),
          invalidWindowSize(
              kind,
              yearMonth ? "uses a MONTH or YEAR interval" : "has invalid arguments",
              r.message(),
              context.version()),
          yearMonth || tvf == null ? YEAR_MONTH_FIX : windowSizeFix(replacement(tvf)));
    }
    if (context.version().atLeast(FlinkVersion.V2_1)) {
      return;
    }
    for (RuleContext.WindowFact fact : context.windows()) {
      WindowTvf tvf = fact.tvf();
      Long size = millis(tvf, "SIZE");
      Long offset = millis(tvf, "OFFSET");
      boolean rejected =
          fact.query().model().rejections().stream().anyMatch(r -> r.span().equals(tvf.span()));
      if (rejected
          || tvf.kind() != WindowKind.TUMBLE
          || size == null
          || offset == null
          || size <= 0
          || Math.abs(offset) < size) {
        continue;
      }
      // Flink up to 2.0 checks the TUMBLE offset only when the window is aggregated.
      context.report(
          Severity.WARNING,
          tvf.span(),
          tumbleOffsetAcceptedBefore21(size, offset, context.version()),
          windowSizeFix(replacement(tvf)));
    }
  }

  /** The arguments with each invalid value replaced by a valid one of the same intent. */
  private static String replacement(WindowTvf tvf) {
    Long size = millis(tvf, "SIZE");
    Long offset = millis(tvf, "OFFSET");
    Long slide = millis(tvf, tvf.kind() == WindowKind.HOP ? "SLIDE" : "STEP");
    return switch (tvf.kind()) {
      case TUMBLE ->
          size == null || size <= 0
              ? "a positive size, e.g. INTERVAL '10' MINUTE"
              : "an offset smaller than the size; windows repeat every size, so "
                  + (offset == null ? "no offset" : RuleWords.interval(offset % size))
                  + " gives the same windows as "
                  + (offset == null ? "none" : RuleWords.interval(offset));
      case HOP, CUMULATE -> {
        String step = tvf.kind() == WindowKind.HOP ? "slide" : "step";
        if (size == null || slide == null || size <= 0 || slide <= 0) {
          yield "a positive "
              + step
              + " and size, e.g. INTERVAL '1' MINUTE and INTERVAL '10' MINUTE";
        }
        long fitted = Math.max(slide, size / slide * slide);
        yield "a size that is an integral multiple of the "
            + step
            + ", e.g. "
            + RuleWords.interval(slide)
            + " and "
            + RuleWords.interval(fitted);
      }
      case SESSION -> "a positive gap, e.g. INTERVAL '5' MINUTE";
    };
  }

  private static Long millis(WindowTvf tvf, String name) {
    return tvf.param(name).flatMap(WindowParam::millis).orElse(null);
  }

  private static String invalidWindowSize(
      String kind, String problem, String flinkMessage, FlinkVersion version) {
    return kind
        + " window "
        + problem
        + ": Flink "
        + version.label()
        + " fails with \""
        + flinkMessage
        + "\"";
  }

  private static String tumbleOffsetAcceptedBefore21(long size, long offset, FlinkVersion version) {
    return "the TUMBLE offset "
        + RuleWords.interval(offset)
        + " is not smaller than the size "
        + RuleWords.interval(size)
        + ": Flink "
        + version.label()
        + " still accepts it for a window TVF that is not aggregated, but Flink 2.1+ rejects it"
        + " with \""
        + FlinkErrors.windowOffsetNotBelowSize("TUMBLE", size, offset)
        + "\"";
  }

  private static String windowSizeFix(String replacement) {
    return "Use valid arguments: " + replacement + ".";
  }

  private static final String YEAR_MONTH_FIX =
      "Use a day-time interval (SECOND, MINUTE, HOUR or DAY), e.g. INTERVAL '30' DAY; calendar"
          + " months are not supported by window TVFs.";
}
