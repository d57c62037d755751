package io.github.topnkit.linter.plan;

import io.github.topnkit.linter.parse.Span;
import java.util.List;

/** ORDER BY with an optional OFFSET and FETCH / LIMIT. */
public record Sort(
    RelNode input, List<SortKey> keys, Long offset, Long fetch, RowType rowType, Span span)
    implements RelNode {

  public Sort {
    keys = List.copyOf(keys);
  }

  @Override
  public List<RelNode> inputs() {
    return List.of(input);
  }
}
