package io.github.topnkit.linter.model;

import io.github.topnkit.linter.catalog.ChangelogNature;
import io.github.topnkit.linter.plan.Aggregate;
import io.github.topnkit.linter.plan.Calc;
import io.github.topnkit.linter.plan.Expr;
import io.github.topnkit.linter.plan.Join;
import io.github.topnkit.linter.plan.JoinKind;
import io.github.topnkit.linter.plan.Opaque;
import io.github.topnkit.linter.plan.Over;
import io.github.topnkit.linter.plan.OverGroup;
import io.github.topnkit.linter.plan.Rank;
import io.github.topnkit.linter.plan.RelNode;
import io.github.topnkit.linter.plan.Sort;
import io.github.topnkit.linter.plan.SortKey;
import io.github.topnkit.linter.plan.TableScan;
import io.github.topnkit.linter.plan.Union;
import io.github.topnkit.linter.plan.Values;
import io.github.topnkit.linter.plan.WindowProps;
import io.github.topnkit.linter.plan.WindowTvf;
import io.github.topnkit.linter.target.FlinkVersion;
import java.util.BitSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The properties Flink's planner derives for each node of a plan, for one statement's settings: the
 * kinds of change it produces ({@code ModifyKindSet}), its upsert keys, and what kind of operator
 * each recognized Rank becomes.
 */
public final class Properties {

  private final Settings settings;
  // Filled lazily, also after the analysis, by one thread at a time: a model belongs to one
  // analysis of one file, handed from the linter's thread to its caller through a Future.
  private final Map<RelNode, Kinds> kinds = new IdentityHashMap<>();
  private final Map<RelNode, Set<BitSet>> keys = new IdentityHashMap<>();
  private final Map<RelNode, Set<BitSet>> uniqueKeys = new IdentityHashMap<>();
  private final Monotonicity monotonicity;

  public Properties(Settings settings) {
    this.settings = settings;
    this.monotonicity = new Monotonicity(this);
  }

  public Settings settings() {
    return settings;
  }

  /** The kinds of change the node produces. */
  public Kinds kinds(RelNode rel) {
    Kinds cached = kinds.get(rel);
    if (cached == null) {
      cached = settings.streaming() ? computeKinds(rel) : Kinds.INSERT_ONLY;
      kinds.put(rel, cached);
    }
    return cached;
  }

  private Kinds computeKinds(RelNode rel) {
    if (rel instanceof TableScan scan) {
      if (!scan.isKnown()) {
        return Kinds.UNKNOWN;
      }
      ChangelogNature nature = scan.table().get().connector().sourceChanges();
      return nature.isInsertOnly() ? Kinds.INSERT_ONLY : Kinds.ALL;
    }
    if (rel instanceof Values) {
      return Kinds.INSERT_ONLY;
    }
    if (rel instanceof Calc || rel instanceof WindowTvf) {
      return kinds(rel.inputs().get(0));
    }
    if (rel instanceof Aggregate agg) {
      if (isWindowAggregate(agg) || isLegacyGroupWindow(agg)) {
        return Kinds.INSERT_ONLY;
      }
      if (RemovedAggregate.isRemoved(agg, this)) {
        return kinds(agg.input());
      }
      return kinds(agg.input()).insertOnly() ? Kinds.INSERT_UPDATE : Kinds.ALL;
    }
    if (rel instanceof Join join) {
      return joinKinds(join);
    }
    if (rel instanceof Union union) {
      Kinds result = null;
      for (RelNode input : union.inputs()) {
        result = result == null ? kinds(input) : result.union(kinds(input));
      }
      return result;
    }
    if (rel instanceof Over over) {
      if (settings.version().atLeast(FlinkVersion.V2_1) && !orderedByTime(over)) {
        return Kinds.ALL;
      }
      return kinds(over.input());
    }
    if (rel instanceof Rank rank) {
      return rankKinds(rank);
    }
    if (rel instanceof Sort sort) {
      return sort.fetch().isPresent() || sort.offset().isPresent()
          ? Kinds.ALL
          : kinds(sort.input());
    }
    if (rel instanceof Opaque opaque && opaque.inputs().isEmpty()) {
      return Kinds.UNKNOWN;
    }
    return Kinds.UNKNOWN;
  }

  private Kinds joinKinds(Join join) {
    Kinds left = kinds(join.left());
    Kinds right = kinds(join.right());
    return switch (join.kind()) {
      case INTERVAL, WINDOW -> Kinds.INSERT_ONLY;
      case TEMPORAL, LOOKUP, CORRELATE -> left;
      case REGULAR -> {
        if (!left.known() || !right.known()) {
          yield Kinds.UNKNOWN;
        }
        yield join.type() == io.github.topnkit.linter.plan.JoinType.INNER
                && left.insertOnly()
                && right.insertOnly()
            ? Kinds.INSERT_ONLY
            : Kinds.ALL;
      }
    };
  }

  private boolean orderedByTime(Over over) {
    for (OverGroup g : over.groups()) {
      if (g.orderKeys().size() != 1) {
        return false;
      }
      SortKey k = g.orderKeys().get(0);
      if (!over.input().rowType().get(k.field()).type().isTimeAttribute()) {
        return false;
      }
    }
    return true;
  }

  private Kinds rankKinds(Rank rank) {
    PatternKind kind = rankKind(rank);
    if (kind == PatternKind.WINDOW_TOP_N || kind == PatternKind.WINDOW_DEDUPLICATE) {
      return Kinds.INSERT_ONLY;
    }
    Kinds input = kinds(rank.input());
    FlinkVersion v = settings.version();
    if (v == FlinkVersion.V1_20) {
      if (kind == PatternKind.DEDUPLICATE && !keepLast(rank) && sortsOnProctime(rank)) {
        return Kinds.INSERT_ONLY;
      }
      return Kinds.ALL;
    }
    if (v.atLeast(FlinkVersion.V2_1)
        && rank.isDeduplicationShape()
        && input.insertOnly()
        && !keepLast(rank)
        && !settings.miniBatch()) {
      // 2.1+ infers insert-only output for every top-1 ROW_NUMBER without the rank number,
      // including non-time ORDER BY ASC ones that do emit updates (FLINK-40368).
      return Kinds.INSERT_ONLY;
    }
    return Kinds.ALL;
  }

  /** Flink's {@code RankUtil.keepLastDeduplicateRow}: a single descending sort key. */
  public static boolean keepLast(Rank rank) {
    return rank.orderKeys().size() == 1 && rank.orderKeys().get(0).descending();
  }

  /** Flink's {@code sortOnTimeAttributeOnly}: one sort key, and it is a time attribute. */
  public static boolean sortsOnTimeAttribute(Rank rank) {
    if (rank.orderKeys().size() != 1) {
      return false;
    }
    int field = rank.orderKeys().get(0).field();
    return rank.input().rowType().get(field).type().isTimeAttribute();
  }

  static boolean sortsOnProctime(Rank rank) {
    return sortsOnTimeAttribute(rank)
        && rank.input().rowType().get(rank.orderKeys().get(0).field()).type().timeKind()
            == io.github.topnkit.linter.catalog.TimeKind.PROCTIME;
  }

  /**
   * What a recognized Rank becomes in streaming: Window Top-N or Window Deduplicate when its
   * partition covers both window bounds, Deduplicate for a top-1 on a time attribute (in 2.x only
   * over an insert-only input), otherwise a regular Top-N.
   */
  public PatternKind rankKind(Rank rank) {
    boolean dedupShape = rank.isDeduplicationShape() && sortsOnTimeAttribute(rank);
    if (WindowProps.of(rank.input()).filter(w -> w.coveredBy(rank.partitionKeys())).isPresent()) {
      return dedupShape ? PatternKind.WINDOW_DEDUPLICATE : PatternKind.WINDOW_TOP_N;
    }
    if (dedupShape) {
      if (settings.version() == FlinkVersion.V1_20) {
        return PatternKind.DEDUPLICATE;
      }
      return kinds(rank.input()).insertOnly() ? PatternKind.DEDUPLICATE : PatternKind.TOP_N;
    }
    return PatternKind.TOP_N;
  }

  /**
   * Whether Flink runs the aggregation as a window aggregation over a window TVF ({@code
   * WindowUtil.isValidWindowAggregate}): the group keys hold both window bounds and, for SESSION,
   * the other group keys are exactly the session's PARTITION BY keys; otherwise Flink runs the TVF
   * on its own and a regular, updating GroupAggregate after it.
   */
  public boolean isWindowAggregate(Aggregate agg) {
    // Grouping sets: the bounds must be in every set, or Flink's Expand nulls them in some rows
    // and the aggregate is a regular GROUP BY (WindowUtil.groupingContainsWindowStartEnd).
    return WindowProps.of(agg.input())
        .filter(
            window ->
                window.coveredBy(agg.keysInEverySet())
                    && window.groupsMatchPartition(agg.groupKeys()))
        .isPresent();
  }

  /**
   * Whether Flink pushes the filter into the upsert source's {@code ChangelogNormalize}
   * (FLINK-37390, 2.1 on), which then never un-selects a row by an update: its key fields stay
   * constant.
   */
  boolean filtersInNormalize(Calc calc) {
    return calc.input() instanceof TableScan scan
        && scan.isKnown()
        && settings().streaming()
        && !settings().version().before(FlinkVersion.V2_1)
        && scan.table().get().connector().sourceChanges() == ChangelogNature.UPSERT;
  }

  /** Whether the aggregation groups by a legacy group window function such as TUMBLE(ts, ...). */
  public boolean isLegacyGroupWindow(Aggregate agg) {
    if (!(agg.input() instanceof Calc calc)) {
      return false;
    }
    for (int key : agg.groupKeys()) {
      if (key < calc.projects().size()
          && calc.projects().get(key) instanceof Expr.Call c
          && List.of("TUMBLE", "HOP", "SESSION")
              .contains(c.name().replace("$", "").toUpperCase(Locale.ROOT))) {
        return true;
      }
    }
    return false;
  }

  /** The upsert keys of a node, as field-position sets; empty when there are none. */
  public Set<BitSet> upsertKeys(RelNode rel) {
    Set<BitSet> cached = keys.get(rel);
    if (cached == null) {
      cached = UpsertKeys.of(rel, this);
      keys.put(rel, cached);
    }
    return cached;
  }

  /**
   * The keys that really identify a node's rows, for explanations and determinism checks: like
   * {@link #upsertKeys}, but a window aggregation is keyed by its group keys and a window rank by
   * its partition with the window bounds.
   */
  public Set<BitSet> uniqueKeys(RelNode rel) {
    Set<BitSet> cached = uniqueKeys.get(rel);
    if (cached == null) {
      cached = UpsertKeys.of(rel, this, true);
      uniqueKeys.put(rel, cached);
    }
    return cached;
  }

  /** The per-field monotonicity of a node's output; empty when it may delete rows. */
  public Optional<Mono[]> monotonicity(RelNode rel) {
    return Optional.ofNullable(monotonicity.of(rel));
  }

  /** Keys that contain all the given fields, as Flink keeps after a hash exchange on them. */
  static Set<BitSet> containing(Set<BitSet> keys, List<Integer> fields) {
    Set<BitSet> result = new LinkedHashSet<>();
    for (BitSet k : keys) {
      if (fields.stream().allMatch(k::get)) {
        result.add(k);
      }
    }
    return result;
  }

  static boolean isRegularJoin(Join join) {
    return join.kind() == JoinKind.REGULAR;
  }
}
