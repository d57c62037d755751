package io.github.topnkit.reference.window;

import io.github.topnkit.linter.plan.Aggregate;
import io.github.topnkit.linter.plan.Calc;
import io.github.topnkit.linter.plan.Expr;
import io.github.topnkit.linter.plan.RelNode;
import io.github.topnkit.linter.plan.WindowProps;
import io.github.topnkit.linter.plan.WindowTvf;
import io.github.topnkit.reference.UnsupportedFeatureException;
import java.util.HashSet;
import java.util.Set;

/** Which TVF input columns a node's fields are, through Calcs that pass columns on unchanged. */
final class WindowLineage {

  private WindowLineage() {}

  /**
   * A SESSION window aggregation keeps the TVF's sessions only when its other group keys are the
   * session's PARTITION BY columns; otherwise Flink's merged session aggregation may key its
   * sessions differently, which the reference engine does not guess.
   */
  static void requireSessionGroupsMatchPartition(Aggregate agg, WindowProps props) {
    WindowTvf tvf = props.source();
    Set<Integer> groups = new HashSet<>();
    for (int key : agg.groupKeys()) {
      if (props.start().get(key) || props.end().get(key) || props.time().get(key)) {
        continue;
      }
      int column = tvfColumn(agg.input(), key, tvf);
      if (column < 0) {
        groups = null;
        break;
      }
      groups.add(column);
    }
    if (groups == null || !groups.equals(new HashSet<>(tvf.partitionKeys()))) {
      throw new UnsupportedFeatureException(
          "a SESSION window aggregation whose GROUP BY columns other than the window bounds differ"
              + " from the session's PARTITION BY is not supported by the reference engine",
          agg.span());
    }
  }

  /** The TVF input column a field is, or -1 when an expression or another operator intervenes. */
  private static int tvfColumn(RelNode node, int field, WindowTvf tvf) {
    while (node != tvf) {
      if (node instanceof Calc calc && calc.projects().get(field) instanceof Expr.Ref ref) {
        field = ref.index();
        node = calc.input();
      } else {
        return -1;
      }
    }
    return field < tvf.input().rowType().size() ? field : -1;
  }
}
