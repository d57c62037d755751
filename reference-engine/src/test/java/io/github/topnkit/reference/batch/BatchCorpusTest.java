package io.github.topnkit.reference.batch;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.topnkit.linter.plan.Rank;
import io.github.topnkit.linter.plan.RelNode;
import io.github.topnkit.reference.expr.UnsupportedFeatureException;
import java.util.List;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * The batch cases of the spec corpus ({@code mode: batch} or {@code both}, verified on Flink
 * 2.3.0): the linter's batch plan, the case's input, and its {@code final:} rows as a multiset.
 */
class BatchCorpusTest {

  private static void assertFinal(BatchCase c) {
    assertThat(c.run(TestAccumulators::of)).containsExactlyInAnyOrderElementsOf(c.expectedFinal());
  }

  @Nested
  class RankFunctions {
    private static final String FILE = "batch/rank-functions.spec.yaml";

    @Test
    void rankGivesTiedRowsTheSameRankAndSkipsTheNext() {
      BatchCase c =
          BatchCase.of(FILE, "RANK gives tied rows the same rank and skips the next ones");
      assertThat(contains(c.root(), Rank.class)).as("batch RANK with a constant range").isTrue();
      assertFinal(c);
      // The public entry point, with the engine's own accumulators (this plan has no aggregate).
      assertThat(c.run()).containsExactlyInAnyOrderElementsOf(c.expectedFinal());
    }

    @Test
    void denseRankGivesTiedRowsTheSameRankWithoutAGap() {
      BatchCase c = BatchCase.of(FILE, "DENSE_RANK gives tied rows the same rank without a gap");
      assertThat(contains(c.root(), Rank.class)).as("batch plans DENSE_RANK as OVER").isFalse();
      assertFinal(c);
    }

    @Test
    void rowNumberWithoutTiesGivesTheTop2() {
      assertFinal(
          BatchCase.of(
              FILE, "ROW_NUMBER without ties gives the same Top-2 in batch and streaming"));
    }

    @Test
    void aRankFilterWithoutAnEndRunsInBatch() {
      assertFinal(
          BatchCase.of(
              FILE, "a rank filter without an end runs in batch and is refused in streaming"));
    }

    @Test
    void rowNumberWithARankEndOf0IsEmpty() {
      BatchCase c =
          BatchCase.of(FILE, "ROW_NUMBER with a rank end of 0 is an empty result in batch");
      assertThat(c.expectedFinal()).isEmpty();
      assertThat(c.run(TestAccumulators::of)).isEmpty();
    }

    @Test
    void rankWithARankEndOf0IsNotAnEmptyResult() {
      // Flink refuses it ("Rank end should not less than zero, but now is 0"): never answer [].
      BatchCase c = BatchCase.of(FILE, "RANK with a rank end of 0 is refused in batch too");
      assertThatThrownBy(() -> c.run(TestAccumulators::of))
          .isInstanceOf(UnsupportedFeatureException.class)
          .hasMessageContaining("Rank end should not less than zero");
    }
  }

  /** Flink's batch planner trusts a declared key the data violates. */
  @Nested
  class TrustedPrimaryKey {
    private static final String FILE = "batch/trusted-primary-key.spec.yaml";

    @Test
    void groupsByTheKeyAloneWithTheOtherGroupKeysFromTheFirstRow() {
      BatchCase c =
          BatchCase.of(
              FILE,
              "grouping by the key and another column groups by the key alone, the other column"
                  + " from the first row (neither its least nor its greatest value)");
      assertThat(c.run()).containsExactlyInAnyOrderElementsOf(c.expectedFinal());
    }

    @Test
    void dropsAnAggregationOfOnlySumMinAndMaxByTheKey() {
      BatchCase c =
          BatchCase.of(
              FILE,
              "an aggregation of only SUM, MIN and MAX grouped by the key is removed, so violating"
                  + " rows stay apart");
      assertThat(c.run()).containsExactlyInAnyOrderElementsOf(c.expectedFinal());
    }

    @Test
    void keepsAnAggregationWithCountGroupedByTheKey() {
      BatchCase c = BatchCase.of(FILE, "a COUNT keeps the aggregation grouped by the key");
      assertThat(c.run()).containsExactlyInAnyOrderElementsOf(c.expectedFinal());
    }
  }

  @Test
  void windowTopNInBatchIsAnOverAggregationPartitionedByTheWindowBounds() {
    assertFinal(
        BatchCase.of(
            "window/window-topn-tumble.spec.yaml", "the same ranking in batch and streaming"));
  }

  @Test
  void aTumbleWindowAggregationOnAPlainTimestamp() {
    // SUM comes from the test accumulators until Accumulators.of is merged.
    assertFinal(
        BatchCase.of(
            "window-tvf/validation.spec.yaml",
            "a TIMESTAMP without a watermark windows in batch, not in streaming"));
  }

  @Test
  void top3SpendersPerCountryOf3000GeneratedRows() {
    BatchCase c =
        BatchCase.of(
            "datagen/top-3-spenders-per-country.spec.yaml",
            "top 3 spenders per country of 3000 generated rows, streaming and batch");
    assertThat(c.expectedFinal()).hasSize(90);
    assertFinal(c);
  }

  @Test
  void generatedSpendingsGiveTheSameTop3AsStreaming() {
    assertFinal(
        BatchCase.of(
            "topn/spending-top3.spec.yaml",
            "generated spendings give the same top 3 in streaming and in batch"));
  }

  @Test
  void sessionWindowTopNIsNotSupportedInBatch() {
    BatchCase c =
        BatchCase.of(
            "docs/window-topn-guide.spec.yaml",
            "SESSION Window Top-N is not supported in batch, as section 6.1 says");
    assertThatThrownBy(() -> c.run(TestAccumulators::of))
        .isInstanceOf(UnsupportedFeatureException.class)
        .hasMessageContaining("Unaligned windows like session are not supported in batch mode yet")
        .satisfies(e -> assertThat(((UnsupportedFeatureException) e).span()).isPresent());
  }

  static boolean contains(RelNode node, Class<? extends RelNode> type) {
    if (type.isInstance(node)) {
      return true;
    }
    List<RelNode> inputs = node.inputs();
    return inputs.stream().anyMatch(i -> contains(i, type));
  }
}
