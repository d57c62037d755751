package io.github.topnkit.linter.plan;

import io.github.topnkit.linter.parse.Span;
import java.util.List;

/** {@code UNION ALL} of inputs with the same row type (a plain UNION adds an aggregate on top). */
public record Union(List<RelNode> inputs, RowType rowType, Span span) implements RelNode {
  public Union {
    inputs = List.copyOf(inputs);
  }
}
