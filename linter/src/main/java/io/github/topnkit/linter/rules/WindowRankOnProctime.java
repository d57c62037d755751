package io.github.topnkit.linter.rules;

import io.github.topnkit.linter.diag.Severity;
import io.github.topnkit.linter.model.Rejection;
import io.github.topnkit.linter.plan.TableScan;
import io.github.topnkit.linter.plan.WindowProps;
import io.github.topnkit.linter.plan.WindowTvf;
import io.github.topnkit.linter.target.FlinkVersion;
import java.util.Optional;

/**
 * A Window Top-N or window deduplication over a window on a processing-time attribute, which
 * Flink's window rank operators do not support.
 */
@RuleInfo(
    summary = "Window Top-N and window deduplication need an event-time window",
    severity = Severity.ERROR,
    tags = {"window", "top-n", "time"})
public final class WindowRankOnProctime implements Rule {

  @Override
  public void check(RuleContext context) {
    for (RuleContext.RejectionFact fact :
        context.rejections(
            Rejection.Cause.WINDOW_PROCTIME, Rejection.Cause.WINDOW_DEDUPLICATE_PROCTIME)) {
      Rejection r = fact.rejection();
      Optional<WindowProps> window =
          fact.pattern()
              .flatMap(p -> p.site().rank())
              .flatMap(rank -> WindowProps.of(rank.input()));
      if (window.isEmpty()) {
        // The model placed the rejection on no node this rule knows: still report Flink's words.
        context.report(
            r.span(),
            RuleWords.flinkRejects(r.message(), context.version()),
            windowRankOnProctimeFix("the table"));
        continue;
      }
      WindowTvf tvf = window.get().source();
      String column =
          tvf.timeField() >= 0 ? tvf.input().rowType().get(tvf.timeField()).name() : "?";
      String table =
          tvf.input() instanceof TableScan scan && scan.isKnown()
              ? "table '" + scan.table().get().name() + "'"
              : "the table";
      boolean dedup = r.cause() == Rejection.Cause.WINDOW_DEDUPLICATE_PROCTIME;
      context.report(
          r.span(),
          windowRankOnProctime(dedup, column, r.message(), context.version()),
          windowRankOnProctimeFix(table));
    }
  }

  private static String windowRankOnProctime(
      boolean dedup, String column, String flinkMessage, FlinkVersion version) {
    return (dedup ? "Window deduplication" : "Window Top-N")
        + " over a window on the processing-time attribute '"
        + column
        + "': Flink "
        + version.label()
        + " fails at deployment with \""
        + flinkMessage
        + "\"";
  }

  private static String windowRankOnProctimeFix(String table) {
    return "Window on an event-time attribute: declare one with a watermark in "
        + table
        + " (e.g. ts TIMESTAMP(3), WATERMARK FOR ts AS ts - INTERVAL '5' SECOND) and use"
        + " DESCRIPTOR(ts). Processing-time windows work only for window aggregation.";
  }
}
