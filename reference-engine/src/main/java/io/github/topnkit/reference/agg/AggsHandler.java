package io.github.topnkit.reference.agg;

import io.github.topnkit.linter.plan.AggCall;
import io.github.topnkit.linter.plan.RowType;
import java.util.List;
import java.util.function.Supplier;

/**
 * The calls of one aggregation over one input type, as Flink's generated {@code
 * AggsHandleFunction}: creates a group's accumulators, applies FILTER and DISTINCT, and reads the
 * values.
 */
final class AggsHandler {

  private final List<AggCall> calls;
  private final Supplier<Accumulator>[] suppliers;
  private final int[] filters;

  @SuppressWarnings("unchecked")
  AggsHandler(List<AggCall> calls, RowType input, AccumulatorFactory factory) {
    this.calls = List.copyOf(calls);
    this.suppliers = new Supplier[calls.size()];
    this.filters = new int[calls.size()];
    for (int i = 0; i < suppliers.length; i++) {
      AggCall call = calls.get(i);
      // DISTINCT is applied here, so the factory always builds the plain function.
      AggCall plain =
          new AggCall(call.function(), call.args(), false, -1, call.type(), call.span());
      suppliers[i] = factory.create(plain, input);
      filters[i] = call.filterArg();
    }
  }

  int size() {
    return suppliers.length;
  }

  Accumulator[] createAccumulators() {
    Accumulator[] accs = new Accumulator[suppliers.length];
    for (int i = 0; i < accs.length; i++) {
      Accumulator acc = suppliers[i].get();
      AggCall call = calls.get(i);
      accs[i] = call.distinct() ? new DistinctAccumulator(acc, call.args()) : acc;
    }
    return accs;
  }

  void accumulate(Accumulator[] accs, Object[] row) {
    for (int i = 0; i < accs.length; i++) {
      if (passes(i, row)) {
        accs[i].accumulate(row);
      }
    }
  }

  void retract(Accumulator[] accs, Object[] row) {
    for (int i = 0; i < accs.length; i++) {
      if (passes(i, row)) {
        accs[i].retract(row);
      }
    }
  }

  /** Writes the calls' values to {@code out} from position {@code offset}. */
  void values(Accumulator[] accs, Object[] out, int offset) {
    for (int i = 0; i < accs.length; i++) {
      out[offset + i] = accs[i].value();
    }
  }

  // A FILTER (WHERE c) argument admits a row only when c is TRUE, not FALSE or NULL.
  private boolean passes(int call, Object[] row) {
    int filter = filters[call];
    return filter < 0 || Boolean.TRUE.equals(row[filter]);
  }
}
