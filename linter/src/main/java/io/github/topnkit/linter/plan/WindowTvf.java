package io.github.topnkit.linter.plan;

import io.github.topnkit.linter.parse.Span;
import java.util.List;
import java.util.Optional;

/**
 * A window table-valued function call: the input's fields followed by {@code window_start}, {@code
 * window_end} and {@code window_time}.
 */
public record WindowTvf(
    RelNode input,
    WindowKind kind,
    int timeField,
    List<Integer> descriptorFields,
    List<WindowParam> params,
    List<Integer> partitionKeys,
    boolean bareSyntax,
    RowType rowType,
    Span span,
    Span descriptorSpan)
    implements RelNode {

  public WindowTvf {
    descriptorFields = List.copyOf(descriptorFields);
    params = List.copyOf(params);
    partitionKeys = List.copyOf(partitionKeys);
  }

  @Override
  public List<RelNode> inputs() {
    return List.of(input);
  }

  public Optional<WindowParam> param(String name) {
    return params.stream().filter(p -> p.name().equals(name)).findFirst();
  }

  public int windowStart() {
    return input.rowType().size();
  }

  public int windowEnd() {
    return input.rowType().size() + 1;
  }

  public int windowTime() {
    return input.rowType().size() + 2;
  }
}
