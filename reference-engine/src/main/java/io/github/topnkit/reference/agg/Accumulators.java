package io.github.topnkit.reference.agg;

import io.github.topnkit.linter.plan.AggCall;
import io.github.topnkit.linter.plan.RowType;
import io.github.topnkit.reference.UnsupportedFeatureException;
import java.util.function.Supplier;

/** Creates accumulators for aggregate calls with Flink's result types and NULL handling. */
public final class Accumulators {

  private Accumulators() {}

  /**
   * A factory of fresh accumulators for one call over rows of {@code input}.
   *
   * @throws UnsupportedFeatureException for a function the reference engine does not implement
   */
  public static Supplier<Accumulator> of(AggCall call, RowType input) {
    throw new UnsupportedFeatureException(
        "aggregate function " + call.function() + " is not supported by the reference engine",
        call.span());
  }
}
