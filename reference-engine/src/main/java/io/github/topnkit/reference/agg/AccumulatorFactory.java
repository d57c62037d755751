package io.github.topnkit.reference.agg;

import io.github.topnkit.linter.plan.AggCall;
import io.github.topnkit.linter.plan.RowType;
import java.util.function.Supplier;

/**
 * Where the aggregation operators get their accumulators: {@link Accumulators#of} in the engine, a
 * fixed set in tests.
 */
@FunctionalInterface
interface AccumulatorFactory {

  AccumulatorFactory DEFAULT = Accumulators::of;

  Supplier<Accumulator> create(AggCall call, RowType input);
}
