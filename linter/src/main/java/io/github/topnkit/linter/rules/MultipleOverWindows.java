package io.github.topnkit.linter.rules;

import io.github.topnkit.linter.diag.Severity;
import io.github.topnkit.linter.model.AnalyzedStatement;
import io.github.topnkit.linter.model.RankPattern;
import io.github.topnkit.linter.model.Rejection;
import io.github.topnkit.linter.plan.Calc;
import io.github.topnkit.linter.plan.Exprs;
import io.github.topnkit.linter.plan.Over;
import io.github.topnkit.linter.plan.OverCall;
import io.github.topnkit.linter.plan.OverGroup;
import io.github.topnkit.linter.plan.RankSite;
import io.github.topnkit.linter.plan.RelNode;
import io.github.topnkit.linter.target.FlinkVersion;

/**
 * A rank function that shares its SELECT with other OVER windows, or its window with other calls:
 * Flink's Top-N rule needs it alone, so streaming fails or falls back to an OVER aggregation.
 */
@RuleInfo(
    summary = "Rank function must be the only OVER function of its SELECT to be a Top-N",
    severity = Severity.ERROR,
    tags = {"top-n"})
public final class MultipleOverWindows implements Rule {

  @Override
  public void check(RuleContext context) {
    for (RuleContext.PatternFact fact : context.patterns()) {
      RankPattern p = fact.pattern();
      RankSite site = p.site();
      boolean severalWindows = site.blocker() == RankSite.Blocker.SEVERAL_WINDOWS;
      if (!severalWindows && site.blocker() != RankSite.Blocker.SEVERAL_CALLS) {
        continue;
      }
      boolean streaming = fact.query().model().settings().streaming();
      // In batch only RANK becomes a Rank operator; ROW_NUMBER is an OVER aggregation anyway.
      if (!streaming && !p.function().equals("RANK")) {
        continue;
      }
      Rejection sameWindow = sameWindowRejection(fact.query(), site.over());
      if (streaming && severalWindows) {
        if (sameWindow != null) {
          context.report(
              p.span(),
              severalWindows(p, sameWindow.message(), context.version()),
              multipleOverWindowsFix(p));
        }
        continue;
      }
      if (p instanceof RankPattern.Rejected r
          && r.rejection().cause() != Rejection.Cause.OVER_ORDERING) {
        continue;
      }
      boolean rejected = p instanceof RankPattern.Rejected;
      // A valid OVER aggregation is only a lost Top-N when something filters its results.
      if (!rejected && !filtered(fact.query().model().plan().root(), site)) {
        continue;
      }
      context.report(
          rejected ? Severity.ERROR : Severity.WARNING,
          p.span(),
          severalCalls(p, severalWindows, streaming, context.version()),
          multipleOverWindowsFix(p));
    }
  }

  private static Rejection sameWindowRejection(AnalyzedStatement query, Over over) {
    for (Rejection r : query.model().rejections()) {
      if (r.cause() == Rejection.Cause.OVER_WINDOWS && r.span().equals(over.span())) {
        return r;
      }
    }
    return null;
  }

  /** Whether a filter directly above the OVER aggregation reads the rank function's result. */
  private static boolean filtered(RelNode node, RankSite site) {
    if (node instanceof Calc calc && calc.input() == site.over() && calc.condition() != null) {
      int field = resultField(site);
      return field >= 0 && Exprs.refs(calc.condition()).get(field);
    }
    for (RelNode input : node.inputs()) {
      if (filtered(input, site)) {
        return true;
      }
    }
    return false;
  }

  /** The OVER output field of the call: input fields first, then one per call, group by group. */
  private static int resultField(RankSite site) {
    int field = site.over().input().rowType().size();
    for (OverGroup g : site.over().groups()) {
      for (OverCall c : g.calls()) {
        if (c.equals(site.call())) {
          return field;
        }
        field++;
      }
    }
    return -1;
  }

  private static String severalWindows(RankPattern p, String flinkMessage, FlinkVersion version) {
    return p.function()
        + "() shares its SELECT with OVER functions on other windows: Flink's Top-N rule needs"
        + " exactly one window with one function, so this is not a Top-N, and Flink "
        + version.label()
        + " rejects the query: \""
        + flinkMessage
        + "\"";
  }

  private static String severalCalls(
      RankPattern p, boolean severalWindows, boolean streaming, FlinkVersion version) {
    return p.function()
        + (severalWindows
            ? "() shares its SELECT with OVER functions on other windows"
            : "() shares its window with another OVER function")
        + ": Flink's Top-N rule needs the rank function alone in its window, so this is not a"
        + " Top-N: "
        + RuleWords.overInstead(p, streaming, version);
  }

  private static String multipleOverWindowsFix(RankPattern p) {
    return "Compute the other aggregate in a separate subquery (or a GROUP BY joined back on the"
        + " keys) so the ranking SELECT has "
        + p.function()
        + "() as its only OVER function: SELECT * FROM (SELECT *, "
        + RuleWords.overClause(p)
        + " AS rn FROM (<subquery with the other aggregate>)) WHERE rn <= N.";
  }
}
