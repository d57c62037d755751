package io.github.topnkit.reference.rank;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.topnkit.reference.expr.UnsupportedFeatureException;
import org.junit.jupiter.api.Test;

/** Which shapes {@link RankOperators} refuses as "not supported by the reference engine". */
class RankOperatorsTest {

  private static final String SCORES = AppendOnlyTopNTest.SCORES;

  private static String ranked(String function, String where) {
    return "SELECT k, v, id FROM (SELECT *, "
        + function
        + "() OVER (PARTITION BY k ORDER BY v DESC) AS rn FROM Scores) WHERE "
        + where;
  }

  @Test
  void rankFunctionsOtherThanRowNumberAreRefused() {
    // Streaming rejects RANK() ("RANK() on streaming table is not supported currently").
    RankHarness h = RankHarness.of(SCORES + ranked("RANK", "rn <= 3"));
    assertThatThrownBy(h::operator)
        .isInstanceOf(UnsupportedFeatureException.class)
        .hasMessageContaining("not supported by the reference engine")
        .satisfies(e -> assertThat(((UnsupportedFeatureException) e).span()).isPresent());
  }

  @Test
  void stateTtlIsRefused() {
    RankHarness h =
        RankHarness.of(
            "SET 'table.exec.state.ttl' = '1 h';\n" + SCORES + ranked("ROW_NUMBER", "rn <= 3"));
    assertThatThrownBy(h::operator)
        .isInstanceOf(UnsupportedFeatureException.class)
        .hasMessageContaining("table.exec.state.ttl");
  }

  @Test
  void zeroStateTtlIsTheDefault() {
    RankHarness h =
        RankHarness.of(
            "SET 'table.exec.state.ttl' = '0 ms';\n" + SCORES + ranked("ROW_NUMBER", "rn <= 3"));
    assertThat(h.operator()).isInstanceOf(AppendOnlyTopN.class);
  }

  @Test
  void miniBatchDeduplicationIsRefused() {
    RankHarness h =
        RankHarness.of(
            "SET 'table.exec.mini-batch.enabled' = 'true';\n"
                + "SET 'table.exec.mini-batch.allow-latency' = '1 s';\n"
                + "SET 'table.exec.mini-batch.size' = '1000';\n"
                + "CREATE TABLE Clicks (user_id STRING, url STRING, pt AS PROCTIME())"
                + " WITH ('connector' = 'kafka', 'topic' = 'clicks', 'format' = 'json');\n"
                + "SELECT user_id, url FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY user_id"
                + " ORDER BY pt DESC) AS rn FROM Clicks) WHERE rn = 1");
    assertThat(h.runtimeFunction()).contains("MiniBatch");
    assertThatThrownBy(h::operator)
        .isInstanceOf(UnsupportedFeatureException.class)
        .hasMessageContaining("MiniBatch");
  }

  @Test
  void windowPatternsBelongToTheWindowOperators() {
    RankHarness h =
        RankHarness.of(
            "CREATE TABLE Bids (item STRING, price INT, ts TIMESTAMP(3),"
                + " WATERMARK FOR ts AS ts) WITH ('connector' = 'kafka', 'topic' = 'bids',"
                + " 'format' = 'json');\n"
                + "SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY window_start,"
                + " window_end ORDER BY price DESC) AS rn FROM TABLE(TUMBLE(TABLE Bids,"
                + " DESCRIPTOR(ts), INTERVAL '10' MINUTES))) WHERE rn <= 3");
    assertThatThrownBy(h::operator)
        .isInstanceOf(UnsupportedFeatureException.class)
        .hasMessageContaining("WINDOW_TOP_N");
  }

  @Test
  void functionsFollowThePatternModel() {
    assertThat(RankHarness.of(SCORES + ranked("ROW_NUMBER", "rn <= 3")).operator())
        .isInstanceOf(AppendOnlyTopN.class);
    assertThat(RankHarness.of(SCORES + ranked("ROW_NUMBER", "rn = 1")).operator())
        .isInstanceOf(FastTop1.class);
  }
}
