package io.github.topnkit.linter.model;

import io.github.topnkit.linter.catalog.Column;
import io.github.topnkit.linter.catalog.TableDef;
import io.github.topnkit.linter.plan.Calc;
import io.github.topnkit.linter.plan.Expr;
import io.github.topnkit.linter.plan.Rank;
import io.github.topnkit.linter.plan.RelNode;
import io.github.topnkit.linter.plan.Sort;
import io.github.topnkit.linter.plan.Union;
import io.github.topnkit.linter.plan.WindowTvf;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Optional;

/**
 * Facts about a plan that both the rules (to word a finding) and the reference engine (to word
 * Flink's rejection) need: which operator produces a node's updates, whose rank number a column is,
 * the columns an INSERT writes.
 */
public final class PlanFacts {

  private PlanFacts() {}

  /**
   * The operator that originates the updates a node emits, as Flink names it in "produced by node"
   * errors: projections, window TVFs, unions and plain sorts only pass their input's changes on.
   */
  public static RelNode changeProducer(RelNode node, Properties props) {
    RelNode current = node;
    while (current instanceof Calc
        || current instanceof WindowTvf
        || current instanceof Union
        || (current instanceof Sort s && s.fetch().isEmpty() && s.offset().isEmpty())) {
      RelNode next =
          current.inputs().stream().filter(i -> props.kinds(i).updating()).findFirst().orElse(null);
      if (next == null) {
        return current;
      }
      current = next;
    }
    return current;
  }

  /** The Rank whose rank number a field of the node is, following projections. */
  public static Optional<Rank> rankNumberSource(RelNode node, int field) {
    RelNode current = node;
    int index = field;
    while (current instanceof Calc calc && calc.projects().get(index) instanceof Expr.Ref ref) {
      current = calc.input();
      index = ref.index();
    }
    if (current instanceof Rank rank
        && rank.outputRankNumber()
        && index == rank.rowType().size() - 1) {
      return Optional.of(rank);
    }
    return Optional.empty();
  }

  /** The names of the columns an INSERT into a table writes, by position: its non-computed ones. */
  public static List<String> sinkColumns(TableDef sink) {
    return sink.columns().stream()
        .filter(c -> c.kind() != Column.Kind.COMPUTED)
        .map(Column::name)
        .toList();
  }

  /** The names at the positions of a key, or an empty list when a position has no name. */
  public static List<String> names(BitSet key, List<String> names) {
    List<String> result = new ArrayList<>();
    for (int i = key.nextSetBit(0); i >= 0; i = key.nextSetBit(i + 1)) {
      if (i >= names.size()) {
        return List.of();
      }
      result.add(names.get(i));
    }
    return result;
  }
}
