package io.github.topnkit.linter.rules;

import io.github.topnkit.linter.diag.Severity;
import io.github.topnkit.linter.model.PatternKind;
import io.github.topnkit.linter.model.Properties;
import io.github.topnkit.linter.model.RankPattern;
import io.github.topnkit.linter.plan.Rank;
import io.github.topnkit.linter.plan.RankRange;
import io.github.topnkit.linter.plan.SortKey;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Comparator;
import java.util.List;
import java.util.Set;

/**
 * A ROW_NUMBER Top-N whose PARTITION BY and ORDER BY do not cover a unique key of its input, so
 * rows can tie and Flink picks the winners by arrival order.
 */
@RuleInfo(
    summary = "Top-N ORDER BY cannot break ties; the winners depend on arrival order",
    severity = Severity.INFO,
    tags = {"top-n", "determinism"})
public final class NonDeterministicTies implements Rule {

  @Override
  public void check(RuleContext context) {
    for (RuleContext.PatternFact fact : context.patterns()) {
      RankPattern p = fact.pattern();
      Rank rank = p.site().rank().orElse(null);
      if ((p.kind() != PatternKind.TOP_N && p.kind() != PatternKind.WINDOW_TOP_N)
          || rank == null
          || !p.function().equals("ROW_NUMBER")
          || timeDeduplication(rank)) {
        continue;
      }
      BitSet covered = new BitSet();
      rank.partitionKeys().forEach(covered::set);
      rank.orderKeys().forEach(k -> covered.set(k.field()));
      Set<BitSet> keys = fact.query().model().properties().uniqueKeys(rank.input());
      // Without a declared key the linter cannot tell a unique ORDER BY from a tying one, and a
      // finding on every keyless Top-N would only be noise.
      if (keys.isEmpty() || keys.stream().anyMatch(k -> contains(covered, k))) {
        continue;
      }
      List<String> missing = new ArrayList<>();
      keys.stream()
          .map(k -> without(k, covered))
          .min(Comparator.comparingInt(BitSet::cardinality))
          .ifPresent(
              k -> k.stream().forEach(i -> missing.add(rank.input().rowType().get(i).name())));
      SortKey last = rank.orderKeys().get(rank.orderKeys().size() - 1);
      context.report(
          last.span(), nonDeterministicTies(p, missing), nonDeterministicTiesFix(missing));
    }
  }

  /** A top-1 on a single time attribute: a deduplication, where time order decides. */
  private static boolean timeDeduplication(Rank rank) {
    return rank.range() instanceof RankRange.Constant c
        && c.isTop1()
        && Properties.sortsOnTimeAttribute(rank);
  }

  private static boolean contains(BitSet covered, BitSet key) {
    return without(key, covered).isEmpty();
  }

  private static BitSet without(BitSet key, BitSet covered) {
    BitSet rest = (BitSet) key.clone();
    rest.andNot(covered);
    return rest;
  }

  private static String nonDeterministicTies(RankPattern p, List<String> missing) {
    return (p.site().correlatedLimit()
            ? "the columns the LATERAL subquery correlates on and its ORDER BY"
            : "PARTITION BY and ORDER BY")
        + " do not cover a unique key of the input (missing "
        + String.join(", ", missing)
        + ")"
        + ", so rows can tie on the sort key and which of them win depends on arrival order:"
        + " Flink gives an earlier row the smaller rank, and once N rows are kept a new row that"
        + " ties the worst kept key is dropped (the incumbent wins)";
  }

  private static String nonDeterministicTiesFix(List<String> missing) {
    return "Add the key columns as the last ORDER BY keys to break ties: ORDER BY <sort key> DESC, "
        + String.join(", ", missing)
        + ".";
  }
}
