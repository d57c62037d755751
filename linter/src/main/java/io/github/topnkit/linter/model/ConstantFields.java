package io.github.topnkit.linter.model;

import io.github.topnkit.linter.plan.Calc;
import io.github.topnkit.linter.plan.Expr;
import io.github.topnkit.linter.plan.Exprs;
import io.github.topnkit.linter.plan.RelNode;
import org.apache.calcite.sql.SqlKind;

/**
 * Fields that hold one value on every row, from a literal projection or an equality filter below,
 * as Calcite's {@code RelMdPredicates} pulls them up for {@code
 * AggregateProjectPullUpConstantsRule}.
 */
final class ConstantFields {

  private ConstantFields() {}

  static boolean isConstant(RelNode rel, int field) {
    if (!(rel instanceof Calc calc)) {
      return false;
    }
    Expr e = stripCasts(calc.projects().get(field));
    if (e instanceof Expr.Lit) {
      return true;
    }
    if (!(e instanceof Expr.Ref ref)) {
      return false;
    }
    for (Expr c : Exprs.conjuncts(calc.condition())) {
      if (c instanceof Expr.Call call
          && call.kind() == SqlKind.EQUALS
          && call.operands().size() == 2
          && equatesToLiteral(call, ref.index())) {
        return true;
      }
    }
    return isConstant(calc.input(), ref.index());
  }

  private static boolean equatesToLiteral(Expr.Call call, int field) {
    Expr left = stripCasts(call.operand(0));
    Expr right = stripCasts(call.operand(1));
    return (left instanceof Expr.Ref l && l.index() == field && right instanceof Expr.Lit)
        || (right instanceof Expr.Ref r && r.index() == field && left instanceof Expr.Lit);
  }

  private static Expr stripCasts(Expr e) {
    while (e instanceof Expr.Call c && c.kind() == SqlKind.CAST) {
      e = c.operand(0);
    }
    return e;
  }
}
