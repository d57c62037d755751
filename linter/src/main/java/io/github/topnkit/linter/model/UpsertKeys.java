package io.github.topnkit.linter.model;

import io.github.topnkit.linter.plan.Aggregate;
import io.github.topnkit.linter.plan.Calc;
import io.github.topnkit.linter.plan.ConstantFields;
import io.github.topnkit.linter.plan.Expr;
import io.github.topnkit.linter.plan.Join;
import io.github.topnkit.linter.plan.JoinKind;
import io.github.topnkit.linter.plan.Over;
import io.github.topnkit.linter.plan.OverGroup;
import io.github.topnkit.linter.plan.Rank;
import io.github.topnkit.linter.plan.RankType;
import io.github.topnkit.linter.plan.RelNode;
import io.github.topnkit.linter.plan.Sort;
import io.github.topnkit.linter.plan.TableScan;
import io.github.topnkit.linter.plan.WindowProps;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Upsert keys as Flink's {@code FlinkRelMdUpsertKeys} derives them: primary keys of tables, group
 * keys of aggregations, partition key plus rank number of a Top-N, carried through projections and
 * joins.
 */
final class UpsertKeys {

  private UpsertKeys() {}

  static Set<BitSet> of(RelNode rel, Properties props) {
    return of(rel, props, false);
  }

  /**
   * The keys of a node. With {@code semantic} set, windowed operators are keyed as their rows
   * really are unique (window bounds plus group keys or rank number), not as Flink's metadata
   * reports them for sink and strategy decisions.
   */
  static Set<BitSet> of(RelNode rel, Properties props, boolean semantic) {
    if (rel instanceof TableScan scan) {
      if (!scan.isKnown() || !scan.table().get().hasPrimaryKey()) {
        return Set.of();
      }
      BitSet key = new BitSet();
      for (String column : scan.table().get().primaryKey()) {
        int i = scan.rowType().indexOf(column);
        if (i < 0) {
          return Set.of();
        }
        key.set(i);
      }
      return Set.of(key);
    }
    if (rel instanceof Calc calc) {
      return project(keys(calc.input(), props, semantic), calc.projects());
    }
    if (rel instanceof Aggregate agg) {
      if (!semantic && props.settings().streaming() && props.isWindowAggregate(agg)) {
        // The physical window aggregate has no upsert key in Flink's metadata.
        return Set.of();
      }
      if (RemovedAggregate.isRemoved(agg, props)) {
        return project(keys(agg.input(), props, semantic), RemovedAggregate.projects(agg));
      }
      if (agg.hasGroupingSets()) {
        // Flink plans Expand + an aggregate keyed by the keys and the expand id $e, then projects
        // $e away: a left-out key's NULL and a real NULL collide, so no key survives.
        return Set.of();
      }
      return withAliases(groupKey(agg), GroupKeyAliases.of(agg));
    }
    if (rel instanceof Rank rank) {
      return rank(rank, props, semantic);
    }
    if (rel instanceof Over over) {
      Set<BitSet> result = keys(over.input(), props, semantic);
      for (OverGroup g : over.groups()) {
        result = Properties.containing(result, g.partitionKeys());
      }
      return result;
    }
    if (rel instanceof Join join) {
      return join(join, props, semantic);
    }
    if (rel instanceof Sort sort) {
      return Properties.containing(
          keys(sort.input(), props, semantic), sort.keys().stream().map(k -> k.field()).toList());
    }
    return Set.of();
  }

  /**
   * The aggregate's group keys without those holding a constant: {@code
   * AggregateProjectPullUpConstantsRule} groups by the rest and projects the constants back, but
   * keeps the first key when every one is constant, and leaves a single key alone.
   */
  private static BitSet groupKey(Aggregate agg) {
    int count = agg.groupKeys().size();
    BitSet key = new BitSet();
    key.set(0, count);
    if (count < 2) {
      return key;
    }
    BitSet constant = new BitSet();
    for (int i = 0; i < count; i++) {
      if (ConstantFields.pulledUpForAggregate(agg.input(), agg.groupKeys().get(i))) {
        constant.set(i);
      }
    }
    if (constant.cardinality() == count) {
      constant.clear(0);
    }
    key.andNot(constant);
    return key;
  }

  /**
   * Keys whose every field is projected as a bare reference, renumbered to output positions; a
   * field projected twice gives a key with each copy, as Flink's {@code getProjectUniqueKeys}.
   */
  static Set<BitSet> project(Set<BitSet> inputKeys, List<Expr> projects) {
    Set<BitSet> result = new LinkedHashSet<>();
    for (BitSet key : inputKeys) {
      List<BitSet> mapped = List.of(new BitSet());
      for (int field = key.nextSetBit(0); field >= 0; field = key.nextSetBit(field + 1)) {
        List<BitSet> next = new ArrayList<>();
        for (int i = 0; i < projects.size(); i++) {
          if (projects.get(i) instanceof Expr.Ref r && r.index() == field) {
            for (BitSet m : mapped) {
              BitSet copy = (BitSet) m.clone();
              copy.set(i);
              next.add(copy);
            }
          }
        }
        mapped = next;
      }
      result.addAll(mapped);
    }
    return result;
  }

  /** The group key and its variants with each aliased call in place of the key it reads. */
  private static Set<BitSet> withAliases(BitSet key, Map<Integer, Integer> aliases) {
    Set<BitSet> result = new LinkedHashSet<>();
    result.add(key);
    for (Map.Entry<Integer, Integer> alias : aliases.entrySet()) {
      for (BitSet k : List.copyOf(result)) {
        if (k.get(alias.getValue())) {
          BitSet copy = (BitSet) k.clone();
          copy.clear(alias.getValue());
          copy.set(alias.getKey());
          result.add(copy);
        }
      }
    }
    return result;
  }

  private static Set<BitSet> keys(RelNode rel, Properties props, boolean semantic) {
    return semantic ? props.uniqueKeys(rel) : props.upsertKeys(rel);
  }

  private static Set<BitSet> rank(Rank rank, Properties props, boolean semantic) {
    if (!semantic && props.settings().streaming() && isWindowed(rank, props)) {
      // Flink keys a window rank by its partition without the window bounds, plus the number;
      // a top-1 without number (getRankUniqueKeys' deduplication) by that partition alone.
      boolean top1 =
          rank.isDeduplicationShape() && props.rankKind(rank) == PatternKind.WINDOW_TOP_N;
      if (!rank.outputRankNumber() && !top1) {
        return Set.of();
      }
      // A window rank kind is given only to a rank over window properties.
      WindowProps window = WindowProps.of(rank.input()).orElseThrow();
      BitSet key = new BitSet();
      for (int k : rank.partitionKeys()) {
        if (!window.start().get(k) && !window.end().get(k)) {
          key.set(k);
        }
      }
      if (rank.outputRankNumber()) {
        key.set(rank.rowType().size() - 1);
      }
      return Set.of(key);
    }
    // Flink prunes constant fields from the Rank (partition, order keys, input) and projects them
    // again above it, so they are part of none of its keys.
    BitSet constants = semantic ? new BitSet() : ConstantFields.prunedFromRank(rank.input());
    List<Integer> kept = rank.partitionKeys().stream().filter(k -> !constants.get(k)).toList();
    BitSet partition = new BitSet();
    kept.forEach(partition::set);
    if (rank.isDeduplicationShape()) {
      return Set.of(partition);
    }
    Set<BitSet> inputKeys =
        Properties.containing(
            semantic
                ? keys(rank.input(), props, true)
                : withoutConstants(props.upsertKeys(rank.input()), constants),
            kept);
    if (!rank.outputRankNumber()) {
      return inputKeys;
    }
    Set<BitSet> result = new LinkedHashSet<>();
    if (rank.rankType() == RankType.ROW_NUMBER) {
      BitSet withRank = (BitSet) partition.clone();
      withRank.set(rank.rowType().size() - 1);
      result.add(withRank);
    }
    result.addAll(inputKeys);
    return result;
  }

  /**
   * Keys without the given constant fields, which Flink prunes below a Rank; a key of constants
   * only is none, but an empty key stays one (a top-1 without partition has it: Flink 1.20 ranks
   * stacked top-1s with {@code UpdateFastStrategy[]}).
   */
  static Set<BitSet> withoutConstants(Set<BitSet> keys, BitSet constants) {
    Set<BitSet> result = new LinkedHashSet<>();
    for (BitSet key : keys) {
      BitSet kept = (BitSet) key.clone();
      kept.andNot(constants);
      if (!kept.isEmpty() || key.isEmpty()) {
        result.add(kept);
      }
    }
    return result;
  }

  private static boolean isWindowed(Rank rank, Properties props) {
    PatternKind kind = props.rankKind(rank);
    return kind == PatternKind.WINDOW_TOP_N || kind == PatternKind.WINDOW_DEDUPLICATE;
  }

  private static Set<BitSet> join(Join join, Properties props, boolean semantic) {
    if (join.kind() == JoinKind.LOOKUP
        || join.kind() == JoinKind.TEMPORAL
        || join.kind() == JoinKind.CORRELATE) {
      return keys(join.left(), props, semantic);
    }
    int width = join.left().rowType().size();
    Set<BitSet> leftAll = keys(join.left(), props, semantic);
    Set<BitSet> rightAll = keys(join.right(), props, semantic);
    Set<BitSet> left = Properties.containing(leftAll, join.leftKeys());
    Set<BitSet> right = Properties.containing(rightAll, join.rightKeys());
    boolean leftUnique = unique(leftAll, join.leftKeys());
    boolean rightUnique = unique(rightAll, join.rightKeys());
    Set<BitSet> result = new LinkedHashSet<>();
    for (BitSet l : left) {
      for (BitSet r : right) {
        BitSet both = (BitSet) l.clone();
        r.stream().forEach(i -> both.set(i + width));
        result.add(both);
      }
    }
    if (rightUnique && !join.type().generatesNullsOnLeft()) {
      result.addAll(left);
    }
    if (leftUnique && !join.type().generatesNullsOnRight()) {
      for (BitSet r : right) {
        BitSet shifted = new BitSet();
        r.stream().forEach(i -> shifted.set(i + width));
        result.add(shifted);
      }
    }
    return result;
  }

  /** Whether the join columns hold an upsert key of that side, so each key matches once. */
  private static boolean unique(Set<BitSet> keys, List<Integer> joinColumns) {
    BitSet columns = new BitSet();
    joinColumns.forEach(columns::set);
    for (BitSet k : keys) {
      BitSet copy = (BitSet) k.clone();
      copy.andNot(columns);
      if (copy.isEmpty()) {
        return true;
      }
    }
    return false;
  }
}
