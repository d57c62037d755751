package io.github.topnkit.linter.plan;

import io.github.topnkit.linter.parse.Span;
import java.util.List;

/**
 * Windowed aggregation ({@code f() OVER (...)}): the input fields followed by one field per call,
 * group by group, as Flink's {@code OverAggregate}.
 */
public record Over(RelNode input, List<OverGroup> groups, RowType rowType, Span span)
    implements RelNode {

  public Over {
    groups = List.copyOf(groups);
  }

  @Override
  public List<RelNode> inputs() {
    return List.of(input);
  }

  public int callCount() {
    return groups.stream().mapToInt(g -> g.calls().size()).sum();
  }
}
