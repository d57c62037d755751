package io.github.topnkit.linter.rules;

import io.github.topnkit.linter.diag.Severity;
import io.github.topnkit.linter.model.RankPattern;
import io.github.topnkit.linter.plan.Expr;
import io.github.topnkit.linter.plan.RankRange;
import org.apache.calcite.sql.SqlKind;

/**
 * A streaming Top-N whose rank end is a column ({@code rn <= col}): Flink freezes the value per
 * partition from its first row, treats {@code <} and {@code =} as {@code <=}, and keeps the column
 * by position, which can break when projections change.
 */
@RuleInfo(
    summary = "Rank end read from a column is frozen per partition and fragile",
    severity = Severity.WARNING,
    tags = {"top-n"})
public final class VariableRankEnd implements Rule {

  @Override
  public void check(RuleContext context) {
    for (RuleContext.PatternFact fact : context.patterns()) {
      RankPattern p = fact.pattern();
      // A rejected Window Top-N with a variable end is the window rule's finding.
      if (!(p instanceof RankPattern.TopN topN)
          || !(topN.range() instanceof RankRange.Variable v)) {
        continue;
      }
      int rankField = p.site().over().rowType().size() - 1;
      // A variable range comes from the filter, so a Top-N with one has it.
      for (Expr limit : p.site().filter().orElseThrow().limitParts()) {
        Expr.Call call = (Expr.Call) limit;
        boolean rankLeft = call.operand(0) instanceof Expr.Ref r && r.index() == rankField;
        Expr bound = rankLeft ? call.operand(1) : call.operand(0);
        if (!(bound instanceof Expr.Ref)) {
          continue;
        }
        SqlKind kind = rankLeft ? call.kind() : call.kind().reverse();
        String operator =
            switch (kind) {
              case LESS_THAN -> "<";
              case EQUALS -> "=";
              default -> "<=";
            };
        context.report(
            limit.span(), variableRankEnd(v.fieldName(), operator), VARIABLE_RANK_END_FIX);
      }
    }
  }

  private static String variableRankEnd(String column, String operator) {
    String strictness =
        switch (operator) {
          case "<" -> "; rn < " + column + " is treated as rn <= " + column;
          case "=" ->
              "; rn = "
                  + column
                  + " is treated as rn <= "
                  + column
                  + ", keeping every rank up to it";
          default -> "";
        };
    return "the rank end comes from column "
        + column
        + ": Flink reads it from the first row of each partition and keeps it in state for the"
        + " partition's lifetime, later values are ignored"
        + strictness
        + "; and Flink refers to the column by position without remapping it when projections"
        + " are pruned, which fails with \"Rank end index can't greater than input field"
        + " count.\" or silently reads another column";
  }

  private static final String VARIABLE_RANK_END_FIX =
      "Use a constant rank end, e.g. WHERE rn <= 10; if the limit must come from data, use a"
          + " column that is constant per partition (a partition key) and first in the ranked"
          + " SELECT, written as rn <= col.";
}
