package io.github.topnkit.linter.rules;

import io.github.topnkit.linter.diag.Severity;
import io.github.topnkit.linter.model.RankPattern;
import io.github.topnkit.linter.model.Rejection;
import io.github.topnkit.linter.parse.Span;
import io.github.topnkit.linter.plan.Expr;
import io.github.topnkit.linter.plan.Exprs;
import io.github.topnkit.linter.plan.RankFilter;
import java.util.List;
import java.util.OptionalLong;

/**
 * Bounds on the rank number that exclude each other ({@code rn > 5 AND rn <= 3}): the filter is
 * always false and Flink folds the query to an empty result.
 */
@RuleInfo(
    summary = "Rank bounds contradict each other; the query returns no rows",
    severity = Severity.WARNING,
    tags = {"top-n"})
public final class RankRangeEmpty implements Rule {

  @Override
  public void check(RuleContext context) {
    for (RuleContext.PatternFact fact : context.patterns()) {
      RankPattern p = fact.pattern();
      RankFilter.Result filter = p.site().filter().orElse(null);
      if (filter == null || filter.outcome() != RankFilter.Outcome.EMPTY) {
        continue;
      }
      // Another error of the rank function (ORDER BY, frame) is its own rule's finding.
      if (p instanceof RankPattern.Rejected r
          && r.rejection().cause() != Rejection.Cause.OVER_ORDERING) {
        continue;
      }
      List<Span> bounds = p.site().culpritSpans();
      Span span = bounds.stream().reduce(Span::union).orElse(p.span());
      long[] range = range(filter.limitParts(), p.site().over().rowType().size() - 1);
      context.report(span, rankRangeEmpty(range[0], range[1]), RANK_RANGE_EMPTY_FIX);
    }
  }

  /** The first and last rank the constant bounds keep, as Calcite merges them. */
  private static long[] range(List<Expr> limits, int rankField) {
    long lower = 1;
    long upper = Long.MAX_VALUE;
    for (Expr limit : limits) {
      Expr.Call call = (Expr.Call) limit;
      boolean rankLeft = call.operand(0) instanceof Expr.Ref r && r.index() == rankField;
      OptionalLong constant = Exprs.constantLong(rankLeft ? call.operand(1) : call.operand(0));
      if (constant.isEmpty()) {
        continue;
      }
      long k = constant.getAsLong();
      switch (rankLeft ? call.kind() : call.kind().reverse()) {
        case LESS_THAN -> upper = Math.min(upper, k - 1);
        case LESS_THAN_OR_EQUAL -> upper = Math.min(upper, k);
        case GREATER_THAN -> lower = Math.max(lower, k + 1);
        case GREATER_THAN_OR_EQUAL -> lower = Math.max(lower, k);
        case EQUALS -> {
          lower = Math.max(lower, k);
          upper = Math.min(upper, k);
        }
        default -> {}
      }
    }
    return new long[] {lower, upper};
  }

  private static String rankRangeEmpty(long first, long last) {
    return "the bounds on the rank number keep ranks "
        + first
        + " to "
        + last
        + ", an empty range, so the condition is always false: Flink folds the filter to FALSE"
        + " and the query returns no rows, without any Top-N";
  }

  private static final String RANK_RANGE_EMPTY_FIX =
      "Write bounds with lower <= upper joined by AND: WHERE rn > 3 AND rn <= 5 (ranks 4 and 5),"
          + " or WHERE rn BETWEEN 4 AND 5.";
}
