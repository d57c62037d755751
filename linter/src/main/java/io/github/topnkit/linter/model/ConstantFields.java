package io.github.topnkit.linter.model;

import io.github.topnkit.linter.plan.Aggregate;
import io.github.topnkit.linter.plan.Calc;
import io.github.topnkit.linter.plan.Expr;
import io.github.topnkit.linter.plan.Exprs;
import io.github.topnkit.linter.plan.RelNode;
import java.util.BitSet;
import org.apache.calcite.sql.SqlKind;

/**
 * The fields of a node that hold one constant on every row, as the two planner rules that act on
 * them see them.
 */
final class ConstantFields {

  private ConstantFields() {}

  /**
   * The constant fields Flink prunes from a Rank's input, partition and order keys and projects
   * again above it: a literal of a projection, passed on by references and by the group keys of an
   * aggregate (Calcite's {@code AggregateProjectPullUpConstantsRule} keeps one constant group key
   * when all are constant). Planner-checked: a GROUP BY of a constant alone gives {@code
   * Calc(select=[fc, cc])} below a Rank with {@code partitionBy=[]}, so an upsert key through them
   * does not reach the Rank.
   */
  static BitSet of(RelNode rel) {
    BitSet out = new BitSet();
    if (rel instanceof Calc calc) {
      BitSet in = of(calc.input());
      for (int i = 0; i < calc.projects().size(); i++) {
        Expr e = calc.projects().get(i);
        if (Exprs.isConstant(e) || (e instanceof Expr.Ref r && in.get(r.index()))) {
          out.set(i);
        }
      }
    } else if (rel instanceof Aggregate agg && !agg.hasGroupingSets()) {
      BitSet in = of(agg.input());
      for (int i = 0; i < agg.groupKeys().size(); i++) {
        if (in.get(agg.groupKeys().get(i))) {
          out.set(i);
        }
      }
    }
    return out;
  }

  /**
   * Whether a field is constant for {@code AggregateProjectPullUpConstantsRule}: a literal
   * projection or a field an equality filter below pins to a literal, as Calcite's {@code
   * RelMdPredicates} pulls them up.
   */
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
