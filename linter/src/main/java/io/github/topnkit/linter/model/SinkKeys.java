package io.github.topnkit.linter.model;

import io.github.topnkit.linter.catalog.TableDef;
import io.github.topnkit.linter.plan.Calc;
import io.github.topnkit.linter.plan.Expr;
import io.github.topnkit.linter.plan.Over;
import io.github.topnkit.linter.plan.Rank;
import io.github.topnkit.linter.plan.RelNode;
import io.github.topnkit.linter.plan.Sort;
import io.github.topnkit.linter.plan.TableScan;
import io.github.topnkit.linter.plan.Values;
import io.github.topnkit.linter.plan.WindowTvf;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The upsert keys a keyed sink sees, as Flink's {@code StreamPhysicalSink} reads them: the query's
 * keys moved to the sink's column positions (an INSERT's column list reorders them), or none at all
 * when Flink's metadata derives no key set for the sink's input.
 */
final class SinkKeys {

  private final BitSet primaryKey;
  private final Optional<Set<BitSet>> keys;
  private final List<String> columns;

  private SinkKeys(BitSet primaryKey, Optional<Set<BitSet>> keys, List<String> columns) {
    this.primaryKey = primaryKey;
    this.keys = keys;
    this.columns = columns;
  }

  /** The keys of {@code input} written into {@code table}, both in the sink's column positions. */
  static SinkKeys of(RelNode input, SinkTarget sink, TableDef table, Properties props) {
    List<String> columns = PlanFacts.sinkColumns(table);
    BitSet pk = new BitSet();
    for (String k : table.primaryKey()) {
      pk.set(Math.max(columns.indexOf(k), 0));
    }
    List<String> written = sink.columns().orElse(columns);
    int[] position = new int[input.rowType().size()];
    boolean reordered = written.size() != columns.size();
    for (int i = 0; i < position.length; i++) {
      position[i] = i < written.size() ? columns.indexOf(written.get(i)) : -1;
      reordered |= position[i] != i;
    }
    // Flink projects an INSERT's columns into the sink's order: that Calc always derives a set.
    if (!reordered && !derivesKeys(input, props)) {
      return new SinkKeys(pk, Optional.empty(), columns);
    }
    Set<BitSet> moved = new LinkedHashSet<>();
    for (BitSet key : props.upsertKeys(input)) {
      BitSet m = new BitSet();
      key.stream().forEach(f -> m.set(Math.max(position[f], 0)));
      moved.add(m);
    }
    return new SinkKeys(pk, Optional.of(moved), columns);
  }

  /** Flink's {@code primaryKeysContainsUpsertKey}: some key lies within the primary key. */
  boolean primaryKeyContainsKey() {
    return keys.orElse(Set.of()).stream().anyMatch(this::withinPrimaryKey);
  }

  /**
   * Whether some key is the primary key itself, the condition on which an upsert sink lets its
   * input drop update-before messages ({@code canUpsertKeysWithImmutableColsSatisfyPk}).
   */
  boolean primaryKeyIsKey() {
    return keys.orElse(Set.of()).contains(primaryKey);
  }

  /**
   * The keys as Flink's {@code getUpsertKeyNames} prints them: "none" without a key set, else each
   * key's sink columns in position order, in the iteration order of the Scala set they are put in.
   */
  String names() {
    if (keys.isEmpty()) {
      return "none";
    }
    List<String> printed = new ArrayList<>();
    for (BitSet key : keys.get()) {
      printed.add(PlanFacts.names(key, columns).toString());
    }
    return String.join(", ", ScalaHashSet.order(printed));
  }

  private boolean withinPrimaryKey(BitSet key) {
    BitSet rest = (BitSet) key.clone();
    rest.andNot(primaryKey);
    return rest.isEmpty();
  }

  /**
   * Whether Flink's {@code FlinkRelMdUpsertKeys} derives a key set (possibly empty) for the node
   * rather than none: a keyless scan, a window TVF or VALUES has none, and nodes that only filter
   * keys (an unnumbered rank, OVER, a sort, a projection Flink removes) pass that on; any other
   * projection, join, union, aggregation (a window aggregation's output is always reordered by a
   * projection) or numbered rank builds a set.
   */
  static boolean derivesKeys(RelNode node, Properties props) {
    if (node instanceof TableScan scan) {
      return scan.table().map(TableDef::hasPrimaryKey).orElse(false);
    }
    if (node instanceof Values || node instanceof WindowTvf) {
      return false;
    }
    if (node instanceof Rank rank) {
      // Flink's getRankUniqueKeys: a top-1 row number keeps its partition, a numbered rank adds
      // its number, any other rank only filters its input's keys.
      return rank.outputRankNumber()
          || rank.isDeduplicationShape()
          || derivesKeys(rank.input(), props);
    }
    if (node instanceof Calc calc) {
      Optional<RelNode> pruned = prunedOverInput(calc);
      if (pruned.isPresent()) {
        // Flink prunes an OVER whose results nothing reads, and the projections left empty.
        return derivesKeys(pruned.get(), props);
      }
      return calc.condition() != null || !calc.isIdentity() || derivesKeys(calc.input(), props);
    }
    if (node instanceof Over || node instanceof Sort) {
      return derivesKeys(node.inputs().get(0), props);
    }
    return true;
  }

  /**
   * The input of an OVER whose results nothing reads: the projection (through other plain
   * projections) keeps exactly the OVER's input fields, in order.
   */
  private static Optional<RelNode> prunedOverInput(Calc calc) {
    List<Integer> fields = new ArrayList<>();
    for (int i = 0; i < calc.projects().size(); i++) {
      fields.add(i);
    }
    RelNode below = calc;
    while (below instanceof Calc c && c.condition() == null) {
      List<Integer> next = new ArrayList<>();
      for (int f : fields) {
        if (!(c.projects().get(f) instanceof Expr.Ref r)) {
          return Optional.empty();
        }
        next.add(r.index());
      }
      fields = next;
      below = c.input();
    }
    if (!(below instanceof Over over) || fields.size() != over.input().rowType().size()) {
      return Optional.empty();
    }
    for (int i = 0; i < fields.size(); i++) {
      if (fields.get(i) != i) {
        return Optional.empty();
      }
    }
    return Optional.of(over.input());
  }
}
