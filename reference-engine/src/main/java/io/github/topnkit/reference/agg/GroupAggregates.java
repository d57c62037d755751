package io.github.topnkit.reference.agg;

import io.github.topnkit.linter.plan.Aggregate;
import io.github.topnkit.reference.UnsupportedFeatureException;
import io.github.topnkit.reference.exec.Operator;
import io.github.topnkit.reference.exec.PlanContext;

/** Creates Flink's regular GROUP BY aggregation operator (stub until merged). */
public final class GroupAggregates {

  private GroupAggregates() {}

  /** The operator of a regular (non-window) aggregation. */
  public static Operator of(Aggregate aggregate, PlanContext ctx) {
    throw new UnsupportedFeatureException("GROUP BY aggregation", aggregate.span());
  }
}
