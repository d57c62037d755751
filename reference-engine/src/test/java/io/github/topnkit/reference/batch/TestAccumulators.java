package io.github.topnkit.reference.batch;

import io.github.topnkit.linter.plan.AggCall;
import io.github.topnkit.linter.plan.RowType;
import io.github.topnkit.reference.agg.Accumulator;
import java.math.BigDecimal;
import java.util.function.Supplier;

/**
 * COUNT and SUM for the batch tests until the windows helper's {@code Accumulators.of} is merged:
 * COUNT is a BIGINT of the non-NULL arguments (all rows for COUNT(*)), SUM keeps the argument's
 * class and is NULL when no non-NULL value was seen, as Flink's SUM.
 */
final class TestAccumulators {

  private TestAccumulators() {}

  static Supplier<Accumulator> of(AggCall call, RowType input) {
    return switch (call.function()) {
      case "COUNT" -> () -> new Count(call.args().isEmpty() ? -1 : call.args().get(0));
      case "SUM" -> () -> new Sum(call.args().get(0));
      default -> throw new IllegalArgumentException("no test accumulator for " + call.function());
    };
  }

  private static final class Count implements Accumulator {
    private final int field;
    private long count;

    Count(int field) {
      this.field = field;
    }

    @Override
    public void accumulate(Object[] row) {
      if (field < 0 || row[field] != null) {
        count++;
      }
    }

    @Override
    public void retract(Object[] row) {
      throw new UnsupportedOperationException("batch never retracts");
    }

    @Override
    public Object value() {
      return count;
    }
  }

  private static final class Sum implements Accumulator {
    private final int field;
    private Object sum;

    Sum(int field) {
      this.field = field;
    }

    @Override
    public void accumulate(Object[] row) {
      Object v = row[field];
      if (v == null) {
        return;
      }
      if (sum == null) {
        sum = v;
      } else if (v instanceof Integer i) {
        sum = (Integer) sum + i;
      } else if (v instanceof Long l) {
        sum = (Long) sum + l;
      } else if (v instanceof Double d) {
        sum = (Double) sum + d;
      } else {
        sum = ((BigDecimal) sum).add((BigDecimal) v);
      }
    }

    @Override
    public void retract(Object[] row) {
      throw new UnsupportedOperationException("batch never retracts");
    }

    @Override
    public Object value() {
      return sum;
    }
  }
}
