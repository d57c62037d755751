package io.github.topnkit.reference.agg;

import io.github.topnkit.linter.model.Settings;
import io.github.topnkit.linter.model.UpdateKind;
import io.github.topnkit.linter.plan.Aggregate;
import io.github.topnkit.reference.exec.Operator;
import io.github.topnkit.reference.exec.PlanContext;
import io.github.topnkit.reference.expr.UnsupportedFeatureException;

/** Creates the operator of a regular (non-window) streaming GROUP BY or global aggregation. */
public final class GroupAggregates {

  private GroupAggregates() {}

  /**
   * The operator Flink runs for {@code aggregate} in streaming mode, {@code GroupAggFunction}.
   *
   * @throws UnsupportedFeatureException for a shape or setting the engine does not execute
   */
  public static Operator of(Aggregate aggregate, PlanContext ctx) {
    return of(aggregate, ctx, AccumulatorFactory.DEFAULT);
  }

  static Operator of(Aggregate aggregate, PlanContext ctx, AccumulatorFactory factory) {
    Settings settings = ctx.settings();
    if (!settings.streaming()) {
      throw new UnsupportedFeatureException(
          "a batch GROUP BY is run by the batch evaluator, not a streaming operator",
          aggregate.span());
    }
    if (ctx.model().properties().isWindowAggregate(aggregate)
        || ctx.model().properties().isLegacyGroupWindow(aggregate)) {
      // Flink runs these as window aggregations (fired by the watermark), not GroupAggFunction.
      throw new UnsupportedFeatureException(
          "a window aggregation is not a regular GROUP BY; it is not supported here",
          aggregate.span());
    }
    if (settings.miniBatch()) {
      // MiniBatchGroupAggFunction emits once per bundle, which depends on bundle boundaries.
      throw new UnsupportedFeatureException(
          "mini-batch GROUP BY (table.exec.mini-batch.enabled) is not supported by the reference"
              + " engine",
          aggregate.span());
    }
    if (Boolean.parseBoolean(
        settings.options().getOrDefault("table.optimizer.distinct-agg.split.enabled", "false"))) {
      throw new UnsupportedFeatureException(
          "split distinct aggregation (table.optimizer.distinct-agg.split.enabled) is not"
              + " supported by the reference engine",
          aggregate.span());
    }
    int[] keys = aggregate.groupKeys().stream().mapToInt(Integer::intValue).toArray();
    // GROUPING SETS / ROLLUP / CUBE: Flink plans Expand + GroupAggregate keyed by (keys, $e).
    Expand expand = aggregate.hasGroupingSets() ? Expand.of(aggregate) : null;
    if (expand != null) {
      keys = expand.groupKeys();
    }
    AggsHandler handler = new AggsHandler(aggregate.calls(), aggregate.input().rowType(), factory);
    // Flink's generateUpdateBefore: -U is sent unless the consumer only needs +U (upsert).
    boolean updateBefore =
        ctx.updateKind(aggregate).map(k -> k != UpdateKind.ONLY_UPDATE_AFTER).orElse(true);
    Operator operator =
        new GroupAggOperator(keys, handler, updateBefore, stateTtlEnabled(settings));
    return expand == null ? operator : expand.around(operator);
  }

  /** Whether {@code table.exec.state.ttl} is above zero (Flink's default is 0: no expiry). */
  static boolean stateTtlEnabled(Settings settings) {
    String ttl = settings.options().get("table.exec.state.ttl");
    if (ttl == null) {
      return false;
    }
    String digits = ttl.trim().replaceFirst("^(\\d+).*$", "$1");
    if (digits.isEmpty() || !Character.isDigit(digits.charAt(0))) {
      return true;
    }
    return digits.chars().anyMatch(c -> c != '0');
  }
}
