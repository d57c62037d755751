package io.github.topnkit.reference.batch;

import io.github.topnkit.linter.plan.AggCall;
import io.github.topnkit.linter.plan.Over;
import io.github.topnkit.linter.plan.OverCall;
import io.github.topnkit.linter.plan.OverGroup;
import io.github.topnkit.linter.plan.RankType;
import io.github.topnkit.linter.plan.RowType;
import io.github.topnkit.reference.agg.Accumulator;
import io.github.topnkit.reference.agg.AccumulatorFactory;
import io.github.topnkit.reference.expr.SortComparators;
import io.github.topnkit.reference.expr.UnsupportedFeatureException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;

/**
 * An {@link Over} aggregation over a bounded input, as Flink's batch {@code OverAggregate} after
 * its sort: every input row gets one value per call. This is how batch runs a ROW_NUMBER or
 * DENSE_RANK Top-N (and a RANK one without a constant range): OVER aggregation, then a filter.
 *
 * <p>Frames: UNBOUNDED PRECEDING to CURRENT ROW (ROWS: the rows up to this one; RANGE: up to its
 * last peer) and, without a frame or ORDER BY, the whole partition. Rows with equal order keys keep
 * input order, which Flink's unstable batch sort does not promise.
 */
final class BatchOver {

  private static final Set<String> UNSUPPORTED =
      Set.of("LEAD", "LAG", "NTILE", "PERCENT_RANK", "CUME_DIST");

  private BatchOver() {}

  static List<Object[]> evaluate(Over over, List<Object[]> input, AccumulatorFactory factory) {
    int width = over.input().rowType().size();
    int total = width + over.callCount();
    Object[][] out = new Object[input.size()][];
    for (int i = 0; i < out.length; i++) {
      out[i] = Arrays.copyOf(input.get(i), total);
    }
    int column = width;
    for (OverGroup group : over.groups()) {
      evaluateGroup(over, group, out, column, factory);
      column += group.calls().size();
    }
    return Arrays.asList(out);
  }

  private static void evaluateGroup(
      Over over, OverGroup group, Object[][] rows, int column, AccumulatorFactory factory) {
    List<Supplier<Accumulator>> suppliers = new ArrayList<>();
    for (OverCall call : group.calls()) {
      suppliers.add(supplier(over, group, call, factory));
    }
    Comparator<Object[]> order = SortComparators.of(group.orderKeys());
    Map<List<Object>, List<Object[]>> partitions = new LinkedHashMap<>();
    for (Object[] row : rows) {
      partitions
          .computeIfAbsent(Partitions.key(row, group.partitionKeys()), k -> new ArrayList<>())
          .add(row);
    }
    for (List<Object[]> partition : partitions.values()) {
      partition.sort(order);
      for (int c = 0; c < group.calls().size(); c++) {
        OverCall call = group.calls().get(c);
        Optional<RankType> rankType = RankType.ofFunction(call.function());
        if (rankType.isPresent()) {
          long[] numbers = Partitions.rankNumbers(rankType.get(), partition, order);
          for (int i = 0; i < numbers.length; i++) {
            partition.get(i)[column + c] = numbers[i];
          }
        } else {
          aggregate(group, partition, order, suppliers.get(c).get(), column + c);
        }
      }
    }
  }

  /** The call's accumulator factory, or null for a rank function; checks the frame first. */
  private static Supplier<Accumulator> supplier(
      Over over, OverGroup group, OverCall call, AccumulatorFactory factory) {
    if (UNSUPPORTED.contains(call.function())) {
      throw new UnsupportedFeatureException(
          call.function() + " OVER is not supported by the reference engine", call.span());
    }
    if (RankType.ofFunction(call.function()).isPresent()) {
      return null;
    }
    if (!group.lowerUnbounded() || (!group.upperCurrentRow() && group.explicitFrame())) {
      throw new UnsupportedFeatureException(
          "an OVER frame other than UNBOUNDED PRECEDING to CURRENT ROW is not supported by the"
              + " reference engine",
          group.windowSpan());
    }
    RowType input = over.input().rowType();
    AggCall agg = new AggCall(call.function(), call.args(), false, -1, call.type(), call.span());
    return factory.create(agg, input);
  }

  /**
   * Writes a running aggregate: per row for ROWS, per set of peers for RANGE, and one value for the
   * whole partition when the frame has no upper bound at the current row.
   */
  private static void aggregate(
      OverGroup group,
      List<Object[]> partition,
      Comparator<Object[]> order,
      Accumulator acc,
      int field) {
    boolean wholePartition = !group.upperCurrentRow();
    int n = partition.size();
    int i = 0;
    while (i < n) {
      int end = i + 1;
      if (wholePartition) {
        end = n;
      } else if (!group.rows()) {
        while (end < n && order.compare(partition.get(i), partition.get(end)) == 0) {
          end++;
        }
      }
      for (int j = i; j < end; j++) {
        acc.accumulate(partition.get(j));
      }
      Object value = acc.value();
      for (int j = i; j < end; j++) {
        partition.get(j)[field] = value;
      }
      i = end;
    }
  }
}
