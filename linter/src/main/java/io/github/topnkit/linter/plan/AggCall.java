package io.github.topnkit.linter.plan;

import io.github.topnkit.linter.catalog.SqlType;
import io.github.topnkit.linter.parse.Span;
import java.util.List;

/** One aggregate function call of an {@link Aggregate}, over input field positions. */
public record AggCall(
    String function, List<Integer> args, boolean distinct, int filterArg, SqlType type, Span span) {

  public AggCall {
    args = List.copyOf(args);
  }

  public boolean isCount() {
    return function.equals("COUNT");
  }
}
