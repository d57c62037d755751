package io.github.topnkit.linter.plan;

/** The windowing table-valued functions of Flink SQL. */
public enum WindowKind {
  TUMBLE,
  HOP,
  CUMULATE,
  SESSION
}
