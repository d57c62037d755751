package io.github.topnkit.linter.model;

import io.github.topnkit.linter.plan.AggCall;
import io.github.topnkit.linter.plan.Aggregate;
import io.github.topnkit.linter.plan.Expr;
import io.github.topnkit.linter.plan.RelNode;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Set;

/**
 * Flink's {@code FlinkAggregateRemoveRule}: an aggregation grouped by a unique key of its input,
 * whose calls are SUM, MIN or MAX of one field without FILTER, sees one row per group and is
 * planned as a projection of its input, which keeps the input's changelog, keys and monotonicity.
 */
final class RemovedAggregate {

  private static final Set<String> REMOVABLE = Set.of("SUM", "MIN", "MAX");

  private RemovedAggregate() {}

  static boolean isRemoved(Aggregate agg, Properties props) {
    if (agg.groupKeys().isEmpty()
        || agg.hasGroupingSets()
        || props.isWindowAggregate(agg)
        || props.isLegacyGroupWindow(agg)) {
      return false;
    }
    for (AggCall call : agg.calls()) {
      if (!REMOVABLE.contains(call.function())
          || call.args().size() != 1
          || call.filterArg() >= 0) {
        return false;
      }
    }
    BitSet group = new BitSet();
    agg.groupKeys().forEach(group::set);
    for (BitSet key : props.uniqueKeys(agg.input())) {
      BitSet outside = (BitSet) key.clone();
      outside.andNot(group);
      if (outside.isEmpty()) {
        return true;
      }
    }
    return false;
  }

  /** The input field each output field of a removed aggregation passes on. */
  static List<Integer> passedFields(Aggregate agg) {
    List<Integer> fields = new ArrayList<>(agg.groupKeys());
    agg.calls().forEach(call -> fields.add(call.args().get(0)));
    return fields;
  }

  /** The projection Flink plans in place of a removed aggregation. */
  static List<Expr> projects(Aggregate agg) {
    RelNode input = agg.input();
    List<Expr> projects = new ArrayList<>();
    for (int field : passedFields(agg)) {
      projects.add(new Expr.Ref(field, input.rowType().get(field).type(), agg.span()));
    }
    return projects;
  }
}
