package io.github.topnkit.linter.plan;

import io.github.topnkit.linter.parse.Span;
import java.util.List;

/** A join of two inputs; the output is the left fields followed by the right fields. */
public record Join(
    RelNode left,
    RelNode right,
    JoinType type,
    Expr condition,
    JoinKind kind,
    List<Integer> leftKeys,
    List<Integer> rightKeys,
    RowType rowType,
    Span span)
    implements RelNode {

  public Join {
    leftKeys = List.copyOf(leftKeys);
    rightKeys = List.copyOf(rightKeys);
  }

  @Override
  public List<RelNode> inputs() {
    return List.of(left, right);
  }
}
