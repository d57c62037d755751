package io.github.topnkit.reference.physical;

import io.github.topnkit.linter.plan.AggCall;
import io.github.topnkit.linter.plan.Aggregate;
import io.github.topnkit.linter.plan.Calc;
import io.github.topnkit.linter.plan.Exprs;
import io.github.topnkit.linter.plan.Rank;
import io.github.topnkit.linter.plan.RankRange;
import io.github.topnkit.linter.plan.RelNode;
import io.github.topnkit.linter.plan.SortKey;
import io.github.topnkit.linter.plan.Union;
import java.util.BitSet;

/**
 * The fields of a node's input that the plan reads, given the fields of its output read above it
 * (null: every field), as Flink's field trimming pushes projections down a plan. A
 * ChangelogNormalize holds only these fields of an upsert source and its key ({@code
 * PushCalcPastChangelogNormalizeRule}), so they decide whether a new row changed anything.
 */
final class ReadFields {

  private ReadFields() {}

  /** The input fields {@code node} reads; null (every field) for nodes not modelled here. */
  static BitSet ofInput(RelNode node, BitSet required) {
    if (node instanceof Calc calc) {
      BitSet in = new BitSet();
      for (int i = 0; i < calc.projects().size(); i++) {
        if (required == null || required.get(i)) {
          in.or(Exprs.refs(calc.projects().get(i)));
        }
      }
      in.or(Exprs.refs(calc.condition()));
      return in;
    }
    if (node instanceof Aggregate agg) {
      BitSet in = new BitSet();
      agg.groupKeys().forEach(in::set);
      for (AggCall call : agg.calls()) {
        // A literal argument (COUNT(1)) is -1, and so is a missing FILTER.
        call.args().stream().filter(a -> a >= 0).forEach(in::set);
        if (call.filterArg() >= 0) {
          in.set(call.filterArg());
        }
      }
      return in;
    }
    if (node instanceof Rank rank && required != null) {
      // The rank number, when output, is the last field and no field of the input.
      BitSet in = required.get(0, rank.input().rowType().size());
      rank.partitionKeys().forEach(in::set);
      for (SortKey key : rank.orderKeys()) {
        in.set(key.field());
      }
      if (rank.range() instanceof RankRange.Variable v) {
        in.set(v.field());
      }
      return in;
    }
    if (node instanceof Union) {
      return required;
    }
    return null;
  }
}
