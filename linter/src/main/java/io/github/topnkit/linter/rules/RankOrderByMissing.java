package io.github.topnkit.linter.rules;

import io.github.topnkit.linter.diag.Severity;
import io.github.topnkit.linter.model.RankPattern;
import io.github.topnkit.linter.model.Rejection;
import io.github.topnkit.linter.plan.Field;
import io.github.topnkit.linter.plan.RelNode;
import io.github.topnkit.linter.target.FlinkVersion;

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
          rankOrderByMissing(
              p,
              p.site().group().orderByWritten(),
              p.site().group().constantColumnsDropped(),
              r.message(),
              context.version()),
          rankOrderByMissingFix(p, timeAttribute(p.site().over().input())));
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

  /**
   * @param columns whether the keys are columns that hold a constant (a literal projected below,
   *     carried up through views, joins, UNION ALL or GROUP BY), not literals
   */
  private static String rankOrderByMissing(
      RankPattern p, boolean written, boolean columns, String flinkMessage, FlinkVersion version) {
    return (written
            ? "the ORDER BY of "
                + p.function()
                + "() has only constant keys"
                + (columns ? " (columns that hold a literal of the query they are read from)" : "")
                + ", which the planner drops"
            : p.function() + "() has no ORDER BY in its OVER clause")
        + ": a rank needs an order, and Flink "
        + version.label()
        + " rejects the query in batch and streaming mode: \""
        + flinkMessage
        + "\"";
  }

  private static String rankOrderByMissingFix(RankPattern p, String timeAttribute) {
    return "Order the window by the column(s) that decide the rank: "
        + RuleWords.overClause(p)
        + "; to keep one row per key, use ROW_NUMBER() ordered by a time attribute with rn = 1"
        + " (a deduplication)"
        + (timeAttribute == null
            ? ""
            : ", e.g. ORDER BY " + timeAttribute + " DESC for the last row")
        + ".";
  }
}
