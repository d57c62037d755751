package io.github.topnkit.reference.batch;

import io.github.topnkit.linter.plan.AggCall;
import io.github.topnkit.linter.plan.Aggregate;
import io.github.topnkit.linter.plan.Calc;
import io.github.topnkit.linter.plan.RelNode;
import io.github.topnkit.linter.plan.TableScan;
import io.github.topnkit.reference.agg.AccumulatorFactory;
import io.github.topnkit.reference.exec.SmallestKey;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * A batch aggregation whose group keys hold a unique key of its input, which Flink's batch planner
 * trusts though a source's {@code PRIMARY KEY ... NOT ENFORCED} is never checked against the data:
 * {@code FlinkAggregateRemoveRule} drops an aggregate of only single-argument, unfiltered SUM, MIN
 * and MAX calls (each input row is its own group), and {@code AggregateReduceGroupingRule} groups
 * by the key alone and carries the other group keys along as auxiliary groupings, whose value is
 * the group's first row's. So rows that violate the key are not merged, or merged by the key alone.
 */
final class TrustedKeyAggregate {

  private static final Set<String> REMOVABLE = Set.of("SUM", "MIN", "MAX");

  private TrustedKeyAggregate() {}

  /**
   * The aggregate's rows when Flink rewrites it by the input's unique key; empty when it does not.
   *
   * @param inputKeys the unique keys of the aggregate's input, as field-position sets
   */
  static Optional<List<Object[]>> evaluate(
      Aggregate agg, Set<BitSet> inputKeys, List<Object[]> input, AccumulatorFactory factory) {
    if (agg.hasGroupingSets() || agg.groupKeys().isEmpty() || !overScan(agg.input())) {
      return Optional.empty();
    }
    Optional<BitSet> key = smallestKeyWithin(agg, inputKeys);
    if (key.isEmpty()) {
      return Optional.empty();
    }
    if (removable(agg)) {
      return Optional.of(removed(agg, input));
    }
    if (agg.groupKeys().size() < 2 || key.get().cardinality() == agg.groupKeys().size()) {
      return Optional.empty();
    }
    List<Integer> groupBy = new ArrayList<>();
    for (int field : agg.groupKeys()) {
      if (key.get().get(field)) {
        groupBy.add(field);
      }
    }
    return Optional.of(BatchAggregate.evaluateGroupedBy(agg, groupBy, input, factory));
  }

  /**
   * Whether the input is a source read through projections and filters: there the linter's keys are
   * the source's primary key as Flink's metadata derives it.
   */
  private static boolean overScan(RelNode node) {
    while (node instanceof Calc calc) {
      node = calc.input();
    }
    return node instanceof TableScan;
  }

  /** The smallest unique key inside the group keys. */
  private static Optional<BitSet> smallestKeyWithin(Aggregate agg, Set<BitSet> keys) {
    BitSet grouping = new BitSet();
    agg.groupKeys().forEach(grouping::set);
    List<BitSet> within = new ArrayList<>();
    for (BitSet key : keys) {
      BitSet outside = (BitSet) key.clone();
      outside.andNot(grouping);
      if (!key.isEmpty() && outside.isEmpty()) {
        within.add(key);
      }
    }
    return SmallestKey.of(within, "a batch aggregation grouped by keys of its input", agg.span());
  }

  private static boolean removable(Aggregate agg) {
    for (AggCall call : agg.calls()) {
      if (!REMOVABLE.contains(call.function())
          || call.filterArg() >= 0
          || call.args().size() != 1) {
        return false;
      }
    }
    return true;
  }

  /** The aggregate as the projection Flink replaces it with: each call's argument as it is. */
  private static List<Object[]> removed(Aggregate agg, List<Object[]> input) {
    List<Object[]> out = new ArrayList<>(input.size());
    int keys = agg.groupKeys().size();
    for (Object[] row : input) {
      Object[] projected = new Object[keys + agg.calls().size()];
      for (int i = 0; i < keys; i++) {
        projected[i] = row[agg.groupKeys().get(i)];
      }
      for (int i = 0; i < agg.calls().size(); i++) {
        projected[keys + i] = row[agg.calls().get(i).args().get(0)];
      }
      out.add(projected);
    }
    return out;
  }
}
