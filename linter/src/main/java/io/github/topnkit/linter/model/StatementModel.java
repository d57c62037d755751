package io.github.topnkit.linter.model;

import static java.util.Objects.requireNonNull;

import io.github.topnkit.linter.plan.QueryPlan;
import io.github.topnkit.linter.plan.RelNode;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Everything the pattern model says about one query or INSERT: its plan, the verdict for each rank
 * function, what Flink would reject and what takes its result.
 */
public record StatementModel(
    QueryPlan plan,
    SinkUse sink,
    Settings settings,
    List<RankPattern> patterns,
    List<Rejection> rejections,
    Properties properties,
    Map<RelNode, UpdateKindSolver.Decision> decisions) {

  public StatementModel {
    requireNonNull(sink, "sink is null");
    patterns = List.copyOf(patterns);
    rejections = List.copyOf(rejections);
    requireNonNull(decisions, "decisions is null");
  }

  /** The table the statement writes into, when it is an INSERT. */
  public Optional<SinkTarget> sinkTarget() {
    return sink instanceof SinkUse.TableSink table ? Optional.of(table.target()) : Optional.empty();
  }

  /** The error Flink raises first, by planner phase and then plan order. */
  public Optional<Rejection> firstRejection() {
    return rejections.stream().min(Comparator.comparing(Rejection::phase));
  }

  /** The update kind the solver chose for a node; empty when it decided none (batch, unsolved). */
  public Optional<UpdateKind> updateKind(RelNode node) {
    return Optional.ofNullable(decisions.get(node)).map(UpdateKindSolver.Decision::provided);
  }
}
