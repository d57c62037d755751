package io.github.topnkit.linter.plan;

import io.github.topnkit.linter.parse.Span;
import java.util.ArrayList;
import java.util.List;

/**
 * A grouping aggregation: output is the group keys followed by one field per call. Whether Flink
 * runs it as a window aggregation is a property of its input, see {@code PlanProperties}.
 *
 * <p>{@code groupSets} are the grouping sets of GROUPING SETS, ROLLUP and CUBE, as Calcite's {@code
 * Aggregate.groupSets}: each set lists input fields, a subset of {@code groupKeys} in their order;
 * a row of a set has NULL for the keys outside it, so output key columns are nullable. An empty
 * list means a plain GROUP BY (one set of all keys).
 */
public record Aggregate(
    RelNode input,
    List<Integer> groupKeys,
    List<List<Integer>> groupSets,
    List<AggCall> calls,
    RowType rowType,
    Span span)
    implements RelNode {

  public Aggregate {
    groupKeys = List.copyOf(groupKeys);
    List<List<Integer>> sets = new ArrayList<>();
    for (List<Integer> set : groupSets) {
      if (!groupKeys.containsAll(set)) {
        throw new IllegalArgumentException("grouping set " + set + " outside " + groupKeys);
      }
      sets.add(List.copyOf(set));
    }
    groupSets = List.copyOf(sets);
    calls = List.copyOf(calls);
  }

  /** A plain GROUP BY (or a global aggregation without keys). */
  public Aggregate(
      RelNode input, List<Integer> groupKeys, List<AggCall> calls, RowType rowType, Span span) {
    this(input, groupKeys, List.of(), calls, rowType, span);
  }

  /** Whether the aggregate has GROUPING SETS, ROLLUP or CUBE beyond a single set of all keys. */
  public boolean hasGroupingSets() {
    return !groupSets.isEmpty();
  }

  /**
   * The group keys present in every grouping set (all keys without grouping sets): the keys whose
   * output value is never the NULL of a left-out key. Flink's window aggregation requires
   * window_start and window_end among these ({@code WindowUtil.groupingContainsWindowStartEnd}).
   */
  public List<Integer> keysInEverySet() {
    List<Integer> keys = new ArrayList<>(groupKeys);
    for (List<Integer> set : groupSets) {
      keys.retainAll(set);
    }
    return keys;
  }

  @Override
  public List<RelNode> inputs() {
    return List.of(input);
  }
}
