package io.github.topnkit.reference.window;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.topnkit.linter.plan.Aggregate;
import io.github.topnkit.linter.plan.Rank;
import io.github.topnkit.linter.plan.RelNode;
import io.github.topnkit.linter.plan.WindowTvf;
import io.github.topnkit.reference.exec.Row;
import io.github.topnkit.reference.expr.UnsupportedFeatureException;
import io.github.topnkit.spec.RowKind;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Shapes the window operators refuse, from the spec corpus: Flink's own planning errors (cited per
 * test) and what the reference engine cannot reproduce (processing time, the wall clock).
 */
class WindowRejectionsTest {

  private static final String REJECTIONS = "window/rejections.spec.yaml";

  @Test
  void windowTopNOnProcessingTime() {
    CorpusCase c = CorpusCase.load(REJECTIONS, "Window Top-N on a processing-time window");
    Rank rank = find(c.root(), Rank.class);
    assertThatThrownBy(() -> WindowOperators.rank(rank, c.ctx.pattern(rank).orElseThrow(), c.ctx))
        .isInstanceOf(UnsupportedFeatureException.class)
        .hasMessage("Processing time Window TopN is not supported yet.");
    WindowTvf tvf = find(c.root(), WindowTvf.class);
    assertThatThrownBy(() -> WindowOperators.tableFunction(tvf, c.ctx))
        .isInstanceOf(UnsupportedFeatureException.class)
        .hasMessageContaining("processing-time windows");
  }

  @Test
  void windowTopNAfterProcessingTimeAggregation() {
    CorpusCase c =
        CorpusCase.load(REJECTIONS, "Window Top-N after a window aggregation on processing time");
    Rank rank = find(c.root(), Rank.class);
    assertThatThrownBy(() -> WindowOperators.rank(rank, c.ctx.pattern(rank).orElseThrow(), c.ctx))
        .isInstanceOf(UnsupportedFeatureException.class)
        .hasMessage("Processing time Window TopN is not supported yet.");
    Aggregate agg = find(c.root(), Aggregate.class);
    assertThatThrownBy(() -> WindowOperators.aggregate(agg, c.ctx))
        .isInstanceOf(UnsupportedFeatureException.class)
        .hasMessageContaining("processing-time window aggregation");
  }

  @Test
  void windowDeduplicationOnProcessingTime() {
    CorpusCase c = CorpusCase.load(REJECTIONS, "window deduplication on a processing-time window");
    Rank rank = find(c.root(), Rank.class);
    assertThatThrownBy(() -> WindowOperators.rank(rank, c.ctx.pattern(rank).orElseThrow(), c.ctx))
        .isInstanceOf(UnsupportedFeatureException.class)
        .hasMessage("Processing time Window Deduplication is not supported yet.");
  }

  @Test
  void variableRankEnd() {
    CorpusCase c = CorpusCase.load(REJECTIONS, "a rank end taken from a column");
    Rank rank = find(c.root(), Rank.class);
    assertThatThrownBy(() -> WindowOperators.rank(rank, c.ctx.pattern(rank).orElseThrow(), c.ctx))
        .isInstanceOf(UnsupportedFeatureException.class)
        .hasMessage("Rank strategy rankEnd=lim is not supported on window rank currently.");
  }

  @Test
  void rankFunction() {
    CorpusCase c = CorpusCase.load(REJECTIONS, "RANK() in a Window Top-N");
    Rank rank = find(c.root(), Rank.class);
    assertThatThrownBy(() -> WindowOperators.rank(rank, c.ctx.pattern(rank).orElseThrow(), c.ctx))
        .isInstanceOf(UnsupportedFeatureException.class)
        .hasMessage(
            "RANK() function is not supported on Window TopN currently, only ROW_NUMBER() is"
                + " supported.");
  }

  @Test
  void windowTopNOverCdcIsRefused() {
    CorpusCase c = CorpusCase.load(REJECTIONS, "Window Top-N over a CDC source");
    Rank rank = find(c.root(), Rank.class);
    assertThatThrownBy(() -> WindowOperators.rank(rank, c.ctx.pattern(rank).orElseThrow(), c.ctx))
        .isInstanceOf(UnsupportedFeatureException.class)
        .hasMessageContaining("StreamPhysicalWindowRank doesn't support consuming update");
  }

  @Test
  void windowRankRuntimeRefusesRetractions() {
    // TopNRecordsCombiner: "Window rank does not support input RowKind".
    CorpusCase c =
        CorpusCase.load("window/late-rows.spec.yaml", "a row whose window has fired is dropped");
    Rank rank = find(c.root(), Rank.class);
    var op = WindowOperators.rank(rank, c.ctx.pattern(rank).orElseThrow(), c.ctx);
    Object[] row = new Object[rank.input().rowType().size()];
    row[rank.partitionKeys().get(1)] = java.time.LocalDateTime.parse("2020-04-15T08:10:00");
    assertThatThrownBy(() -> op.processElement(new Row(RowKind.DELETE, row), r -> {}))
        .isInstanceOf(UnsupportedFeatureException.class)
        .hasMessage("Window rank does not support input RowKind: DELETE");
  }

  @Test
  void sessionAggregationGroupedOtherThanItsPartitionIsNoWindowAggregation() {
    // WindowUtil.validGroupKeyPartitionKey: Flink runs the TVF and a regular GROUP BY (the
    // case's changelog is updating), so this is no window aggregation.
    CorpusCase c =
        CorpusCase.load(
            "docs/window-tvf-guide.spec.yaml",
            "SESSION with a 5-minute gap over all accounts, then grouped by account");
    Aggregate agg = find(c.root(), Aggregate.class);
    assertThat(WindowOperators.aggregate(agg, c.ctx)).isEmpty();
  }

  @Test
  void legacyGroupWindowIsRefused() {
    CorpusCase c =
        CorpusCase.load(
            "docs/window-tvf-guide.spec.yaml", "the old GROUP BY TUMBLE syntax still works");
    Aggregate agg = find(c.root(), Aggregate.class);
    assertThatThrownBy(() -> WindowOperators.aggregate(agg, c.ctx))
        .isInstanceOf(UnsupportedFeatureException.class)
        .hasMessageContaining("legacy group window");
  }

  @Test
  void regularGroupByOverTvfIsNoWindowAggregation() {
    CorpusCase c =
        CorpusCase.load(
            "docs/window-tvf-guide.spec.yaml",
            "a 1-second HOP slide over 1 minute puts every transaction into 60 windows");
    Aggregate agg = find(c.root(), Aggregate.class);
    assertThat(WindowOperators.aggregate(agg, c.ctx)).isEmpty();
  }

  @Test
  void hopAggregationNeedsSizeAMultipleOfSlide() {
    CorpusCase c =
        CorpusCase.load(
            "window/window-topn-hop-cumulate.spec.yaml",
            "the same HOP is rejected for a window aggregation");
    Aggregate agg = find(c.root(), Aggregate.class);
    assertThatThrownBy(() -> WindowOperators.aggregate(agg, c.ctx))
        .isInstanceOf(UnsupportedFeatureException.class)
        .hasMessage(
            "HOP table function based aggregate requires size must be an integral multiple of"
                + " slide, but got size 600000 ms and slide 240000 ms");
  }

  static <T extends RelNode> T find(RelNode node, Class<T> type) {
    List<RelNode> todo = new ArrayList<>(List.of(node));
    while (!todo.isEmpty()) {
      RelNode n = todo.remove(0);
      if (type.isInstance(n)) {
        return type.cast(n);
      }
      todo.addAll(n.inputs());
    }
    throw new AssertionError("no " + type.getSimpleName() + " in the plan");
  }
}
