package io.github.topnkit.linter.plan;

/** The rank functions a Flink {@code Rank} node computes. */
public enum RankType {
  ROW_NUMBER,
  RANK,
  DENSE_RANK;

  /** The rank type an OVER function computes, or null for a function that is not a rank. */
  public static RankType ofFunction(String function) {
    return switch (function) {
      case "ROW_NUMBER" -> ROW_NUMBER;
      case "RANK" -> RANK;
      case "DENSE_RANK" -> DENSE_RANK;
      default -> null;
    };
  }
}
