package io.github.topnkit.linter.rules;

import io.github.topnkit.linter.diag.Severity;
import io.github.topnkit.linter.model.RankPattern;
import io.github.topnkit.linter.model.Rejection;
import io.github.topnkit.linter.parse.Span;
import io.github.topnkit.linter.plan.Expr;
import io.github.topnkit.linter.plan.RankFilter;
import io.github.topnkit.linter.plan.RankRange;
import io.github.topnkit.linter.target.FlinkVersion;

/**
 * A rank filter with only a lower bound ({@code rn >= 10}): streaming Flink rejects it; batch
 * numbers every whole partition and returns all rows from that rank on.
 */
@RuleInfo(
    summary = "Rank filter has a lower bound but no rank end",
    severity = Severity.ERROR,
    tags = {"top-n"})
public final class RankEndMissing implements Rule {

  @Override
  public void check(RuleContext context) {
    for (RuleContext.PatternFact fact : context.patterns()) {
      RankPattern p = fact.pattern();
      RankFilter.Result filter = p.site().filter().orElse(null);
      if (filter == null
          || filter.outcome() != RankFilter.Outcome.LOWER_BOUND_ONLY
          || !(filter.range().orElse(null) instanceof RankRange.Constant range)) {
        continue;
      }
      boolean streaming = fact.query().model().settings().streaming();
      if (p instanceof RankPattern.Rejected rejected) {
        Rejection r = rejected.rejection();
        if (r.cause() == Rejection.Cause.RANK_END_MISSING) {
          context.report(
              r.span(),
              rankEndMissingStreaming(range.start(), r.message(), context.version()),
              rankEndMissingFix(range.start()));
        }
        continue;
      }
      if (streaming) {
        continue;
      }
      // Flink's batch rank rule has no rank-end check: the filter runs on an OVER aggregation.
      context.report(
          Severity.WARNING,
          spanOf(filter),
          rankEndMissingBatch(range.start()),
          rankEndMissingFix(range.start()));
    }
  }

  private static Span spanOf(RankFilter.Result filter) {
    Span span = null;
    for (Expr e : filter.limitParts()) {
      span = span == null ? e.span() : span.union(e.span());
    }
    return span;
  }

  private static String rankEndMissingStreaming(
      long start, String flinkMessage, FlinkVersion version) {
    return "the filter keeps ranks from "
        + start
        + " on without an upper bound: a streaming Top-N needs a rank end, and Flink "
        + version.label()
        + " rejects the query: \""
        + flinkMessage
        + "\"";
  }

  private static String rankEndMissingBatch(long start) {
    return "the filter keeps ranks from "
        + start
        + " on without an upper bound: in batch mode Flink runs no Top-N but sorts and numbers"
        + " every whole partition in an OVER aggregation and returns every row from rank "
        + start
        + " on (streaming Flink rejects this with \"Rank end is not specified...\")";
  }

  private static String rankEndMissingFix(long start) {
    return "Add an upper bound with AND: WHERE rn >= "
        + start
        + " AND rn <= <last rank you need> (or rn BETWEEN "
        + start
        + " AND <last rank>).";
  }
}
