package io.github.topnkit.reference.physical;

import io.github.topnkit.linter.catalog.ChangelogNature;
import io.github.topnkit.linter.catalog.TableDef;
import io.github.topnkit.linter.model.RankPattern;
import io.github.topnkit.linter.model.UpdateKind;
import io.github.topnkit.linter.plan.Aggregate;
import io.github.topnkit.linter.plan.Calc;
import io.github.topnkit.linter.plan.Join;
import io.github.topnkit.linter.plan.Opaque;
import io.github.topnkit.linter.plan.Over;
import io.github.topnkit.linter.plan.Rank;
import io.github.topnkit.linter.plan.RelNode;
import io.github.topnkit.linter.plan.Sort;
import io.github.topnkit.linter.plan.TableScan;
import io.github.topnkit.linter.plan.Union;
import io.github.topnkit.linter.plan.Values;
import io.github.topnkit.linter.plan.WindowTvf;
import io.github.topnkit.linter.target.FlinkVersion;
import io.github.topnkit.reference.agg.GroupAggregates;
import io.github.topnkit.reference.agg.OverAggregates;
import io.github.topnkit.reference.exec.CalcOperator;
import io.github.topnkit.reference.exec.ChangelogNormalizeOperator;
import io.github.topnkit.reference.exec.Node;
import io.github.topnkit.reference.exec.Operator;
import io.github.topnkit.reference.exec.PlanContext;
import io.github.topnkit.reference.exec.SourceInput;
import io.github.topnkit.reference.exec.StreamingJoinOperator;
import io.github.topnkit.reference.expr.UnsupportedFeatureException;
import io.github.topnkit.reference.rank.RankOperators;
import io.github.topnkit.reference.window.GroupWindows;
import io.github.topnkit.reference.window.WindowOperators;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * Translates a streaming plan into the running graph, as Flink's physical planning and translation
 * do: each node becomes the operator Flink runs for it, wired to its consumer; leaves become
 * sources.
 */
final class PhysicalPlanner {

  /** A leaf of the graph with the node its rows go to. */
  record BoundSource(SourceInput input, Node target, RelNode leaf) {}

  private final PlanContext ctx;
  private final Function<TableScan, SourceInput> inputs;
  private final List<BoundSource> sources = new ArrayList<>();
  private boolean stateful;

  PhysicalPlanner(PlanContext ctx, Function<TableScan, SourceInput> inputs) {
    this.ctx = ctx;
    this.inputs = inputs;
  }

  List<BoundSource> sources() {
    return sources;
  }

  /** Whether an operator of the graph keeps state (anything but projections and unions). */
  boolean stateful() {
    return stateful;
  }

  /** Builds the graph of {@code node} feeding {@code downstream}. */
  void build(RelNode node, Node downstream) {
    build(node, null, downstream);
  }

  /** {@code read}: the fields of {@code node}'s output the plan reads (null: every field). */
  private void build(RelNode node, BitSet read, Node downstream) {
    if (node instanceof TableScan scan) {
      Node target = downstream;
      if (scan.isKnown()
          && scan.table().get().connector().sourceChanges() == ChangelogNature.UPSERT) {
        stateful = true;
        target = new OperatorNode(normalize(scan, read), downstream);
      }
      sources.add(new BoundSource(inputs.apply(scan), target, scan));
    } else if (node instanceof Values values) {
      sources.add(new BoundSource(SourceInput.of(values), downstream, values));
    } else if (node instanceof Calc calc && GroupWindows.isOver(calc, ctx)) {
      // Legacy GROUP BY TUMBLE/HOP/SESSION(...): the Calcs around the Aggregate are rewritten with
      // it.
      stateful = true;
      GroupWindows.Plan plan = GroupWindows.plan(calc, ctx);
      Node above = new OperatorNode(new CalcOperator(plan.above()), downstream);
      Node window = new OperatorNode(plan.window(), above);
      build(plan.below().input(), new OperatorNode(new CalcOperator(plan.below()), window));
    } else if (node instanceof Calc calc) {
      if (calc.condition() == null && calc.isIdentity()) {
        build(calc.input(), read, downstream);
      } else {
        build(
            calc.input(),
            ReadFields.ofInput(calc, read),
            new OperatorNode(new CalcOperator(calc), downstream));
      }
    } else if (node instanceof Join join) {
      for (RelNode side : join.inputs()) {
        if (ctx.updateKind(side).orElse(null) == UpdateKind.ONLY_UPDATE_AFTER) {
          // Flink's join state replaces a row by its unique key on a bare +U (isAdditionalMatch).
          throw unsupported("a regular join of an input that sends updates without -U", side);
        }
      }
      stateful = true;
      MultiInputNode stage =
          MultiInputNode.join(new StreamingJoinOperator(join, ctx.zone()), downstream);
      build(join.left(), stage.input(0));
      build(join.right(), stage.input(1));
    } else if (node instanceof Union union) {
      MultiInputNode merge = MultiInputNode.union(union.inputs().size(), downstream);
      for (int i = 0; i < union.inputs().size(); i++) {
        build(union.inputs().get(i), ReadFields.ofInput(union, read), merge.input(i));
      }
    } else {
      stateful = true;
      build(
          node.inputs().get(0),
          ReadFields.ofInput(node, read),
          new OperatorNode(operator(node), downstream));
    }
  }

  /**
   * Flink's ChangelogNormalize, which follows every upsert source in streaming mode. It holds only
   * the key and the {@code read} fields (see {@link ReadFields}): a new row that differs from the
   * stored one in other fields only is unchanged and sends nothing (seen on Flink 2.3.0:
   * differential case 211 of seed 20261129).
   */
  private Operator normalize(TableScan scan, BitSet read) {
    // Only a scan of a declared upsert table is normalized.
    TableDef table = scan.table().orElseThrow();
    List<String> pk = table.primaryKey();
    if (pk.isEmpty()) {
      throw unsupported("the upsert source " + table.name() + " without a PRIMARY KEY", scan);
    }
    Optional<UpdateKind> kind = ctx.updateKind(scan);
    if (kind.orElse(null) == UpdateKind.ONLY_UPDATE_AFTER
        && ctx.settings().version() != FlinkVersion.V2_3) {
      // Whether Flink keeps the normalization when only upserts are needed varies by version.
      throw unsupported("an upsert source read as upserts", scan);
    }
    int[] key = new int[pk.size()];
    for (int i = 0; i < key.length; i++) {
      key[i] = scan.rowType().indexOf(pk.get(i));
    }
    BitSet compared = new BitSet();
    if (read == null) {
      compared.set(0, scan.rowType().size());
    } else {
      compared.or(read);
    }
    for (int k : key) {
      compared.set(k);
    }
    // When its consumers need only upserts (an UpdateFast Top-N), Flink 2.3.0 still normalizes an
    // upsert source's changes as the runner reads them: a repeated upsert and a delete of an
    // unknown key send nothing (differential case 286, spec updating/upsert-update-fast), but no
    // -U rows are sent.
    return new ChangelogNormalizeOperator(
        key,
        compared.stream().toArray(),
        kind.map(k -> k == UpdateKind.BEFORE_AND_AFTER).orElse(true));
  }

  private Operator operator(RelNode node) {
    if (node instanceof Rank rank) {
      RankPattern pattern =
          ctx.pattern(rank)
              .orElseThrow(() -> unsupported("a rank the pattern model does not know", node));
      return switch (pattern.kind()) {
        case TOP_N, DEDUPLICATE -> RankOperators.of(rank, pattern, ctx);
        case WINDOW_TOP_N, WINDOW_DEDUPLICATE -> WindowOperators.rank(rank, pattern, ctx);
        default -> throw unsupported("a rank planned as " + pattern.kind(), node);
      };
    }
    if (node instanceof WindowTvf tvf) {
      return WindowOperators.tableFunction(tvf, ctx);
    }
    if (node instanceof Aggregate agg) {
      return WindowOperators.aggregate(agg, ctx).orElseGet(() -> GroupAggregates.of(agg, ctx));
    }
    if (node instanceof Over over) {
      return OverAggregates.of(over, ctx);
    }
    if (node instanceof Sort) {
      throw unsupported("ORDER BY / LIMIT in streaming mode", node);
    }
    if (node instanceof Opaque opaque) {
      throw unsupported(opaque.what(), node);
    }
    throw unsupported(node.getClass().getSimpleName(), node);
  }

  private static UnsupportedFeatureException unsupported(String what, RelNode node) {
    return new UnsupportedFeatureException(what, node.span());
  }
}
