package io.github.topnkit.reference.window;

import io.github.topnkit.linter.catalog.SqlType;
import io.github.topnkit.linter.catalog.TimeKind;
import io.github.topnkit.linter.catalog.TypeRoot;
import io.github.topnkit.linter.model.PatternKind;
import io.github.topnkit.linter.model.Properties;
import io.github.topnkit.linter.model.RankPattern;
import io.github.topnkit.linter.parse.Span;
import io.github.topnkit.linter.plan.AggCall;
import io.github.topnkit.linter.plan.Aggregate;
import io.github.topnkit.linter.plan.Rank;
import io.github.topnkit.linter.plan.RankRange;
import io.github.topnkit.linter.plan.RankType;
import io.github.topnkit.linter.plan.SortKey;
import io.github.topnkit.linter.plan.WindowKind;
import io.github.topnkit.linter.plan.WindowProps;
import io.github.topnkit.linter.plan.WindowTvf;
import io.github.topnkit.reference.agg.Accumulator;
import io.github.topnkit.reference.agg.Accumulators;
import io.github.topnkit.reference.agg.Expand;
import io.github.topnkit.reference.exec.Operator;
import io.github.topnkit.reference.exec.PlanContext;
import io.github.topnkit.reference.exec.RowKey;
import io.github.topnkit.reference.expr.SortComparators;
import io.github.topnkit.reference.expr.UnsupportedFeatureException;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * Streaming operators of Flink's window TVFs and of the operators that consume window bounds:
 * window aggregation, Window Top-N and Window Deduplication. Every operator here reads the rows of
 * its plan node's own input: the window aggregation and the window rank read window_end from their
 * input rows, so the TVF below them runs as its own operator ({@link #tableFunction}), which gives
 * the same results as Flink's plan where the TVF is merged into the window operator.
 */
public final class WindowOperators {

  private WindowOperators() {}

  /**
   * A standalone window TVF: TUMBLE, HOP and CUMULATE emit each row at once per window; SESSION
   * buffers rows until the watermark closes their session.
   *
   * @throws UnsupportedFeatureException for processing-time windows and non-constant parameters
   */
  public static Operator tableFunction(WindowTvf tvf, PlanContext ctx) {
    if (tvf.timeField() < 0) {
      throw new UnsupportedFeatureException(
          "a window TVF without a time column is not supported by the reference engine",
          tvf.span());
    }
    SqlType timeType = tvf.input().rowType().get(tvf.timeField()).type();
    if (timeType.timeKind() == TimeKind.PROCTIME) {
      throw new UnsupportedFeatureException(
          "processing-time windows depend on the wall clock and are not supported by the"
              + " reference engine",
          tvf.descriptorSpan() != null ? tvf.descriptorSpan() : tvf.span());
    }
    boolean ltz = timeType.root() == TypeRoot.TIMESTAMP_LTZ;
    WindowSpec spec = WindowSpec.of(tvf);
    if (tvf.kind() == WindowKind.SESSION) {
      return new SessionWindowTvfOperator(
          spec.size(), tvf.timeField(), RowKey.fields(tvf.partitionKeys()), ltz, ctx.zone());
    }
    return new AlignedWindowTvfOperator(spec, tvf.timeField(), ltz, ctx.zone());
  }

  /**
   * The window aggregation of an Aggregate whose group keys include window_start and window_end of
   * a window TVF (through renaming Calcs, a window aggregation or a window join), emitting {@code
   * +I[group keys..., call results...]} per window when the watermark passes the window end; empty
   * when the Aggregate is a regular GROUP BY, which includes a SESSION aggregation whose other
   * group keys are not the session's PARTITION BY keys: Flink then runs the TVF on its own and a
   * regular GroupAggregate after it ({@code WindowUtil.validGroupKeyPartitionKey}).
   *
   * @throws UnsupportedFeatureException for legacy group windows, processing-time windows and
   *     unsupported aggregate functions
   */
  public static Optional<Operator> aggregate(Aggregate agg, PlanContext ctx) {
    Properties properties = ctx.model().properties();
    if (properties.isLegacyGroupWindow(agg)) {
      throw new UnsupportedFeatureException(
          "legacy group window aggregation (GROUP BY TUMBLE/HOP/SESSION(...)) is not supported by"
              + " the reference engine",
          agg.span());
    }
    if (!properties.isWindowAggregate(agg)) {
      return Optional.empty();
    }
    // isWindowAggregate holds only for an aggregate over window properties.
    WindowProps props = WindowProps.of(agg.input()).orElseThrow();
    requireEventTime(
        props,
        agg.span(),
        "a processing-time window aggregation depends on the wall clock and is not supported by"
            + " the reference engine");
    if (props.kind() == WindowKind.SESSION && agg.hasGroupingSets()) {
      throw new UnsupportedFeatureException(
          "GROUPING SETS, ROLLUP or CUBE in a SESSION window aggregation is not supported by the"
              + " reference engine",
          agg.span());
    }
    if (props.kind() == WindowKind.HOP && props.source() != null) {
      WindowSpec hop = WindowSpec.of(props.source());
      if (hop.size() % hop.slide() != 0) {
        // StreamExecWindowAggregateBase.createSliceAssigner
        throw new UnsupportedFeatureException(
            "HOP table function based aggregate requires size must be an integral multiple of"
                + " slide, but got size "
                + hop.size()
                + " ms and slide "
                + hop.slide()
                + " ms",
            agg.span());
      }
    }
    int windowEnd = first(props.end(), agg.keysInEverySet());
    List<Supplier<Accumulator>> calls = new ArrayList<>();
    for (AggCall call : agg.calls()) {
      calls.add(Accumulators.of(call, agg.input().rowType()));
    }
    if (agg.hasGroupingSets()) {
      // Flink plans Expand + WindowAggregate keyed by (keys, $e); window_end is in every set, so
      // the expanded rows keep it at its input position.
      Expand expand = Expand.of(agg);
      return Optional.of(
          expand.around(
              new WindowAggOperator(
                  expand.groupKeys(), windowEnd, calls, isLtz(props), ctx.zone())));
    }
    return Optional.of(
        new WindowAggOperator(
            RowKey.fields(agg.groupKeys()), windowEnd, calls, isLtz(props), ctx.zone()));
  }

  /**
   * Window Top-N or Window Deduplication of a Rank whose partition covers window_start and
   * window_end: insert-only output when the watermark passes the window end.
   *
   * @throws UnsupportedFeatureException for processing-time windows, RANK/DENSE_RANK, a variable
   *     rank end, and a deduplication ordered by a processing-time attribute
   */
  public static Operator rank(Rank rank, RankPattern pattern, PlanContext ctx) {
    WindowProps props =
        WindowProps.of(rank.input())
            .filter(p -> p.coveredBy(rank.partitionKeys()))
            .orElseThrow(
                () -> new IllegalArgumentException("the rank does not partition by window bounds"));
    boolean dedup = rank.isDeduplicationShape() && Properties.sortsOnTimeAttribute(rank);
    // StreamExecWindowRank / StreamExecWindowDeduplicate refuse processing-time windows.
    requireEventTime(
        props,
        rank.span(),
        "Processing time "
            + (dedup ? "Window Deduplication" : "Window TopN")
            + " is not supported yet.");
    if (rank.rankType() != RankType.ROW_NUMBER) {
      throw new UnsupportedFeatureException(
          rank.rankType()
              + "() function is not supported on Window TopN currently, only ROW_NUMBER() is"
              + " supported.",
          rank.span());
    }
    if (!(rank.range() instanceof RankRange.Constant range)) {
      throw new UnsupportedFeatureException(
          "Rank strategy " + rank.range() + " is not supported on window rank currently.",
          rank.span());
    }
    PatternKind kind = pattern.kind();
    if (pattern instanceof RankPattern.Rejected rejected) {
      throw new UnsupportedFeatureException(
          "Flink rejects this Window Top-N: " + rejected.rejection().message(), rank.span());
    }
    if (kind != PatternKind.WINDOW_TOP_N && kind != PatternKind.WINDOW_DEDUPLICATE) {
      throw new IllegalArgumentException("not a window rank: " + kind);
    }
    if (!pattern.input().insertOnly()) {
      // Planned by cost before the changelog check, so an updating input is an error.
      throw new UnsupportedFeatureException(
          (dedup ? "StreamPhysicalWindowDeduplicate" : "StreamPhysicalWindowRank")
              + " doesn't support consuming update and delete changes",
          rank.span());
    }
    int windowEnd = first(props.end(), rank.partitionKeys());
    int[] partition = RowKey.fields(rank.partitionKeys());
    boolean ltz = isLtz(props);
    if (kind == PatternKind.WINDOW_DEDUPLICATE) {
      SortKey key = rank.orderKeys().get(0);
      if (rank.input().rowType().get(key.field()).type().timeKind() == TimeKind.PROCTIME) {
        throw new UnsupportedFeatureException(
            "Window Deduplication ordered by a processing-time attribute depends on the wall"
                + " clock and is not supported by the reference engine",
            key.span());
      }
      return new WindowDeduplicateOperator(
          partition, windowEnd, key.field(), key.descending(), ltz, ctx.zone(), rank.span());
    }
    return new WindowRankOperator(
        partition,
        windowEnd,
        SortComparators.of(rank.orderKeys()),
        sortFields(rank),
        sortTypes(rank),
        range.start(),
        range.end(),
        rank.outputRankNumber(),
        ltz,
        ctx.zone(),
        rank.span());
  }

  private static int[] sortFields(Rank rank) {
    return rank.orderKeys().stream().mapToInt(SortKey::field).toArray();
  }

  private static SqlType[] sortTypes(Rank rank) {
    return rank.orderKeys().stream()
        .map(k -> rank.input().rowType().get(k.field()).type())
        .toArray(SqlType[]::new);
  }

  private static void requireEventTime(WindowProps props, Span span, String message) {
    if (props.timeKind() == TimeKind.PROCTIME) {
      throw new UnsupportedFeatureException(message, span);
    }
  }

  private static boolean isLtz(WindowProps props) {
    WindowTvf tvf = props.source();
    return tvf != null
        && tvf.timeField() >= 0
        && tvf.input().rowType().get(tvf.timeField()).type().root() == TypeRoot.TIMESTAMP_LTZ;
  }

  /** The first of the fields that is in the set. */
  private static int first(BitSet set, List<Integer> fields) {
    for (int f : fields) {
      if (f >= 0 && set.get(f)) {
        return f;
      }
    }
    throw new IllegalArgumentException("no window bound among " + fields);
  }
}
