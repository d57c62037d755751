package io.github.topnkit.linter.rules;

import io.github.topnkit.linter.diag.Severity;
import io.github.topnkit.linter.model.RankPattern;
import io.github.topnkit.linter.model.Rejection;

/** An explicit ROWS or RANGE frame on a rank function, which Calcite's validator rejects. */
@RuleInfo(
    summary = "Rank functions do not take a ROWS/RANGE frame",
    severity = Severity.ERROR,
    tags = {"top-n"})
public final class RankFrameClause implements Rule {

  @Override
  public void check(RuleContext context) {
    for (RuleContext.PatternFact fact : context.patterns()) {
      RankPattern p = fact.pattern();
      if (!(p instanceof RankPattern.Rejected rejected)
          || rejected.rejection().cause() != Rejection.Cause.RANK_FRAME) {
        continue;
      }
      Rejection r = rejected.rejection();
      context.report(
          r.span(),
          RuleMessages.rankFrameClause(p, p.site().group().rows(), r.message(), context.version()),
          RuleMessages.rankFrameClauseFix(p));
    }
  }
}
