package io.github.topnkit.linter.model;

import io.github.topnkit.linter.catalog.ChangelogNature;
import io.github.topnkit.linter.plan.Aggregate;
import io.github.topnkit.linter.plan.Calc;
import io.github.topnkit.linter.plan.ConstantFields;
import io.github.topnkit.linter.plan.Exprs;
import io.github.topnkit.linter.plan.Join;
import io.github.topnkit.linter.plan.JoinKind;
import io.github.topnkit.linter.plan.Over;
import io.github.topnkit.linter.plan.Rank;
import io.github.topnkit.linter.plan.RelNode;
import io.github.topnkit.linter.plan.Sort;
import io.github.topnkit.linter.plan.SortKey;
import io.github.topnkit.linter.plan.TableScan;
import io.github.topnkit.linter.plan.Union;
import io.github.topnkit.linter.plan.Values;
import io.github.topnkit.linter.plan.WindowTvf;
import io.github.topnkit.linter.target.FlinkVersion;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Decides which update messages each operator sends and which strategy each Top-N uses, as Flink's
 * {@code FlinkChangelogModeInferenceProgram} does: the root (or sink) asks for updates without
 * before-images first, each operator passes on what it needs, and where that fails the search falls
 * back to before- and after-images.
 */
final class UpdateKindSolver {

  /** The outcome for one node: the update kind it sends and, for a Top-N, its strategy. */
  record Decision(UpdateKind provided, Optional<RankStrategy> strategy) {}

  private final Properties props;
  private final Map<RelNode, Calc> calcAbove = new IdentityHashMap<>();

  UpdateKindSolver(Properties props) {
    this.props = props;
  }

  /** Decisions for a query whose result is collected; null when no assignment works. */
  Map<RelNode, Decision> solveQuery(RelNode root) {
    Kinds kinds = props.kinds(root);
    List<UpdateKind> tries =
        kinds.update()
            ? List.of(UpdateKind.ONLY_UPDATE_AFTER, UpdateKind.BEFORE_AND_AFTER)
            : List.of(UpdateKind.NONE);
    return firstSolution(root, tries);
  }

  /** Decisions for an INSERT: the sink's changelog mode and key decide what it asks for. */
  Map<RelNode, Decision> solveSink(RelNode input, ChangelogNature accepts, boolean keySatisfied) {
    Kinds kinds = props.kinds(input);
    List<UpdateKind> tries;
    if (accepts == ChangelogNature.UPSERT) {
      tries =
          keySatisfied
              ? List.of(UpdateKind.onlyAfterOrNone(kinds), UpdateKind.beforeAfterOrNone(kinds))
              : List.of(UpdateKind.beforeAfterOrNone(kinds));
    } else if (accepts == ChangelogNature.ALL_CHANGES) {
      tries = List.of(UpdateKind.beforeAfterOrNone(kinds));
    } else {
      tries = List.of(UpdateKind.NONE);
    }
    return firstSolution(input, tries);
  }

  private Map<RelNode, Decision> firstSolution(RelNode root, List<UpdateKind> tries) {
    calcAbove.clear();
    collectCalcsAbove(root);
    for (UpdateKind required : tries) {
      Map<RelNode, Decision> decisions = new IdentityHashMap<>();
      UpdateKind provided = visit(root, required, decisions);
      if (provided == required) {
        return decisions;
      }
    }
    return null;
  }

  /** Notes the Calc right above each node, which decides how Flink trims a Rank's input. */
  private void collectCalcsAbove(RelNode node) {
    for (RelNode input : node.inputs()) {
      if (node instanceof Calc calc) {
        calcAbove.put(input, calc);
      }
      collectCalcsAbove(input);
    }
  }

  /** The update kind the node provides when asked for {@code required}; null when it cannot. */
  private UpdateKind visit(RelNode node, UpdateKind required, Map<RelNode, Decision> out) {
    UpdateKind provided = provide(node, required, out);
    if (provided != null) {
      Decision previous = out.get(node);
      out.put(
          node, new Decision(provided, previous == null ? Optional.empty() : previous.strategy()));
    }
    return provided;
  }

  private UpdateKind provide(RelNode node, UpdateKind required, Map<RelNode, Decision> out) {
    if (node instanceof Calc calc) {
      // Flink 1.20 lets no filter pass on updates without before-images; 2.3 lets one on upsert
      // keys (isNonUpsertKeyCondition). Both planner-checked; the versions between are not.
      boolean filterNeedsBefore =
          props.settings().version().before(FlinkVersion.V2_1)
              ? calc.condition() != null
              : nonUpsertKeyCondition(calc);
      if (required == UpdateKind.ONLY_UPDATE_AFTER
          && filterNeedsBefore
          && !props.filtersInNormalize(calc)) {
        return null;
      }
      return child(calc.input(), required, out);
    }
    if (node instanceof WindowTvf tvf) {
      return child(tvf.input(), required, out);
    }
    if (node instanceof TableScan scan) {
      if (!scan.isKnown() || props.kinds(scan).insertOnly()) {
        return UpdateKind.NONE;
      }
      if (scan.table().get().connector().sourceChanges() == ChangelogNature.UPSERT) {
        return required;
      }
      return required == UpdateKind.ONLY_UPDATE_AFTER
          ? UpdateKind.ONLY_UPDATE_AFTER
          : UpdateKind.BEFORE_AND_AFTER;
    }
    if (node instanceof Values) {
      return UpdateKind.NONE;
    }
    if (node instanceof Aggregate agg) {
      if (RemovedAggregate.isRemoved(agg, props)) {
        return child(agg.input(), required, out);
      }
      UpdateKind childReq =
          props.isWindowAggregate(agg) || props.isLegacyGroupWindow(agg)
              ? UpdateKind.beforeAfterOrNone(props.kinds(agg.input()))
              : UpdateKind.beforeAfterOrNone(props.kinds(agg.input()));
      return child(agg.input(), childReq, out) == null ? null : required;
    }
    if (node instanceof Over over) {
      return child(over.input(), UpdateKind.beforeAfterOrNone(props.kinds(over.input())), out)
              == null
          ? null
          : required;
    }
    if (node instanceof Rank rank) {
      return rank(rank, required, out);
    }
    if (node instanceof Sort sort) {
      if (sort.fetch().isEmpty() && sort.offset().isEmpty()) {
        return child(sort.input(), UpdateKind.beforeAfterOrNone(props.kinds(sort.input())), out)
                == null
            ? null
            : required;
      }
      List<RankStrategy> options =
          analyzeStrategies(sort.input(), withoutConstants(sort.input()), List.of(), sort.keys());
      return strategies(sort, sort.input(), options, required, out);
    }
    if (node instanceof Join join) {
      return join(join, required, out);
    }
    if (node instanceof Union union) {
      UpdateKind merged = UpdateKind.NONE;
      for (RelNode input : union.inputs()) {
        UpdateKind req = props.kinds(input).insertOnly() ? UpdateKind.NONE : required;
        UpdateKind got = child(input, req, out);
        if (got == null) {
          return null;
        }
        if (got != UpdateKind.NONE) {
          if (merged != UpdateKind.NONE && merged != got) {
            return null;
          }
          merged = got;
        }
      }
      return merged;
    }
    for (RelNode input : node.inputs()) {
      visit(input, UpdateKind.beforeAfterOrNone(props.kinds(input)), out);
    }
    return required;
  }

  /** Visits a child and checks it provides exactly what was asked, as {@code satisfies} does. */
  private UpdateKind child(RelNode input, UpdateKind required, Map<RelNode, Decision> out) {
    UpdateKind got = visit(input, required, out);
    return got == required ? got : null;
  }

  private UpdateKind rank(Rank rank, UpdateKind required, Map<RelNode, Decision> out) {
    PatternKind kind = props.rankKind(rank);
    if (kind == PatternKind.WINDOW_TOP_N || kind == PatternKind.WINDOW_DEDUPLICATE) {
      return child(rank.input(), UpdateKind.NONE, out) == null ? null : required;
    }
    PrunedRankInput pruned =
        PrunedRankInput.of(rank, Optional.ofNullable(calcAbove.get(rank)), props);
    List<RankStrategy> options =
        analyzeStrategies(
            rank.input(),
            pruned.keys(props),
            pruned.positions(rank.partitionKeys()),
            rank.orderKeys());
    return strategies(rank, rank.input(), options, required, out);
  }

  private UpdateKind strategies(
      RelNode node,
      RelNode input,
      List<RankStrategy> options,
      UpdateKind required,
      Map<RelNode, Decision> out) {
    for (RankStrategy strategy : options) {
      UpdateKind childReq = inputUpdates(strategy);
      Map<RelNode, Decision> attempt = new IdentityHashMap<>(out);
      if (child(input, childReq, attempt) != null) {
        out.putAll(attempt);
        out.put(node, new Decision(required, Optional.of(strategy)));
        return required;
      }
    }
    return null;
  }

  /** The update kind a strategy asks of its input. */
  private static UpdateKind inputUpdates(RankStrategy strategy) {
    if (strategy instanceof RankStrategy.UpdateFast) {
      return UpdateKind.ONLY_UPDATE_AFTER;
    }
    return strategy instanceof RankStrategy.Retract ? UpdateKind.BEFORE_AND_AFTER : UpdateKind.NONE;
  }

  /** Flink's {@code RankProcessStrategy.analyzeRankProcessStrategies}. */
  private List<RankStrategy> analyzeStrategies(
      RelNode input, Set<BitSet> all, List<Integer> partition, List<SortKey> order) {
    if (!props.kinds(input).updating()) {
      return List.of(new RankStrategy.AppendFast());
    }
    if (Properties.containing(all, partition).isEmpty()) {
      return List.of(new RankStrategy.Retract());
    }
    Optional<Mono[]> mono = props.monotonicity(input);
    boolean monotonic = mono.isPresent() && !order.isEmpty();
    if (monotonic) {
      for (SortKey k : order) {
        Mono m = mono.get()[k.field()];
        boolean ok =
            (m == Mono.DECREASING && !k.descending())
                || (m == Mono.INCREASING && k.descending())
                || m == Mono.CONSTANT;
        monotonic &= ok;
      }
    }
    if (!monotonic) {
      return List.of(new RankStrategy.Retract());
    }
    // Flink indexes rows by the first of all the input's upsert keys, one with the partition or
    // not, in the iteration order of the java.util.HashSet its metadata builds them in (a BitSet
    // hashes as Calcite's ImmutableBitSet does).
    BitSet first = new HashSet<>(all).iterator().next();
    List<Integer> keyFields = new ArrayList<>();
    first.stream().forEach(keyFields::add);
    return List.of(new RankStrategy.UpdateFast(keyFields), new RankStrategy.Retract());
  }

  /**
   * The input's upsert keys without its constant fields, which Flink prunes below the Rank; a key
   * of constants only is none (see {@link ConstantFields}).
   */
  private Set<BitSet> withoutConstants(RelNode input) {
    return UpsertKeys.withoutConstants(
        props.upsertKeys(input), ConstantFields.prunedFromRank(input));
  }

  private UpdateKind join(Join join, UpdateKind required, Map<RelNode, Decision> out) {
    if (join.kind() == JoinKind.INTERVAL || join.kind() == JoinKind.WINDOW) {
      if (child(join.left(), UpdateKind.NONE, out) == null
          || child(join.right(), UpdateKind.NONE, out) == null) {
        return null;
      }
      return required;
    }
    if (join.kind() == JoinKind.LOOKUP || join.kind() == JoinKind.CORRELATE) {
      return child(join.left(), required, out);
    }
    if (join.kind() == JoinKind.TEMPORAL) {
      Kinds left = props.kinds(join.left());
      UpdateKind leftReq =
          required == UpdateKind.BEFORE_AND_AFTER
              ? UpdateKind.beforeAfterOrNone(left)
              : UpdateKind.onlyAfterOrNone(left);
      UpdateKind got = child(join.left(), leftReq, out);
      Kinds right = props.kinds(join.right());
      Map<RelNode, Decision> attempt = new IdentityHashMap<>(out);
      if (child(join.right(), UpdateKind.onlyAfterOrNone(right), attempt) != null) {
        out.putAll(attempt);
      } else if (child(join.right(), UpdateKind.beforeAfterOrNone(right), out) == null) {
        return null;
      }
      return got;
    }
    boolean onlyAfter = required == UpdateKind.ONLY_UPDATE_AFTER;
    for (int side = 0; side < 2; side++) {
      RelNode input = join.inputs().get(side);
      List<Integer> keys = side == 0 ? join.leftKeys() : join.rightKeys();
      Kinds kinds = props.kinds(input);
      UpdateKind req;
      if (onlyAfter) {
        if (kinds.update() && !uniqueKeyContainsJoinKey(input, keys)) {
          return null;
        }
        req = UpdateKind.onlyAfterOrNone(kinds);
      } else {
        req = UpdateKind.beforeAfterOrNone(kinds);
      }
      if (child(input, req, out) == null) {
        return null;
      }
    }
    return required;
  }

  private boolean uniqueKeyContainsJoinKey(RelNode input, List<Integer> joinKeys) {
    Set<BitSet> keys = Properties.containing(props.upsertKeys(input), joinKeys);
    for (BitSet k : keys) {
      if (joinKeys.stream().allMatch(k::get)) {
        return true;
      }
    }
    return false;
  }

  /** Flink's {@code isNonUpsertKeyCondition}: a filter reading fields outside every upsert key. */
  private boolean nonUpsertKeyCondition(Calc calc) {
    if (calc.condition() == null) {
      return false;
    }
    Set<BitSet> keys = props.upsertKeys(calc.input());
    if (keys.isEmpty()) {
      return true;
    }
    BitSet refs = Exprs.refs(calc.condition());
    for (BitSet k : keys) {
      BitSet copy = (BitSet) refs.clone();
      copy.andNot(k);
      if (copy.isEmpty()) {
        return false;
      }
    }
    return true;
  }
}
