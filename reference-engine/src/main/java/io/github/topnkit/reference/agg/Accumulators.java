package io.github.topnkit.reference.agg;

import io.github.topnkit.linter.catalog.SqlType;
import io.github.topnkit.linter.catalog.TypeRoot;
import io.github.topnkit.linter.plan.AggCall;
import io.github.topnkit.linter.plan.RowType;
import io.github.topnkit.reference.expr.UnsupportedFeatureException;
import java.util.List;
import java.util.function.Supplier;

/** Creates accumulators for aggregate calls with Flink's result types and NULL handling. */
public final class Accumulators {

  private Accumulators() {}

  /**
   * A factory of fresh accumulators for one call over rows of {@code input}. DISTINCT calls count
   * each distinct argument value once, and a FILTER (WHERE ...) call only sees rows whose filter
   * field is TRUE, as Flink's generated {@code AggsHandleFunction} does.
   *
   * @throws UnsupportedFeatureException for a function the reference engine does not implement
   */
  public static Supplier<Accumulator> of(AggCall call, RowType input) {
    Supplier<Accumulator> base = plain(call, input);
    Supplier<Accumulator> distinct =
        call.distinct() && !call.args().isEmpty()
            ? () -> new DistinctAccumulator(base.get(), call.args())
            : base;
    int filter = call.filterArg();
    return filter >= 0 ? () -> new FilteredAccumulator(distinct.get(), filter) : distinct;
  }

  private static Supplier<Accumulator> plain(AggCall call, RowType input) {
    List<Integer> args = call.args();
    String function = call.function();
    if (function.equals("COUNT")) {
      int[] fields = args.stream().mapToInt(Integer::intValue).toArray();
      return () -> new CountAccumulator(fields);
    }
    if (args.size() != 1) {
      throw unsupported(call);
    }
    int field = args.get(0);
    SqlType argType = input.get(field).type();
    TypeRoot result = call.type().root();
    return switch (function) {
      case "SUM" -> {
        requireNumeric(call, argType);
        yield () -> new SumAccumulator(field, result, call.type().scale(), false);
      }
      case "SUM0", "$SUM0" -> {
        requireNumeric(call, argType);
        yield () -> new SumAccumulator(field, result, call.type().scale(), true);
      }
      case "AVG" -> {
        requireNumeric(call, argType);
        int scale = call.type().scale();
        yield () -> new AvgAccumulator(field, result, scale);
      }
      case "MIN" -> () -> new MinMaxAccumulator(field, false);
      case "MAX" -> () -> new MinMaxAccumulator(field, true);
      case "FIRST_VALUE" -> () -> new FirstLastValueAccumulator(field, true, call.span());
      case "LAST_VALUE" -> () -> new FirstLastValueAccumulator(field, false, call.span());
      default -> throw unsupported(call);
    };
  }

  private static void requireNumeric(AggCall call, SqlType argType) {
    if (!argType.root().isNumeric()) {
      throw new UnsupportedFeatureException(
          call.function() + " over " + argType.root() + " is not supported by the reference engine",
          call.span());
    }
  }

  private static UnsupportedFeatureException unsupported(AggCall call) {
    return new UnsupportedFeatureException(
        "aggregate function " + call.function() + " is not supported by the reference engine",
        call.span());
  }
}
