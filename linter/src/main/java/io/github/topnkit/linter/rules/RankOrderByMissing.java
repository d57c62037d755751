package io.github.topnkit.linter.rules;

import io.github.topnkit.linter.diag.Severity;
import io.github.topnkit.linter.model.RankPattern;
import io.github.topnkit.linter.model.Rejection;
import io.github.topnkit.linter.plan.Field;
import io.github.topnkit.linter.plan.RelNode;

/**
 * A rank function whose OVER clause has no ORDER BY, or only constant keys: Calcite (RANK,
 * DENSE_RANK) or Flink's OVER converter (ROW_NUMBER) rejects it in batch and streaming mode.
 */
@RuleInfo(
    summary = "Rank function needs a non-constant ORDER BY",
    severity = Severity.ERROR,
    tags = {"top-n"})
public final class RankOrderByMissing implements Rule {

  @Override
  public void check(RuleContext context) {
    for (RuleContext.PatternFact fact : context.patterns()) {
      RankPattern p = fact.pattern();
      if (!(p instanceof RankPattern.Rejected rejected)
          || rejected.rejection().cause() != Rejection.Cause.RANK_ORDER_BY) {
        continue;
      }
      Rejection r = rejected.rejection();
      context.report(
          r.span(),
          RuleMessages.rankOrderByMissing(
              p, p.site().group().orderByWritten(), r.message(), context.version()),
          RuleMessages.rankOrderByMissingFix(p, timeAttribute(p.site().over().input())));
    }
  }

  /** The first time attribute of the input, the natural order for keeping one row per key. */
  private static String timeAttribute(RelNode input) {
    for (Field f : input.rowType().fields()) {
      if (f.type().isTimeAttribute() && !f.hidden()) {
        return f.name();
      }
    }
    return null;
  }
}
