package io.github.topnkit.linter.plan.convert;

import io.github.topnkit.linter.plan.Aggregate;
import io.github.topnkit.linter.plan.Calc;
import io.github.topnkit.linter.plan.Expr;
import io.github.topnkit.linter.plan.Exprs;
import io.github.topnkit.linter.plan.Over;
import io.github.topnkit.linter.plan.Rank;
import io.github.topnkit.linter.plan.RelNode;
import java.util.BitSet;
import java.util.List;

/**
 * The output fields of a node that hold one constant value on every row, as Flink's rewrite finds
 * them: literals projected by a Calc and carried up through projections, OVERs and ranks, and
 * constant group keys, which {@code AggregateProjectPullUpConstantsRule} pulls above an aggregate.
 */
final class ConstantFields {

  private ConstantFields() {}

  static BitSet of(RelNode node) {
    BitSet result = new BitSet();
    if (node instanceof Calc calc) {
      BitSet below = of(calc.input());
      List<Expr> projects = calc.projects();
      for (int i = 0; i < projects.size(); i++) {
        Expr e = projects.get(i);
        if (Exprs.isConstant(e) || (e instanceof Expr.Ref r && below.get(r.index()))) {
          result.set(i);
        }
      }
    } else if (node instanceof Aggregate agg && agg.groupSets().isEmpty()) {
      BitSet below = of(agg.input());
      for (int i = 0; i < agg.groupKeys().size(); i++) {
        if (below.get(agg.groupKeys().get(i))) {
          result.set(i);
        }
      }
    } else if (node instanceof Over over) {
      result.or(of(over.input()));
    } else if (node instanceof Rank rank) {
      result.or(of(rank.input()));
    }
    return result;
  }
}
