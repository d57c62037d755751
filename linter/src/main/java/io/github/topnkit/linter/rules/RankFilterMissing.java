package io.github.topnkit.linter.rules;

import io.github.topnkit.linter.diag.Severity;
import io.github.topnkit.linter.model.RankPattern;
import io.github.topnkit.linter.model.Rejection;
import io.github.topnkit.linter.plan.RankFilter;
import io.github.topnkit.linter.plan.RankSite;
import io.github.topnkit.linter.target.FlinkVersion;
import java.util.Set;

/**
 * A streaming rank function with no filter on its rank number above it: Flink plans an OVER
 * aggregation that numbers every row instead of a Top-N, which some versions and orderings reject.
 */
@RuleInfo(
    summary = "Rank function without a filter on its rank number is not a Top-N",
    severity = Severity.WARNING,
    tags = {"top-n"})
public final class RankFilterMissing implements Rule {

  private static final Set<String> TOP_N_FUNCTIONS = Set.of("ROW_NUMBER", "RANK", "DENSE_RANK");

  @Override
  public void check(RuleContext context) {
    for (RuleContext.PatternFact fact : context.patterns()) {
      RankPattern p = fact.pattern();
      RankSite site = p.site();
      boolean otherFilter =
          site.filter()
              .map(f -> f.outcome() == RankFilter.Outcome.NO_LIMIT && f.culprits().isEmpty())
              .orElse(false);
      if ((site.blocker() != RankSite.Blocker.NO_FILTER && !otherFilter)
          || context.readLater(fact)) {
        continue;
      }
      // Batch numbers every row with an OVER aggregation for ROW_NUMBER anyway; nothing changes.
      boolean streaming = fact.query().model().settings().streaming();
      if (!streaming) {
        continue;
      }
      if (p instanceof RankPattern.Rejected r
          && r.rejection().cause() != Rejection.Cause.OVER_ORDERING) {
        continue;
      }
      // PERCENT_RANK and CUME_DIST are never a Top-N; only their OVER error needs explaining.
      boolean rejected = p instanceof RankPattern.Rejected;
      if (!rejected && !TOP_N_FUNCTIONS.contains(p.function())) {
        continue;
      }
      Severity severity =
          rejected
              ? Severity.ERROR
              : RuleWords.orderedByTime(p) && p.input().insertOnly()
                  ? Severity.INFO
                  : Severity.WARNING;
      context.report(
          severity,
          p.span(),
          rankFilterMissing(p, otherFilter, true, context.version()),
          rankFilterMissingFix(p));
    }
  }

  private static String rankFilterMissing(
      RankPattern p, boolean otherFilter, boolean streaming, FlinkVersion version) {
    return (otherFilter
            ? "the filter above " + p.function() + "() does not restrict its rank number"
            : p.function() + "() has no filter on its rank number above it")
        + ", so this is not a Top-N: "
        + RuleWords.overInstead(p, streaming, version);
  }

  private static String rankFilterMissingFix(RankPattern p) {
    return "To keep the top N rows per partition, filter the rank number in an outer query:"
        + " SELECT * FROM (SELECT *, "
        + RuleWords.overClause(p)
        + " AS rn FROM ...) WHERE rn <= N, combined with other conditions by AND only.";
  }
}
