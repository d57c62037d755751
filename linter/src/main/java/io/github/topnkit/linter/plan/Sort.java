package io.github.topnkit.linter.plan;

import static java.util.Objects.requireNonNull;

import io.github.topnkit.linter.parse.Span;
import java.util.List;
import java.util.OptionalLong;

/**
 * ORDER BY with an optional OFFSET and FETCH / LIMIT.
 *
 * @param offset the literal OFFSET; empty without one
 * @param fetch the literal FETCH or LIMIT; empty without one
 */
public record Sort(
    RelNode input,
    List<SortKey> keys,
    OptionalLong offset,
    OptionalLong fetch,
    RowType rowType,
    Span span)
    implements RelNode {

  public Sort {
    keys = List.copyOf(keys);
    requireNonNull(offset, "offset is null");
    requireNonNull(fetch, "fetch is null");
  }

  @Override
  public List<RelNode> inputs() {
    return List.of(input);
  }
}
