package io.github.topnkit.linter.plan;

import io.github.topnkit.linter.parse.Span;
import java.util.List;

/**
 * A projection with an optional filter, as Flink's {@code Calc}: the condition is evaluated on the
 * input row, then the projections produce the output row.
 */
public record Calc(RelNode input, List<Expr> projects, Expr condition, RowType rowType, Span span)
    implements RelNode {

  public Calc {
    projects = List.copyOf(projects);
    if (projects.size() != rowType.size()) {
      throw new IllegalArgumentException(
          "projects " + projects.size() + " vs fields " + rowType.size());
    }
  }

  @Override
  public List<RelNode> inputs() {
    return List.of(input);
  }

  /** Whether the output is exactly the input row. */
  public boolean isIdentity() {
    if (projects.size() != input.rowType().size()) {
      return false;
    }
    for (int i = 0; i < projects.size(); i++) {
      if (!(projects.get(i) instanceof Expr.Ref r) || r.index() != i) {
        return false;
      }
    }
    return true;
  }
}
