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
   * A SESSION aggregation is a window aggregation only when its group keys other than the window
   * columns are the session's PARTITION BY columns (Flink's {@code
   * WindowUtil.validGroupKeyPartitionKey}); otherwise Flink runs the TVF and a regular, updating
   * GROUP BY, which the linter's model does not tell apart, so the engine refuses it. Flink
   * compares field indices of different nodes; this compares the columns they stand for.
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
