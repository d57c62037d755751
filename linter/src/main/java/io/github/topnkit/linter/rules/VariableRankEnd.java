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
      for (Expr limit : p.site().filter().limitParts()) {
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
            limit.span(),
            RuleMessages.variableRankEnd(v.fieldName(), operator),
            RuleMessages.VARIABLE_RANK_END_FIX);
      }
    }
  }
}
