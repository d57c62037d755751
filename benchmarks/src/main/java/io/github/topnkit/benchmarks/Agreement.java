package io.github.topnkit.benchmarks;

import io.github.topnkit.spec.SpecRow;
import io.github.topnkit.spec.run.OutputTable;
import io.github.topnkit.spec.run.RunOutcome;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Checks that the reference engine and Flink materialize the same result before timing them. */
final class Agreement {

  private Agreement() {}

  static void require(RunOutcome reference, RunOutcome flink) {
    if (!(reference instanceof RunOutcome.Completed r)
        || !(flink instanceof RunOutcome.Completed f)) {
      throw new IllegalStateException(
          "both engines must run the case: " + reference + " / " + flink);
    }
    Map<List<Object>, Integer> expected = materialize(r);
    Map<List<Object>, Integer> actual = materialize(f);
    if (!expected.equals(actual)) {
      throw new IllegalStateException(
          "the reference engine and Flink disagree: " + expected.size() + " vs " + actual.size());
    }
  }

  private static Map<List<Object>, Integer> materialize(RunOutcome.Completed outcome) {
    Map<List<Object>, Integer> rows = new HashMap<>();
    for (OutputTable table : outcome.outputs().values()) {
      for (SpecRow row : table.rows()) {
        rows.merge(row.values(), row.kind().isAccumulate() ? 1 : -1, Integer::sum);
      }
    }
    rows.values().removeIf(n -> n == 0);
    return rows;
  }
}
