package io.github.topnkit.reference.physical;

import io.github.topnkit.linter.plan.RelNode;
import io.github.topnkit.linter.plan.TableScan;
import io.github.topnkit.reference.exec.Node;
import io.github.topnkit.reference.exec.PlanContext;
import io.github.topnkit.reference.exec.ProctimeCheck;
import io.github.topnkit.reference.exec.Row;
import io.github.topnkit.reference.exec.SourceInput;
import io.github.topnkit.reference.expr.UnsupportedFeatureException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * Runs one statement's streaming plan to the end: builds the operators, replays every source (rows,
 * watermarks, {@code Long.MAX_VALUE}, end of input) and returns what the root emitted, in emission
 * order.
 */
public final class Executor {

  private Executor() {}

  /**
   * Runs a streaming plan.
   *
   * @param inputs the input of each table scan of the plan
   * @param replaySourcesInTurn whether a plan with state over several sources may run with the
   *     sources replayed one after the other. Flink interleaves sources in no defined order, so
   *     this is one of its possible runs, good for a final result but not for a changelog.
   * @throws UnsupportedFeatureException for a plan the engine does not run
   */
  public static List<Row> run(
      RelNode root,
      PlanContext ctx,
      Function<TableScan, SourceInput> inputs,
      boolean replaySourcesInTurn) {
    ProctimeCheck.check(root);
    List<Row> result = new ArrayList<>();
    Node sink =
        new Node() {
          @Override
          public void element(Row row) {
            result.add(row);
          }

          @Override
          public void watermark(long watermark) {}

          @Override
          public void end() {}
        };
    PhysicalPlanner planner = new PhysicalPlanner(ctx, inputs);
    planner.build(root, sink);
    List<PhysicalPlanner.BoundSource> sources = planner.sources();
    if (sources.size() > 1 && planner.stateful() && !replaySourcesInTurn) {
      throw new UnsupportedFeatureException(
          "the rows of "
              + sources.size()
              + " sources interleave in an order Flink does not define, so the changelog of"
              + " this query is not deterministic",
          sources.get(1).leaf().span());
    }
    for (PhysicalPlanner.BoundSource source : sources) {
      source.input().replay(source.target());
    }
    return result;
  }
}
