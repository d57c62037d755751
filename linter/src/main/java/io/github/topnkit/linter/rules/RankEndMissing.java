package io.github.topnkit.linter.rules;

import io.github.topnkit.linter.diag.Severity;
import io.github.topnkit.linter.model.RankPattern;
import io.github.topnkit.linter.model.Rejection;
import io.github.topnkit.linter.parse.Span;
import io.github.topnkit.linter.plan.Expr;
import io.github.topnkit.linter.plan.RankFilter;
import io.github.topnkit.linter.plan.RankRange;

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
      RankFilter.Result filter = p.site().filter();
      if (filter == null
          || filter.outcome() != RankFilter.Outcome.LOWER_BOUND_ONLY
          || !(filter.range() instanceof RankRange.Constant range)) {
        continue;
      }
      boolean streaming = fact.query().model().settings().streaming();
      if (p instanceof RankPattern.Rejected rejected) {
        Rejection r = rejected.rejection();
        if (r.cause() == Rejection.Cause.RANK_END_MISSING) {
          context.report(
              r.span(),
              RuleMessages.rankEndMissingStreaming(range.start(), r.message(), context.version()),
              RuleMessages.rankEndMissingFix(range.start()));
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
          RuleMessages.rankEndMissingBatch(range.start()),
          RuleMessages.rankEndMissingFix(range.start()));
    }
  }

  private static Span spanOf(RankFilter.Result filter) {
    Span span = null;
    for (Expr e : filter.limitParts()) {
      span = span == null ? e.span() : span.union(e.span());
    }
    return span;
  }
}
