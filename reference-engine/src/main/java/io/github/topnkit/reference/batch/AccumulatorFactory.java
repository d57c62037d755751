package io.github.topnkit.reference.batch;

import io.github.topnkit.linter.plan.AggCall;
import io.github.topnkit.linter.plan.RowType;
import io.github.topnkit.reference.agg.Accumulator;
import java.util.function.Supplier;

/** Where the batch evaluator gets the accumulators of aggregate calls, {@code Accumulators::of}. */
@FunctionalInterface
interface AccumulatorFactory {
  Supplier<Accumulator> of(AggCall call, RowType input);
}
