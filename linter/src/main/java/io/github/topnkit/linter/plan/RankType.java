package io.github.topnkit.linter.plan;

import java.util.Optional;

/** The rank functions a Flink {@code Rank} node computes. */
public enum RankType {
  ROW_NUMBER,
  RANK,
  DENSE_RANK;

  /** The rank type an OVER function computes; empty for a function that is not a rank. */
  public static Optional<RankType> ofFunction(String function) {
    return switch (function) {
      case "ROW_NUMBER" -> Optional.of(ROW_NUMBER);
      case "RANK" -> Optional.of(RANK);
      case "DENSE_RANK" -> Optional.of(DENSE_RANK);
      default -> Optional.empty();
    };
  }
}
