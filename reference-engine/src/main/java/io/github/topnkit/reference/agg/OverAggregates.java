package io.github.topnkit.reference.agg;

import io.github.topnkit.linter.plan.Over;
import io.github.topnkit.reference.UnsupportedFeatureException;
import io.github.topnkit.reference.exec.Operator;
import io.github.topnkit.reference.exec.PlanContext;

/** Creates Flink's streaming OVER aggregation operator (stub until merged). */
public final class OverAggregates {

  private OverAggregates() {}

  /** The operator of an OVER aggregation. */
  public static Operator of(Over over, PlanContext ctx) {
    throw new UnsupportedFeatureException("OVER aggregation", over.span());
  }
}
