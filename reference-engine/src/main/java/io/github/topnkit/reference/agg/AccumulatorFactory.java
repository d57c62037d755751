package io.github.topnkit.reference.agg;

import io.github.topnkit.linter.plan.AggCall;
import io.github.topnkit.linter.plan.RowType;
import java.util.function.Supplier;

/**
 * Where the streaming and batch aggregation operators get their accumulators: {@link #DEFAULT}
 * ({@link Accumulators#of}) in the engine, a fixed set in tests.
 */
@FunctionalInterface
public interface AccumulatorFactory {

  /** The engine's accumulators, {@link Accumulators#of}. */
  AccumulatorFactory DEFAULT = Accumulators::of;

  /** A supplier of fresh accumulators for {@code call} over rows of {@code input}. */
  Supplier<Accumulator> create(AggCall call, RowType input);
}
