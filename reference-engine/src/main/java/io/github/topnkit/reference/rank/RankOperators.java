package io.github.topnkit.reference.rank;

import io.github.topnkit.linter.model.RankPattern;
import io.github.topnkit.linter.plan.Rank;
import io.github.topnkit.reference.UnsupportedFeatureException;
import io.github.topnkit.reference.exec.Operator;
import io.github.topnkit.reference.exec.PlanContext;

/** Creates the operator Flink runs for a regular Top-N or a deduplication (stub until merged). */
public final class RankOperators {

  private RankOperators() {}

  /**
   * The operator for a TOP_N or DEDUPLICATE pattern.
   *
   * @throws UnsupportedFeatureException for a shape the reference engine does not run
   */
  public static Operator of(Rank rank, RankPattern pattern, PlanContext ctx) {
    throw new UnsupportedFeatureException("Top-N and deduplication", rank.span());
  }
}
