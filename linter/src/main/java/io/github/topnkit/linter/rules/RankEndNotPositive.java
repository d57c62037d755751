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
 * A rank end below 1 ({@code rn <= 0}, {@code rn < 1}): Flink's rank rule rejects it; where the
 * rule does not apply (batch ROW_NUMBER), the query silently returns no rows.
 */
@RuleInfo(
    summary = "Rank end is below 1",
    severity = Severity.ERROR,
    tags = {"top-n"})
public final class RankEndNotPositive implements Rule {

  @Override
  public void check(RuleContext context) {
    for (RuleContext.PatternFact fact : context.patterns()) {
      RankPattern p = fact.pattern();
      RankFilter.Result filter = p.site().filter().orElse(null);
      if (filter == null
          || filter.outcome() != RankFilter.Outcome.RANGE
          || !(filter.range().orElse(null) instanceof RankRange.Constant range)
          || range.end() > 0) {
        continue;
      }
      if (p instanceof RankPattern.Rejected rejected) {
        Rejection r = rejected.rejection();
        if (r.cause() == Rejection.Cause.RANK_END_NOT_POSITIVE) {
          context.report(
              r.span(),
              rankEndNotPositive(range.end(), r.message(), context.version()),
              RANK_END_NOT_POSITIVE_FIX);
        }
        continue;
      }
      // Batch ROW_NUMBER and DENSE_RANK never reach the rank rule that raises the error.
      if (!fact.query().model().settings().streaming()) {
        context.report(
            Severity.WARNING,
            spanOf(filter),
            rankEndNotPositiveBatch(range.end()),
            RANK_END_NOT_POSITIVE_FIX);
      }
    }
  }

  private static Span spanOf(RankFilter.Result filter) {
    Span span = null;
    for (Expr e : filter.limitParts()) {
      span = span == null ? e.span() : span.union(e.span());
    }
    return span;
  }

  private static String rankEndNotPositive(long end, String flinkMessage, FlinkVersion version) {
    return "the rank end is "
        + end
        + " but rank numbers start at 1, so no row could pass; Flink "
        + version.label()
        + " rejects the query: \""
        + flinkMessage
        + "\"";
  }

  private static String rankEndNotPositiveBatch(long end) {
    return "the rank end is "
        + end
        + " but rank numbers start at 1: in batch mode Flink numbers every row in an OVER"
        + " aggregation and the filter drops them all, so the query always returns no rows"
        + " (streaming Flink rejects it with \"Rank end should not less than zero, but now is "
        + end
        + "\")";
  }

  private static final String RANK_END_NOT_POSITIVE_FIX =
      "Use a rank end of at least 1: WHERE rn <= N with N >= 1, or WHERE rn = 1 for the first row"
          + " per partition (rn < 1 means rn <= 0).";
}
