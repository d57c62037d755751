package io.github.topnkit.linter.plan;

import io.github.topnkit.linter.parse.Span;
import java.util.List;

/**
 * A grouping aggregation: output is the group keys followed by one field per call. Whether Flink
 * runs it as a window aggregation is a property of its input, see {@code PlanProperties}.
 */
public record Aggregate(
    RelNode input, List<Integer> groupKeys, List<AggCall> calls, RowType rowType, Span span)
    implements RelNode {

  public Aggregate {
    groupKeys = List.copyOf(groupKeys);
    calls = List.copyOf(calls);
  }

  @Override
  public List<RelNode> inputs() {
    return List.of(input);
  }
}
