package io.github.topnkit.reference.batch;

import static java.util.Objects.requireNonNull;

import io.github.topnkit.linter.plan.Aggregate;
import io.github.topnkit.linter.plan.Calc;
import io.github.topnkit.linter.plan.Expr;
import io.github.topnkit.linter.plan.Join;
import io.github.topnkit.linter.plan.Opaque;
import io.github.topnkit.linter.plan.Over;
import io.github.topnkit.linter.plan.PlanNote;
import io.github.topnkit.linter.plan.Rank;
import io.github.topnkit.linter.plan.RelNode;
import io.github.topnkit.linter.plan.Sort;
import io.github.topnkit.linter.plan.TableScan;
import io.github.topnkit.linter.plan.Union;
import io.github.topnkit.linter.plan.Values;
import io.github.topnkit.linter.plan.WindowTvf;
import io.github.topnkit.reference.agg.AccumulatorFactory;
import io.github.topnkit.reference.exec.PlanContext;
import io.github.topnkit.reference.expr.Evaluator;
import io.github.topnkit.reference.expr.ExprCompiler;
import io.github.topnkit.reference.expr.SortComparators;
import io.github.topnkit.reference.expr.UnsupportedFeatureException;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Function;

/**
 * Evaluates a whole logical plan as Flink runs it in batch mode: every input is bounded, every
 * operator consumes its whole input, and the result is one insert-only bag of rows, as a batch
 * job's sink receives it (all {@code +I}). Rows are arrays of the field types' external classes.
 *
 * <p>Result order is deterministic (groups and partitions in order of first arrival, sorts stable)
 * but only a top-level ORDER BY gives it a meaning; where Flink's order is undefined (ties of a
 * sort, LIMIT without ORDER BY) this engine follows input order.
 */
public final class BatchEvaluator {

  private static final Object[] NO_FIELDS = new Object[0];

  private final PlanContext ctx;
  private final Function<TableScan, List<Object[]>> scans;
  private final AccumulatorFactory accumulators;

  BatchEvaluator(
      PlanContext ctx, Function<TableScan, List<Object[]>> scans, AccumulatorFactory accumulators) {
    this.ctx = requireNonNull(ctx, "ctx is null");
    this.scans = requireNonNull(scans, "scans is null");
    this.accumulators = requireNonNull(accumulators, "accumulators is null");
  }

  /**
   * The batch result of the plan rooted at {@code root}.
   *
   * @param scans the rows of each table scan, in the order the source reads them, each as wide as
   *     the scan's row type
   * @throws UnsupportedFeatureException at the node the reference engine cannot evaluate in batch
   */
  public static List<Object[]> evaluate(
      RelNode root, PlanContext ctx, Function<TableScan, List<Object[]>> scans) {
    return new BatchEvaluator(ctx, scans, AccumulatorFactory.DEFAULT).run(root);
  }

  /**
   * Evaluates the plan, unless the linter noted something it could not model while building it (an
   * unknown column, an unsupported clause...): the plan would then not be the query Flink runs.
   */
  List<Object[]> run(RelNode root) {
    requireNonNull(root, "root is null");
    List<PlanNote> notes = ctx.model().plan() == null ? List.of() : ctx.model().plan().notes();
    if (!notes.isEmpty()) {
      PlanNote note = notes.get(0);
      throw new UnsupportedFeatureException(
          "the plan is incomplete ("
              + note.kind().name().toLowerCase(Locale.ROOT).replace('_', ' ')
              + ": "
              + note.subject()
              + "), which the reference engine does not run",
          note.span());
    }
    return eval(root);
  }

  List<Object[]> eval(RelNode node) {
    if (node instanceof TableScan scan) {
      return scan(scan);
    }
    if (node instanceof Values values) {
      return values(values);
    }
    if (node instanceof Calc calc) {
      return calc(calc, eval(calc.input()));
    }
    if (node instanceof Union union) {
      List<Object[]> out = new ArrayList<>();
      for (RelNode input : union.inputs()) {
        out.addAll(Coercions.toRowType(eval(input), input.rowType(), union.rowType()));
      }
      return out;
    }
    if (node instanceof Sort sort) {
      return sort(sort, eval(sort.input()));
    }
    if (node instanceof Aggregate agg) {
      List<Object[]> input = eval(agg.input());
      if (agg.hasGroupingSets()) {
        return BatchAggregate.evaluateGroupingSets(agg, input, accumulators);
      }
      Set<BitSet> keys = ctx.model().properties().upsertKeys(agg.input());
      return TrustedKeyAggregate.evaluate(agg, keys, input, accumulators)
          .orElseGet(() -> BatchAggregate.evaluate(agg, input, accumulators));
    }
    if (node instanceof Rank rank) {
      return BatchRank.evaluate(rank, eval(rank.input()));
    }
    if (node instanceof Over over) {
      return BatchOver.evaluate(over, eval(over.input()), accumulators);
    }
    if (node instanceof WindowTvf tvf) {
      return BatchWindows.of(tvf, ctx.zone()).evaluate(eval(tvf.input()));
    }
    if (node instanceof Join join) {
      return BatchJoin.evaluate(join, eval(join.left()), eval(join.right()));
    }
    String what = node instanceof Opaque opaque ? opaque.what() : node.getClass().getSimpleName();
    throw new UnsupportedFeatureException(
        what + " is not supported by the reference engine in batch mode", node.span());
  }

  private List<Object[]> scan(TableScan scan) {
    if (!scan.isKnown()) {
      throw new UnsupportedFeatureException(
          "unknown table " + String.join(".", scan.name()), scan.span());
    }
    List<Object[]> rows = requireNonNull(scans.apply(scan), "scans returned null");
    int width = scan.rowType().size();
    for (Object[] row : rows) {
      if (row.length != width) {
        throw new IllegalArgumentException(
            "a row of " + row.length + " values for " + scan.name() + " with " + width + " fields");
      }
    }
    return rows;
  }

  private static List<Object[]> values(Values values) {
    List<Object[]> out = new ArrayList<>(values.rows().size());
    for (List<Expr> exprs : values.rows()) {
      Object[] row = new Object[exprs.size()];
      for (int i = 0; i < row.length; i++) {
        Object value = ExprCompiler.compile(exprs.get(i)).eval(NO_FIELDS);
        row[i] = Coercions.toType(value, values.rowType().get(i).type());
      }
      out.add(row);
    }
    return out;
  }

  private static List<Object[]> calc(Calc calc, List<Object[]> input) {
    Evaluator condition = calc.condition() == null ? null : ExprCompiler.compile(calc.condition());
    boolean identity = calc.isIdentity();
    Evaluator[] projects = new Evaluator[calc.projects().size()];
    for (int i = 0; i < projects.length; i++) {
      projects[i] = ExprCompiler.compile(calc.projects().get(i));
    }
    List<Object[]> out = new ArrayList<>();
    for (Object[] row : input) {
      if (condition != null && !Boolean.TRUE.equals(condition.eval(row))) {
        continue;
      }
      if (identity) {
        out.add(row);
        continue;
      }
      Object[] projected = new Object[projects.length];
      for (int i = 0; i < projected.length; i++) {
        projected[i] = projects[i].eval(row);
      }
      out.add(projected);
    }
    return out;
  }

  /**
   * ORDER BY (a stable sort: ties keep input order), then OFFSET and FETCH / LIMIT. Without sort
   * keys Flink keeps any rows it likes, so that is only answered when it must keep them all.
   */
  private static List<Object[]> sort(Sort sort, List<Object[]> input) {
    long offset = sort.offset().orElse(0);
    long fetch = sort.fetch().orElse(Long.MAX_VALUE);
    if (sort.offset().isEmpty() && sort.fetch().isEmpty()) {
      // The linter keeps a Sort only for a literal OFFSET or FETCH, so a bound was not a literal.
      throw new UnsupportedFeatureException(
          "an OFFSET or FETCH that is not a literal is not supported by the reference engine",
          sort.span());
    }
    if (sort.keys().isEmpty() && (offset > 0 || input.size() > fetch)) {
      throw new UnsupportedFeatureException(
          "LIMIT without ORDER BY keeps arbitrary rows in Flink; the reference engine cannot"
              + " predict which",
          sort.span());
    }
    List<Object[]> sorted = new ArrayList<>(input);
    if (!sort.keys().isEmpty()) {
      sorted.sort(SortComparators.of(sort.keys()));
    }
    int from = (int) Math.min(sorted.size(), offset);
    int to = (int) Math.min(sorted.size(), from + Math.min(fetch, Integer.MAX_VALUE));
    return new ArrayList<>(sorted.subList(from, to));
  }
}
