package io.github.topnkit.linter.model;

import io.github.topnkit.linter.plan.AggCall;
import io.github.topnkit.linter.plan.Aggregate;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;

/**
 * Aggregate calls Calcite's {@code AggregateReduceFunctionsRule} replaces by the group key they
 * read: once the rule fires on an aggregation, a MIN, MAX, FIRST_VALUE or LAST_VALUE of a group key
 * becomes a projection of that key. Flink fires it here only to reduce a SUM that has a COUNT of
 * the same field beside it (planner-checked on 2.3 and 1.20: {@code SUM(v), COUNT(v), MIN(k2)}
 * grouped by {@code k2} plans {@code k2 AS a2}; without that pair the MIN stays).
 */
final class GroupKeyAliases {

  private static final Set<String> BY_GROUPING = Set.of("MIN", "MAX", "FIRST_VALUE", "LAST_VALUE");

  private GroupKeyAliases() {}

  /** For each output field that is such a call, the output position of the group key it reads. */
  static Map<Integer, Integer> of(Aggregate agg) {
    if (agg.hasGroupingSets() || !reducesSum(agg)) {
      return Map.of();
    }
    Map<Integer, Integer> aliases = new HashMap<>();
    int groups = agg.groupKeys().size();
    for (int i = 0; i < agg.calls().size(); i++) {
      AggCall call = agg.calls().get(i);
      if (BY_GROUPING.contains(call.function()) && plain(call) && call.args().size() == 1) {
        int key = agg.groupKeys().indexOf(call.args().get(0));
        if (key >= 0) {
          aliases.put(groups + i, key);
        }
      }
    }
    return aliases;
  }

  private static boolean reducesSum(Aggregate agg) {
    for (AggCall sum : agg.calls()) {
      if (sum.function().equals("SUM") && plain(sum) && sum.args().size() == 1) {
        for (AggCall count : agg.calls()) {
          if (count.isCount() && plain(count) && count.args().equals(sum.args())) {
            return true;
          }
        }
      }
    }
    return false;
  }

  private static boolean plain(AggCall call) {
    return !call.distinct() && call.filterArg() < 0;
  }
}
