package io.github.topnkit.linter.rules;

import io.github.topnkit.linter.diag.Severity;
import io.github.topnkit.linter.model.RankPattern;
import io.github.topnkit.linter.model.Rejection;
import io.github.topnkit.linter.plan.Expr;
import io.github.topnkit.linter.plan.RankFilter;
import org.apache.calcite.sql.SqlKind;

/**
 * A filter that mentions the rank number in a form Flink cannot read as a rank range (OR, IN, an
 * expression of the rank number, unsupported bounds): no Top-N, an OVER aggregation instead.
 */
@RuleInfo(
    summary = "Rank filter is not a plain AND of bounds, so Flink plans no Top-N",
    severity = Severity.WARNING,
    tags = {"top-n"})
public final class RankFilterNotConjunctive implements Rule {

  @Override
  public void check(RuleContext context) {
    for (RuleContext.PatternFact fact : context.patterns()) {
      RankPattern p = fact.pattern();
      RankFilter.Result filter = p.site().filter();
      if (filter == null || filter.culprits().isEmpty() || !defeatsTopN(filter.outcome())) {
        continue;
      }
      boolean streaming = fact.query().model().settings().streaming();
      // In batch only RANK becomes a Rank operator; ROW_NUMBER is an OVER aggregation anyway.
      if (!streaming && !p.function().equals("RANK")) {
        continue;
      }
      if (p instanceof RankPattern.Rejected r
          && r.rejection().cause() != Rejection.Cause.OVER_ORDERING) {
        continue;
      }
      Severity severity = p instanceof RankPattern.Rejected ? Severity.ERROR : Severity.WARNING;
      for (Expr culprit : filter.culprits()) {
        RuleMessages.Culprit kind = classify(culprit, filter.outcome());
        context.report(
            severity,
            culprit.span(),
            RuleMessages.rankFilterNotConjunctive(p, kind, streaming, context.version()),
            RuleMessages.rankFilterNotConjunctiveFix(kind));
      }
    }
  }

  private static boolean defeatsTopN(RankFilter.Outcome outcome) {
    return switch (outcome) {
      case NO_LIMIT, UNSUPPORTED_BOUNDS, RANK_USED_ELSEWHERE -> true;
      default -> false;
    };
  }

  private static RuleMessages.Culprit classify(Expr culprit, RankFilter.Outcome outcome) {
    if (culprit instanceof Expr.Call call && call.kind() == SqlKind.OR) {
      return RuleMessages.Culprit.OR;
    }
    return outcome == RankFilter.Outcome.UNSUPPORTED_BOUNDS
        ? RuleMessages.Culprit.BOUNDS
        : RuleMessages.Culprit.EXPRESSION;
  }
}
