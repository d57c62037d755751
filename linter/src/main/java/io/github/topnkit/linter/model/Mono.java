package io.github.topnkit.linter.model;

/** How a field's value can change over an update stream, Calcite's {@code SqlMonotonicity}. */
public enum Mono {
  CONSTANT,
  INCREASING,
  DECREASING,
  NOT_MONOTONIC
}
