package io.github.topnkit.reference;

import io.github.topnkit.linter.catalog.ChangelogNature;
import io.github.topnkit.linter.model.PatternKind;
import io.github.topnkit.linter.model.RankPattern;
import io.github.topnkit.linter.model.StatementModel;
import io.github.topnkit.linter.plan.Calc;
import io.github.topnkit.linter.plan.Rank;
import io.github.topnkit.linter.plan.RelNode;
import io.github.topnkit.linter.plan.TableScan;
import io.github.topnkit.linter.plan.Union;
import io.github.topnkit.linter.plan.Values;
import java.util.Optional;

/**
 * Which streaming plans mini-batch leaves unchanged. With {@code table.exec.mini-batch.enabled}
 * Flink puts a {@code ProcTimeMiniBatchAssignerOperator} after each source (it forwards rows and
 * replaces the sources' watermarks with processing-time ones) and runs the operators that have a
 * mini-batch variant (group aggregation, deduplication, joins, ChangelogNormalize) per bundle,
 * whose boundaries depend on the wall clock. A plan of scans of insert-only sources, projections,
 * unions and regular Top-N (which has no mini-batch variant and ignores watermarks) runs row by row
 * as without mini-batch; only the changelog inference differs, which the pattern model has.
 */
final class MiniBatchPlans {

  private MiniBatchPlans() {}

  /** Whether {@code m}'s plan runs as without mini-batch; the setting's latency and size set. */
  static boolean unaffected(StatementModel m) {
    var options = m.settings().options();
    if (!m.settings().streaming()
        || !positive(options.get("table.exec.mini-batch.allow-latency"))
        || !positive(options.get("table.exec.mini-batch.size"))) {
      return false;
    }
    return unaffected(m.plan().root(), m);
  }

  private static boolean unaffected(RelNode node, StatementModel m) {
    boolean ok;
    if (node instanceof TableScan scan) {
      ok =
          scan.isKnown()
              && scan.table().get().connector().sourceChanges() == ChangelogNature.INSERT_ONLY;
    } else if (node instanceof Rank rank) {
      Optional<RankPattern> pattern =
          m.patterns().stream().filter(p -> p.site().rank().orElse(null) == rank).findFirst();
      ok = pattern.isPresent() && pattern.get().kind() == PatternKind.TOP_N;
    } else {
      ok = node instanceof Values || node instanceof Calc || node instanceof Union;
    }
    if (!ok) {
      return false;
    }
    for (RelNode input : node.inputs()) {
      if (!unaffected(input, m)) {
        return false;
      }
    }
    return true;
  }

  /** A positive duration or count, as Flink requires of both mini-batch options. */
  private static boolean positive(String value) {
    return value != null && value.trim().matches("[1-9][0-9]*\\s*[a-zA-Z ]*");
  }
}
