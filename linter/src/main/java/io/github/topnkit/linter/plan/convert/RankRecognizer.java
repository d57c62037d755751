package io.github.topnkit.linter.plan.convert;

import io.github.topnkit.linter.catalog.SqlType;
import io.github.topnkit.linter.parse.Span;
import io.github.topnkit.linter.plan.Aggregate;
import io.github.topnkit.linter.plan.Calc;
import io.github.topnkit.linter.plan.ConstantFields;
import io.github.topnkit.linter.plan.Expr;
import io.github.topnkit.linter.plan.Exprs;
import io.github.topnkit.linter.plan.Join;
import io.github.topnkit.linter.plan.Opaque;
import io.github.topnkit.linter.plan.Over;
import io.github.topnkit.linter.plan.OverCall;
import io.github.topnkit.linter.plan.OverGroup;
import io.github.topnkit.linter.plan.Rank;
import io.github.topnkit.linter.plan.RankFilter;
import io.github.topnkit.linter.plan.RankRange;
import io.github.topnkit.linter.plan.RankSite;
import io.github.topnkit.linter.plan.RankType;
import io.github.topnkit.linter.plan.RelNode;
import io.github.topnkit.linter.plan.RequiredFields;
import io.github.topnkit.linter.plan.RowType;
import io.github.topnkit.linter.plan.Sort;
import io.github.topnkit.linter.plan.SortKey;
import io.github.topnkit.linter.plan.Union;
import io.github.topnkit.linter.plan.Values;
import io.github.topnkit.linter.plan.WindowTvf;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Rewrites a converted plan the way Flink's logical rewrite phase does for ranking: merges Calcs,
 * turns {@code Calc(filter) over Over(rank function)} into a {@link Rank} with the rest of the
 * filter above it, then applies the rank-number column removal rules. Every rank function call is
 * recorded as a {@link RankSite} with the outcome.
 */
final class RankRecognizer {

  private final List<RankSite> sites = new ArrayList<>();
  private final boolean batch;

  /**
   * A recognizer with the streaming rule, or with the batch rule (RANK, constant range), that also
   * relinks the sites conversion already made (correlated LIMITs).
   */
  RankRecognizer(boolean batch, List<RankSite> converted) {
    this.batch = batch;
    sites.addAll(converted);
  }

  List<RankSite> sites() {
    return sites;
  }

  RelNode apply(RelNode root) {
    RelNode merged = mergeCalcs(root, null);
    RelNode trimmed = mergeCalcs(dropUnusedOvers(merged, allOf(merged), false), null);
    RelNode rewritten = rewrite(trimmed);
    RelNode pruned = prune(rewritten, allOf(rewritten), null);
    relink(pruned);
    return pruned;
  }

  private static BitSet allOf(RelNode node) {
    BitSet all = new BitSet();
    all.set(0, node.rowType().size());
    return all;
  }

  /**
   * Removes an OVER whose calls the projection above never reads: Calcite's project merge drops the
   * unread windowed calls before Flink turns the projection into a window, so Flink plans no
   * OverAggregate and raises none of its errors. The calls stay sites, for validation's errors.
   */
  private RelNode dropUnusedOvers(RelNode node, BitSet required, boolean underCalc) {
    // Seen on streaming plans only: a batch plan keeps such an OVER (a generated case shows it).
    if (!batch && node instanceof Over over && underCalc) {
      int width = over.input().rowType().size();
      if (required.nextSetBit(width) < 0) {
        seenSpans.add(over.span());
        recordAll(over, RankSite.Blocker.UNUSED);
        return dropUnusedOvers(over.input(), required.get(0, width), true);
      }
    }
    // A Calc keeps every projection it has, read above or not: all of them must stay valid.
    List<BitSet> needs =
        RequiredFields.ofInputs(node, node instanceof Calc ? allOf(node) : required);
    List<RelNode> inputs = new ArrayList<>();
    for (int i = 0; i < node.inputs().size(); i++) {
      inputs.add(dropUnusedOvers(node.inputs().get(i), needs.get(i), node instanceof Calc));
    }
    RelNode n = withInputs(node, inputs);
    return n instanceof Over over ? withoutConstantOrderKeys(over) : n;
  }

  /**
   * Drops the order keys that are constant in the OVER's input, as Calcite's {@code
   * LogicalWindow.create} keeps only the keys that read a field; a window left without any makes a
   * rank function fail in {@code FlinkLogicalOverAggregateConverter}.
   */
  private static Over withoutConstantOrderKeys(Over over) {
    BitSet constant = ConstantFields.reducedBeforeWindow(over.input());
    if (constant.isEmpty()) {
      return over;
    }
    List<OverGroup> groups = new ArrayList<>();
    for (OverGroup g : over.groups()) {
      List<SortKey> kept = g.orderKeys().stream().filter(k -> !constant.get(k.field())).toList();
      groups.add(
          new OverGroup(
              g.partitionKeys(),
              kept,
              g.rows(),
              g.lowerUnbounded(),
              g.upperCurrentRow(),
              g.explicitFrame(),
              g.calls(),
              g.orderByWritten(),
              g.windowSpan(),
              g.partitionSpan(),
              g.constantColumnsDropped() || kept.size() < g.orderKeys().size()));
    }
    return new Over(over.input(), groups, over.rowType(), over.span());
  }

  /** Points every site at the Rank and Over nodes of the final plan, found by their spans. */
  private void relink(RelNode root) {
    Map<Span, Rank> ranks = new java.util.HashMap<>();
    Map<Span, Over> overs = new java.util.HashMap<>();
    collect(root, ranks, overs);
    for (Over over : overs.values()) {
      if (!seenSpans.contains(over.span())) {
        recordAll(over, blockerWithoutFilter(over));
      }
    }
    sites.replaceAll(
        site -> {
          Optional<Rank> rank = site.rank().map(r -> ranks.getOrDefault(r.span(), r));
          Over over = overs.getOrDefault(site.over().span(), site.over());
          List<Integer> kept =
              rank.map(r -> prunedFields.getOrDefault(r.span(), List.<Integer>of()))
                  .orElse(List.of());
          return site.relinked(over, rank, kept);
        });
  }

  private static void collect(RelNode node, Map<Span, Rank> ranks, Map<Span, Over> overs) {
    if (node instanceof Rank r) {
      ranks.put(r.span(), r);
    } else if (node instanceof Over o) {
      overs.put(o.span(), o);
    }
    for (RelNode input : node.inputs()) {
      collect(input, ranks, overs);
    }
  }

  private final java.util.Set<Span> seenSpans = new java.util.HashSet<>();
  private final Map<Span, List<Integer>> prunedFields = new java.util.HashMap<>();

  /** Merges every chain of Calcs first, as Flink's earlier rewrite phases do. */
  private static RelNode mergeCalcs(RelNode node, RelNode parent) {
    RelNode n = withInputs(node, node.inputs().stream().map(i -> mergeCalcs(i, node)).toList());
    boolean projectionUnderOver =
        parent instanceof Over
            && n instanceof Calc c
            && c.condition() == null
            && c.input() instanceof Calc below
            && below.condition() != null;
    if (n instanceof Calc calc && calc.input() instanceof Calc inner && !projectionUnderOver) {
      // A bare projection feeding an OVER over a filter is absorbed by the OVER in Flink, not
      // merged through the filter, so the filter keeps the fields it had (a cascaded rank keeps
      // its number). Over a bare projection Calcite's project merge runs first, and drops the
      // windowed calls nothing above reads.
      return merge(calc, inner);
    }
    return n;
  }

  private RelNode rewrite(RelNode node) {
    RelNode n = withInputs(node, node.inputs().stream().map(this::rewrite).toList());
    return n instanceof Calc calc ? rewriteCalcOverInput(calc) : n;
  }

  private RelNode rewriteCalcOverInput(Calc calc) {
    if (!(calc.input() instanceof Over over)) {
      return calc;
    }
    if (calc.condition() == null
        || over.groups().stream()
            .flatMap(g -> g.calls().stream())
            .noneMatch(OverCall::isRankFunction)) {
      // Without a filter the rule does not fire here; a Calc merged on top may still bring one.
      return calc;
    }
    seenSpans.add(over.span());
    RankSite.Blocker blocker = blocker(over, calc);
    if (blocker != RankSite.Blocker.NONE) {
      recordAll(over, blocker);
      return calc;
    }
    OverGroup group = over.groups().get(0);
    OverCall call = group.calls().get(0);
    int rankField = over.rowType().size() - 1;
    RankFilter.Result result =
        RankFilter.extract(calc.condition(), rankField, over.rowType().fields());
    boolean accepted =
        result.outcome() == RankFilter.Outcome.RANGE
            && RankType.ofFunction(call.function()).isPresent()
            && (!batch
                || (call.function().equals("RANK")
                    && result.range().orElse(null) instanceof RankRange.Constant));
    if (result.outcome() == RankFilter.Outcome.EMPTY) {
      // Calcite folds contradictory bounds to FALSE and prunes the whole input to empty VALUES.
      sites.add(
          new RankSite(
              over, group, call, Optional.of(result), Optional.empty(), RankSite.Blocker.NONE));
      return new Values(java.util.List.of(), calc.rowType(), calc.span());
    }
    if (!accepted) {
      sites.add(
          new RankSite(
              over, group, call, Optional.of(result), Optional.empty(), RankSite.Blocker.NONE));
      return calc;
    }
    boolean outputRankNumber = usesField(calc.projects(), rankField);
    RowType rowType =
        outputRankNumber
            ? over.rowType()
            : new RowType(over.rowType().fields().subList(0, rankField));
    Rank rank =
        new Rank(
            over.input(),
            RankType.ofFunction(call.function()).orElseThrow(),
            result.range().orElseThrow(),
            group.partitionKeys(),
            group.orderKeys(),
            outputRankNumber,
            rowType,
            call.span());
    sites.add(
        new RankSite(
            over, group, call, Optional.of(result), Optional.of(rank), RankSite.Blocker.NONE));
    Expr remaining = Exprs.and(result.remaining(), calc.span());
    Calc above = new Calc(rank, calc.projects(), remaining, calc.rowType(), calc.span());
    java.util.OptionalLong pinned = RankFilter.pinnedValue(result, rankField);
    // Calcite projects the one value the filter pins the number to (predicate pull-up).
    return outputRankNumber && pinned.isPresent()
        ? withNumberLiteral(above, rank, pinned.getAsLong())
        : above;
  }

  private static RankSite.Blocker blocker(Over over, Calc calc) {
    if (over.groups().size() > 1) {
      return RankSite.Blocker.SEVERAL_WINDOWS;
    }
    OverGroup group = over.groups().get(0);
    if (group.calls().size() > 1) {
      return RankSite.Blocker.SEVERAL_CALLS;
    }
    if (!group.lowerUnbounded() || !group.upperCurrentRow()) {
      return RankSite.Blocker.FRAME;
    }
    if (calc.condition() == null) {
      return RankSite.Blocker.NO_FILTER;
    }
    return RankSite.Blocker.NONE;
  }

  private void recordAll(Over over, RankSite.Blocker blocker) {
    for (OverGroup g : over.groups()) {
      for (OverCall c : g.calls()) {
        if (c.isRankFunction()) {
          sites.add(new RankSite(over, g, c, Optional.empty(), Optional.empty(), blocker));
        }
      }
    }
  }

  private static RankSite.Blocker blockerWithoutFilter(Over over) {
    if (over.groups().size() > 1) {
      return RankSite.Blocker.SEVERAL_WINDOWS;
    }
    return over.groups().get(0).calls().size() > 1
        ? RankSite.Blocker.SEVERAL_CALLS
        : RankSite.Blocker.NO_FILTER;
  }

  /** Merges a Calc into the Calc below it, as Flink's {@code FlinkCalcMergeRule}. */
  static Calc merge(Calc outer, Calc inner) {
    List<Expr> projects = new ArrayList<>();
    for (Expr e : outer.projects()) {
      projects.add(Exprs.substitute(e, i -> inner.projects().get(i)));
    }
    List<Expr> conditions = new ArrayList<>(Exprs.conjuncts(inner.condition()));
    if (outer.condition() != null) {
      conditions.addAll(
          Exprs.conjuncts(Exprs.substitute(outer.condition(), i -> inner.projects().get(i))));
    }
    return new Calc(
        inner.input(),
        projects,
        Exprs.and(conditions, outer.span()),
        outer.rowType(),
        outer.span());
  }

  private static boolean usesField(List<Expr> exprs, int field) {
    for (Expr e : exprs) {
      if (Exprs.refs(e).get(field)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Drops the rank number where nothing reads it and replaces a constant one by its literal, as
   * Flink's {@code RedundantRankNumberColumnRemoveRule} and {@code
   * ConstantRankNumberColumnRemoveRule}; {@code required} are the output fields read above.
   */
  private RelNode prune(RelNode node, BitSet required, RelNode parent) {
    if (node instanceof Calc calc && calc.input() instanceof Rank rank && rank.outputRankNumber()) {
      int rn = rank.rowType().size() - 1;
      BitSet used = new BitSet();
      for (int i = 0; i < calc.projects().size(); i++) {
        if (required.get(i)) {
          used.or(Exprs.refs(calc.projects().get(i)));
        }
      }
      used.or(Exprs.refs(calc.condition()));
      Long constant = constantRankNumber(rank);
      // A bare projection under another OVER is pushed away by Flink before the unused rank
      // number could be dropped, so the inner rank keeps emitting it (cascaded Top-N).
      boolean projectionUnderOver =
          (parent instanceof Over || parent instanceof Rank) && calc.condition() == null;
      if ((!used.get(rn) && !projectionUnderOver) || constant != null) {
        Calc rebuilt = withNumberLiteral(calc, rank, constant == null ? 0 : constant);
        return prune(rebuilt, required, parent);
      }
    }
    List<RelNode> inputs = new ArrayList<>();
    List<BitSet> needs = RequiredFields.ofInputs(node, required);
    if (node instanceof Rank rank && rank.range() instanceof RankRange.Variable) {
      prunedFields.put(rank.span(), needs.get(0).stream().boxed().toList());
    }
    if (node instanceof Calc c
        && c.condition() == null
        && (parent instanceof Over || parent instanceof Rank)) {
      // Flink folds such a projection into the OVER above it: every field below stays in use.
      BitSet all = new BitSet();
      all.set(0, c.input().rowType().size());
      needs = List.of(all);
    }
    for (int i = 0; i < node.inputs().size(); i++) {
      inputs.add(prune(node.inputs().get(i), needs.get(i), node));
    }
    return withInputs(node, inputs);
  }

  /**
   * The Calc over a copy of {@code rank} that outputs no rank number, with the literal {@code
   * value} where the Calc read the number.
   */
  private static Calc withNumberLiteral(Calc calc, Rank rank, long value) {
    int rn = rank.rowType().size() - 1;
    Rank narrowed =
        new Rank(
            rank.input(),
            rank.rankType(),
            rank.range(),
            rank.partitionKeys(),
            rank.orderKeys(),
            false,
            new RowType(rank.rowType().fields().subList(0, rn)),
            rank.span());
    Expr literal =
        new Expr.Lit(BigDecimal.valueOf(value), SqlType.BIGINT.withNullable(false), calc.span());
    List<Expr> projects = new ArrayList<>();
    for (Expr e : calc.projects()) {
      projects.add(
          Exprs.substitute(
              e,
              i ->
                  i == rn ? literal : new Expr.Ref(i, narrowed.rowType().get(i).type(), e.span())));
    }
    Expr condition =
        calc.condition() == null
            ? null
            : Exprs.substitute(
                calc.condition(),
                i ->
                    i == rn
                        ? literal
                        : new Expr.Ref(
                            i, narrowed.rowType().get(i).type(), calc.condition().span()));
    return new Calc(narrowed, projects, condition, calc.rowType(), calc.span());
  }

  private static Long constantRankNumber(Rank rank) {
    if (rank.rankType() == RankType.ROW_NUMBER
        && rank.range() instanceof RankRange.Constant c
        && c.start() == c.end()) {
      return c.start();
    }
    return null;
  }

  /** The same node over new inputs; the node itself when they are unchanged. */
  static RelNode withInputs(RelNode node, List<RelNode> inputs) {
    if (inputs.equals(node.inputs())) {
      return node;
    }
    if (node instanceof Calc c) {
      return new Calc(inputs.get(0), c.projects(), c.condition(), c.rowType(), c.span());
    }
    if (node instanceof WindowTvf w) {
      return new WindowTvf(
          inputs.get(0),
          w.kind(),
          w.timeField(),
          w.descriptorFields(),
          w.params(),
          w.partitionKeys(),
          w.bareSyntax(),
          w.rowType(),
          w.span(),
          w.descriptorSpan());
    }
    if (node instanceof Aggregate a) {
      return new Aggregate(
          inputs.get(0), a.groupKeys(), a.groupSets(), a.calls(), a.rowType(), a.span());
    }
    if (node instanceof Join j) {
      return new Join(
          inputs.get(0),
          inputs.get(1),
          j.type(),
          j.condition(),
          j.kind(),
          j.leftKeys(),
          j.rightKeys(),
          j.rowType(),
          j.span());
    }
    if (node instanceof Union u) {
      return new Union(inputs, u.rowType(), u.span());
    }
    if (node instanceof Over o) {
      return new Over(inputs.get(0), o.groups(), o.rowType(), o.span());
    }
    if (node instanceof Rank r) {
      return new Rank(
          inputs.get(0),
          r.rankType(),
          r.range(),
          r.partitionKeys(),
          r.orderKeys(),
          r.outputRankNumber(),
          r.rowType(),
          r.span());
    }
    if (node instanceof Sort s) {
      return new Sort(inputs.get(0), s.keys(), s.offset(), s.fetch(), s.rowType(), s.span());
    }
    if (node instanceof Opaque o) {
      return new Opaque(inputs, o.rowType(), o.what(), o.span());
    }
    return node;
  }

  static Span span(RelNode node) {
    return node.span();
  }
}
