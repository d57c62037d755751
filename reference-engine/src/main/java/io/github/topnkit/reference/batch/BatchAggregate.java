package io.github.topnkit.reference.batch;

import io.github.topnkit.linter.plan.AggCall;
import io.github.topnkit.linter.plan.Aggregate;
import io.github.topnkit.reference.agg.Accumulator;
import io.github.topnkit.reference.agg.AccumulatorFactory;
import io.github.topnkit.reference.agg.Expand;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;

/**
 * An {@link Aggregate} over a bounded input, as Flink's batch hash/sort aggregates: one row per
 * group (group keys, then one value per call). A window aggregation is this aggregate grouped by
 * the window bounds the TVF added. Without group keys batch emits one row even for an empty input
 * (COUNT 0, SUM NULL), unlike streaming, which emits nothing.
 */
final class BatchAggregate {

  private BatchAggregate() {}

  static List<Object[]> evaluate(Aggregate agg, List<Object[]> input, AccumulatorFactory factory) {
    return evaluate(agg, agg.groupKeys(), agg.groupKeys(), input, factory);
  }

  /**
   * The aggregate grouped by {@code groupBy}, a subset of its group keys: each other group key is
   * an auxiliary grouping whose value comes from the group's first row, as in Flink's batch
   * aggregates with {@code auxGrouping} ({@code AggregateReduceGroupingRule}).
   */
  static List<Object[]> evaluateGroupedBy(
      Aggregate agg, List<Integer> groupBy, List<Object[]> input, AccumulatorFactory factory) {
    return evaluate(agg, groupBy, agg.groupKeys(), input, factory);
  }

  /**
   * An aggregate with GROUPING SETS, ROLLUP or CUBE as Flink plans it: Expand, the aggregate keyed
   * by the key copies and {@code $e}, then a projection without {@code $e}. An empty input gives no
   * row, not even for the empty grouping set, since every group is keyed by {@code $e}.
   */
  static List<Object[]> evaluateGroupingSets(
      Aggregate agg, List<Object[]> input, AccumulatorFactory factory) {
    Expand expand = Expand.of(agg);
    List<Object[]> expanded = new ArrayList<>(input.size() * expand.sets());
    for (Object[] row : input) {
      for (int s = 0; s < expand.sets(); s++) {
        expanded.add(expand.expand(row, s));
      }
    }
    List<Integer> keys = new ArrayList<>();
    for (int k : expand.groupKeys()) {
      keys.add(k);
    }
    List<Object[]> out = evaluate(agg, keys, keys, expanded, factory);
    out.replaceAll(expand::dropExpandId);
    return out;
  }

  /** Groups by {@code groupKeys}; the output's keys are the first row's {@code outputKeys}. */
  private static List<Object[]> evaluate(
      Aggregate agg,
      List<Integer> groupKeys,
      List<Integer> outputKeys,
      List<Object[]> input,
      AccumulatorFactory factory) {
    List<Supplier<Accumulator>> suppliers = new ArrayList<>();
    for (AggCall call : agg.calls()) {
      suppliers.add(factory.create(call, agg.input().rowType()));
    }
    Map<List<Object>, Group> groups = new LinkedHashMap<>();
    for (Object[] row : input) {
      groups
          .computeIfAbsent(Partitions.key(row, groupKeys), k -> new Group(agg, suppliers))
          .accumulate(row);
    }
    if (groups.isEmpty() && groupKeys.isEmpty()) {
      groups.put(List.of(), new Group(agg, suppliers));
    }
    List<Object[]> out = new ArrayList<>(groups.size());
    int keys = outputKeys.size();
    for (Group group : groups.values()) {
      Object[] row = new Object[keys + agg.calls().size()];
      for (int i = 0; i < keys; i++) {
        row[i] = group.first == null ? null : group.first[outputKeys.get(i)];
      }
      Accumulator[] accs = group.accumulators;
      for (int i = 0; i < accs.length; i++) {
        row[keys + i] = accs[i].value();
      }
      out.add(row);
    }
    return out;
  }

  /** The accumulators of one group, and the argument tuples each DISTINCT call has seen. */
  private static final class Group {
    private final List<AggCall> calls;
    private final Accumulator[] accumulators;
    private final List<Set<List<Object>>> seen = new ArrayList<>();
    private Object[] first;

    Group(Aggregate agg, List<Supplier<Accumulator>> suppliers) {
      calls = agg.calls();
      accumulators = new Accumulator[suppliers.size()];
      for (int i = 0; i < accumulators.length; i++) {
        accumulators[i] = suppliers.get(i).get();
        // Only membership is asked of the sets, never their order.
        seen.add(calls.get(i).distinct() ? new HashSet<>() : null);
      }
    }

    void accumulate(Object[] row) {
      if (first == null) {
        first = row;
      }
      for (int i = 0; i < accumulators.length; i++) {
        AggCall call = calls.get(i);
        if (call.filterArg() >= 0 && !Boolean.TRUE.equals(row[call.filterArg()])) {
          continue;
        }
        // A DISTINCT call sees each argument tuple once; an accumulator that also deduplicates
        // is unaffected by this.
        if (seen.get(i) != null && !seen.get(i).add(Partitions.key(row, call.args()))) {
          continue;
        }
        accumulators[i].accumulate(row);
      }
    }
  }
}
