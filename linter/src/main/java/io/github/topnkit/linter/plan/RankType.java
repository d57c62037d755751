package io.github.topnkit.linter.plan;

/** The rank functions a Flink {@code Rank} node computes. */
public enum RankType {
  ROW_NUMBER,
  RANK,
  DENSE_RANK
}
