package io.github.topnkit.linter.plan;

/** How Flink runs a join, which decides its output changelog. */
public enum JoinKind {
  REGULAR,
  INTERVAL,
  WINDOW,
  TEMPORAL,
  LOOKUP,
  CORRELATE
}
