package io.github.topnkit.linter.plan;

import io.github.topnkit.linter.parse.Span;
import java.util.List;

/**
 * A part of a query the linter does not model (INTERSECT, MATCH_RECOGNIZE, a table function...):
 * its properties are unknown, and rules that need them stay silent.
 */
public record Opaque(List<RelNode> inputs, RowType rowType, String what, Span span)
    implements RelNode {
  public Opaque {
    inputs = List.copyOf(inputs);
  }
}
