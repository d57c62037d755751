package io.github.topnkit.linter.model;

/** What Flink builds for a rank function over a window, the pattern model's verdict. */
public enum PatternKind {
  /** A regular (updating) Top-N: Flink's {@code Rank}. */
  TOP_N,
  /** A Top-N per window, emitted once when the window closes: {@code WindowRank}. */
  WINDOW_TOP_N,
  /** Keep the first or last row per key by a time attribute: {@code Deduplicate}. */
  DEDUPLICATE,
  /** Keep the first or last row per key and window: {@code WindowDeduplicate}. */
  WINDOW_DEDUPLICATE,
  /** No Top-N: the rank function is computed by a plain OVER aggregation. */
  OVER_AGGREGATE,
  /** The filter on the rank contradicts itself; Flink folds it to FALSE and plans no operator. */
  EMPTY,
  /** Flink refuses the query; the pattern carries the reason. */
  REJECTED
}
