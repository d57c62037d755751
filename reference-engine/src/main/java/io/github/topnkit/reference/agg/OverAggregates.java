package io.github.topnkit.reference.agg;

import io.github.topnkit.linter.catalog.TimeKind;
import io.github.topnkit.linter.plan.AggCall;
import io.github.topnkit.linter.plan.Over;
import io.github.topnkit.linter.plan.OverCall;
import io.github.topnkit.linter.plan.OverGroup;
import io.github.topnkit.linter.plan.SortKey;
import io.github.topnkit.linter.target.FlinkVersion;
import io.github.topnkit.reference.exec.Operator;
import io.github.topnkit.reference.exec.PlanContext;
import io.github.topnkit.reference.expr.UnsupportedFeatureException;
import java.util.List;
import java.util.Set;

/**
 * Creates the operator of a streaming OVER aggregation, which Flink plans when a ROW_NUMBER query
 * is no Top-N, or for aggregates written with OVER.
 */
public final class OverAggregates {

  /** Functions whose Flink accumulator is their value, so Flink's early out compares values. */
  private static final Set<String> VALUE_IS_ACCUMULATOR =
      Set.of("ROW_NUMBER", "COUNT", "SUM", "MIN", "MAX");

  private OverAggregates() {}

  /**
   * The operator Flink's {@code StreamExecOverAggregate} runs for {@code over}: a row-time function
   * buffering rows until the watermark, a proc-time function emitting on arrival, or (in 2.1+) the
   * non-time function that renumbers later rows.
   *
   * @throws UnsupportedFeatureException for a shape the engine does not execute
   */
  public static Operator of(Over over, PlanContext ctx) {
    return of(over, ctx, AccumulatorFactory.DEFAULT);
  }

  static Operator of(Over over, PlanContext ctx, AccumulatorFactory factory) {
    if (!ctx.settings().streaming()) {
      throw unsupported("a batch OVER aggregation is run by the batch evaluator", over);
    }
    if (over.groups().size() != 1) {
      // Flink: "All aggregates must be computed on the same window."
      throw unsupported("OVER aggregations over more than one window", over);
    }
    OverGroup group = over.groups().get(0);
    if (!group.lowerUnbounded() || !group.upperCurrentRow()) {
      throw new UnsupportedFeatureException(
          "OVER frames other than UNBOUNDED PRECEDING to CURRENT ROW are not supported by the"
              + " reference engine",
          group.windowSpan());
    }
    if (group.orderKeys().size() != 1) {
      throw new UnsupportedFeatureException(
          "an OVER window ordered by other than one key is not supported by the reference engine",
          group.windowSpan());
    }
    if (!ctx.model().properties().kinds(over.input()).insertOnly()) {
      throw unsupported("an OVER aggregation over an updating input", over);
    }
    SortKey order = group.orderKeys().get(0);
    if (order.descending()) {
      throw new UnsupportedFeatureException(
          "a descending OVER window order is not supported by the reference engine", order.span());
    }
    TimeKind time = over.input().rowType().get(order.field()).type().timeKind();
    if (time == TimeKind.NONE) {
      checkNonTime(over, group, ctx);
    }
    int[] partition = group.partitionKeys().stream().mapToInt(Integer::intValue).toArray();
    AggsHandler handler = handler(group.calls(), over, factory);
    return switch (time) {
      case ROWTIME ->
          new RowTimeOverOperator(
              partition, order.field(), group.rows(), unboundedOverVersion(ctx) == 2, handler);
      case PROCTIME -> new ProcTimeOverOperator(partition, handler);
      case NONE -> new NonTimeRowsOverOperator(partition, order, handler);
    };
  }

  /** Flink's {@code table.exec.unbounded-over.version}: 2 by default since 2.0, 1 before. */
  static int unboundedOverVersion(PlanContext ctx) {
    if (ctx.settings().version().before(FlinkVersion.V2_0)) {
      return 1;
    }
    String version =
        ctx.settings().options().getOrDefault("table.exec.unbounded-over.version", "2");
    return version.trim().equals("1") ? 1 : 2;
  }

  private static void checkNonTime(Over over, OverGroup group, PlanContext ctx) {
    if (ctx.settings().version().before(FlinkVersion.V2_1)) {
      throw new UnsupportedFeatureException(
          "OVER windows' ordering in stream mode must be defined on a time attribute before"
              + " Flink 2.1",
          group.orderKeys().get(0).span());
    }
    // NonTimeRowsUnboundedPrecedingFunction stops renumbering at the first row whose new value
    // equals its stored accumulator; that is exact only where the accumulator is the value.
    OverCall other =
        group.calls().stream()
            .filter(c -> !VALUE_IS_ACCUMULATOR.contains(c.function()))
            .findFirst()
            .orElse(null);
    if (!group.rows()) {
      throw unsupported("a non-time OVER aggregation with a RANGE frame", over);
    }
    if (other != null) {
      throw new UnsupportedFeatureException(
          other.function()
              + "() in a non-time OVER aggregation is not supported by the reference engine",
          other.span());
    }
  }

  private static AggsHandler handler(List<OverCall> calls, Over over, AccumulatorFactory factory) {
    List<AggCall> aggCalls =
        calls.stream()
            .map(c -> new AggCall(c.function(), c.args(), false, -1, c.type(), c.span()))
            .toList();
    for (OverCall call : calls) {
      if (call.isRankFunction() && !call.function().equals("ROW_NUMBER")) {
        throw new UnsupportedFeatureException(
            call.function()
                + "() in a streaming OVER aggregation is not supported by the"
                + " reference engine",
            call.span());
      }
    }
    AccumulatorFactory withRowNumber =
        (call, input) ->
            call.function().equals("ROW_NUMBER")
                ? RowNumberAccumulator::new
                : factory.create(call, input);
    return new AggsHandler(aggCalls, over.input().rowType(), withRowNumber);
  }

  private static UnsupportedFeatureException unsupported(String what, Over over) {
    return new UnsupportedFeatureException(
        what + " is not supported by the reference engine", over.span());
  }
}
