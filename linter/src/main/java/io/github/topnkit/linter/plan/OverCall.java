package io.github.topnkit.linter.plan;

import io.github.topnkit.linter.catalog.SqlType;
import io.github.topnkit.linter.parse.Span;
import java.util.List;
import java.util.Set;

/**
 * One windowed function call of an {@link OverGroup}, e.g. {@code ROW_NUMBER()}; {@code framed}
 * tells whether its own OVER clause wrote a ROWS or RANGE frame.
 */
public record OverCall(
    String function, List<Integer> args, SqlType type, boolean framed, Span span) {

  private static final Set<String> RANK_FUNCTIONS =
      Set.of("ROW_NUMBER", "RANK", "DENSE_RANK", "PERCENT_RANK", "CUME_DIST");

  public OverCall {
    args = List.copyOf(args);
  }

  /** Whether the function is one of Calcite's rank functions, which Flink may turn into a Rank. */
  public boolean isRankFunction() {
    return RANK_FUNCTIONS.contains(function);
  }

  /** Whether a function name is one of Calcite's rank functions. */
  public static boolean isRankFunctionName(String name) {
    return RANK_FUNCTIONS.contains(name);
  }
}
