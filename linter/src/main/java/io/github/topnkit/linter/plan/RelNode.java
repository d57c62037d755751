package io.github.topnkit.linter.plan;

import io.github.topnkit.linter.parse.Span;
import java.util.List;
import java.util.Optional;

/**
 * A node of the logical plan the linter derives from a query, with Flink's relational operators as
 * vocabulary; the pattern model reads properties off it and the reference engine executes it.
 */
public sealed interface RelNode
    permits TableScan, Values, WindowTvf, Calc, Aggregate, Join, Union, Over, Rank, Sort, Opaque {

  RowType rowType();

  List<RelNode> inputs();

  /** Where in the file the node comes from. */
  Span span();

  /** The node under {@code root} that has {@code child} as an input, by identity. */
  static Optional<RelNode> parentOf(RelNode root, RelNode child) {
    for (RelNode input : root.inputs()) {
      if (input == child) {
        return Optional.of(root);
      }
      Optional<RelNode> found = parentOf(input, child);
      if (found.isPresent()) {
        return found;
      }
    }
    return Optional.empty();
  }
}
