package io.github.topnkit.linter.model;

import io.github.topnkit.linter.plan.Aggregate;
import io.github.topnkit.linter.plan.Calc;
import io.github.topnkit.linter.plan.Expr;
import io.github.topnkit.linter.plan.Exprs;
import io.github.topnkit.linter.plan.RelNode;
import java.util.BitSet;

/**
 * The fields of a node that hold one constant on every row: a literal of a projection, passed on by
 * references and by the group keys of an aggregate (Calcite's {@code
 * AggregateProjectPullUpConstantsRule} keeps one constant group key when all are constant). Flink
 * prunes them from a Rank's input, partition and order keys and projects them again above it
 * (planner-checked: a GROUP BY of a constant alone gives {@code Calc(select=[fc, cc])} below a Rank
 * with {@code partitionBy=[]}), so an upsert key through them does not reach the Rank.
 */
final class ConstantFields {

  private ConstantFields() {}

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
}
