package io.github.topnkit.reference.batch;

import io.github.topnkit.linter.plan.RelNode;
import io.github.topnkit.linter.plan.TableScan;
import io.github.topnkit.reference.UnsupportedFeatureException;
import io.github.topnkit.reference.exec.PlanContext;
import java.util.List;
import java.util.function.Function;

/** Evaluates a whole plan in batch mode with bag semantics (stub until merged). */
public final class BatchEvaluator {

  private BatchEvaluator() {}

  /**
   * The rows of {@code root}, given the rows of each table scan (physical and computed columns).
   *
   * @throws UnsupportedFeatureException for a shape the reference engine does not run
   */
  public static List<Object[]> evaluate(
      RelNode root, PlanContext ctx, Function<TableScan, List<Object[]>> scans) {
    throw new UnsupportedFeatureException("batch mode", root.span());
  }
}
