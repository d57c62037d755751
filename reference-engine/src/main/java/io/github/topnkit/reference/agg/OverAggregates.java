package io.github.topnkit.reference.agg;

import io.github.topnkit.linter.FlinkVersion;
import io.github.topnkit.linter.catalog.TimeKind;
import io.github.topnkit.linter.plan.AggCall;
import io.github.topnkit.linter.plan.Over;
import io.github.topnkit.linter.plan.OverCall;
import io.github.topnkit.linter.plan.OverGroup;
import io.github.topnkit.linter.plan.SortKey;
import io.github.topnkit.reference.UnsupportedFeatureException;
import io.github.topnkit.reference.exec.Operator;
import io.github.topnkit.reference.exec.PlanContext;
import java.util.List;

/**
 * Creates the operator of a streaming OVER aggregation, which Flink plans when a ROW_NUMBER query
 * is no Top-N, or for aggregates written with OVER.
 */
public final class OverAggregates {

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
    int[] partition = group.partitionKeys().stream().mapToInt(Integer::intValue).toArray();
    AggsHandler handler = handler(group.calls(), over, factory);
    TimeKind time = over.input().rowType().get(order.field()).type().timeKind();
    return switch (time) {
      case ROWTIME ->
          new RowTimeOverOperator(
              partition, order.field(), group.rows(), unboundedOverVersion(ctx) == 2, handler);
      case PROCTIME -> new ProcTimeOverOperator(partition, handler);
      case NONE -> nonTime(over, group, ctx, partition, handler);
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

  private static Operator nonTime(
      Over over, OverGroup group, PlanContext ctx, int[] partition, AggsHandler handler) {
    if (ctx.settings().version().before(FlinkVersion.V2_1)) {
      throw new UnsupportedFeatureException(
          "OVER windows' ordering in stream mode must be defined on a time attribute before"
              + " Flink 2.1",
          group.orderKeys().get(0).span());
    }
    // NonTimeRowsUnboundedPrecedingFunction compares accumulators to skip unchanged rows; only
    // ROW_NUMBER, whose later values always change, is reproduced exactly here.
    boolean rowNumbersOnly =
        group.calls().stream().allMatch(c -> c.function().equals("ROW_NUMBER"));
    if (!group.rows() || !rowNumbersOnly) {
      throw unsupported("a non-time OVER aggregation other than ROW_NUMBER()", over);
    }
    return new NonTimeRowNumberOperator(partition, group.orderKeys().get(0), group.calls().size());
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
