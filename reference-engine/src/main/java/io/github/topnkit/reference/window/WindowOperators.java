package io.github.topnkit.reference.window;

import io.github.topnkit.linter.model.RankPattern;
import io.github.topnkit.linter.plan.Aggregate;
import io.github.topnkit.linter.plan.Rank;
import io.github.topnkit.linter.plan.WindowTvf;
import io.github.topnkit.reference.UnsupportedFeatureException;
import io.github.topnkit.reference.exec.Operator;
import io.github.topnkit.reference.exec.PlanContext;
import java.util.Optional;

/**
 * Creates the operators of window TVFs, window aggregations and window ranks (stub until merged).
 */
public final class WindowOperators {

  private WindowOperators() {}

  /** The operator that assigns rows to windows, adding window_start, window_end, window_time. */
  public static Operator tableFunction(WindowTvf tvf, PlanContext ctx) {
    throw new UnsupportedFeatureException("window table functions", tvf.span());
  }

  /** The window aggregation operator, or empty when the aggregate is not a window aggregation. */
  public static Optional<Operator> aggregate(Aggregate aggregate, PlanContext ctx) {
    return Optional.empty();
  }

  /** The operator for a WINDOW_TOP_N or WINDOW_DEDUPLICATE pattern. */
  public static Operator rank(Rank rank, RankPattern pattern, PlanContext ctx) {
    throw new UnsupportedFeatureException("Window Top-N", rank.span());
  }
}
