package io.github.topnkit.reference.agg;

import io.github.topnkit.linter.plan.AggCall;
import io.github.topnkit.linter.plan.RowType;
import java.util.TreeMap;
import java.util.function.Supplier;

/**
 * Test-only COUNT, SUM and MAX with Flink's NULL rules, standing in for {@link Accumulators} until
 * the window helper's implementation is merged.
 */
final class TestAccumulators {

  private TestAccumulators() {}

  static final AccumulatorFactory FACTORY = TestAccumulators::create;

  private static Supplier<Accumulator> create(AggCall call, RowType input) {
    int arg = call.args().isEmpty() ? -1 : call.args().get(0);
    return switch (call.function()) {
      case "COUNT" -> () -> new Count(arg);
      case "SUM" -> () -> new Sum(arg);
      case "MAX" -> () -> new Max(arg);
      default -> throw new IllegalArgumentException("no test accumulator for " + call.function());
    };
  }

  /** COUNT(*) counts rows, COUNT(x) non-null x. */
  private static final class Count implements Accumulator {
    private final int arg;
    private long count;

    Count(int arg) {
      this.arg = arg;
    }

    @Override
    public void accumulate(Object[] row) {
      if (arg < 0 || row[arg] != null) {
        count++;
      }
    }

    @Override
    public void retract(Object[] row) {
      if (arg < 0 || row[arg] != null) {
        count--;
      }
    }

    @Override
    public Object value() {
      return count;
    }
  }

  /** SUM of INT or BIGINT values; NULL while no non-null value is held. */
  private static final class Sum implements Accumulator {
    private final int arg;
    private long sum;
    private long count;
    private boolean isInt;

    Sum(int arg) {
      this.arg = arg;
    }

    @Override
    public void accumulate(Object[] row) {
      add(row[arg], 1);
    }

    @Override
    public void retract(Object[] row) {
      add(row[arg], -1);
    }

    private void add(Object v, int sign) {
      if (v != null) {
        isInt = v instanceof Integer;
        sum += sign * ((Number) v).longValue();
        count += sign;
      }
    }

    @Override
    public Object value() {
      if (count == 0) {
        return null;
      }
      return isInt ? (Object) (int) sum : (Object) sum;
    }
  }

  /** MAX over comparable values, with retraction through a multiset. */
  private static final class Max implements Accumulator {
    private final int arg;
    private final TreeMap<Object, Integer> values = new TreeMap<>();

    Max(int arg) {
      this.arg = arg;
    }

    @Override
    public void accumulate(Object[] row) {
      if (row[arg] != null) {
        values.merge(row[arg], 1, Integer::sum);
      }
    }

    @Override
    public void retract(Object[] row) {
      if (row[arg] != null) {
        values.computeIfPresent(row[arg], (k, n) -> n == 1 ? null : n - 1);
      }
    }

    @Override
    public Object value() {
      return values.isEmpty() ? null : values.lastKey();
    }
  }
}
