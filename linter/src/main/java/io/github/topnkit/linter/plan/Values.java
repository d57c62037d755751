package io.github.topnkit.linter.plan;

import io.github.topnkit.linter.parse.Span;
import java.util.List;

/** A literal relation: {@code VALUES (...), (...)}. */
public record Values(List<List<Expr>> rows, RowType rowType, Span span) implements RelNode {

  public Values {
    rows = rows.stream().map(List::copyOf).toList();
  }

  @Override
  public List<RelNode> inputs() {
    return List.of();
  }
}
