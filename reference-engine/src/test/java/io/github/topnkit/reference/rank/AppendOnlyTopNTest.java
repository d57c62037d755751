package io.github.topnkit.reference.rank;

import static io.github.topnkit.reference.rank.RankHarness.lines;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * AppendOnlyTopNFunction: expectations from spec-cases topn/append-only-top-n.spec.yaml,
 * topn/ties.spec.yaml and topn/sinks.spec.yaml (verified on Flink 2.3.0). A collected SELECT and a
 * print sink are both retract consumers in Flink, so queries run as INSERT INTO a print sink, which
 * the changelog inference gives -U.
 */
class AppendOnlyTopNTest {

  static final String SCORES =
      "CREATE TABLE Scores (k STRING, v INT, id INT)"
          + " WITH ('connector' = 'kafka', 'topic' = 'scores', 'format' = 'json');\n";
  static final String SCORES_INPUT =
      """
      +I[a, 10, 1]
      +I[a, 20, 2]
      +I[a, 15, 3]
      +I[a, 30, 4]
      +I[a, 15, 5]
      +I[a, 40, 6]
      """;

  static RankHarness printed(String columns, String filterAndSelect) {
    return RankHarness.of(
        SCORES
            + "CREATE TABLE Printed ("
            + columns
            + ") WITH ('connector' = 'print');\n"
            + "INSERT INTO Printed "
            + filterAndSelect);
  }

  private static String ranked(String select, String where) {
    return "SELECT "
        + select
        + " FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY k ORDER BY v DESC) AS rn FROM Scores)"
        + " WHERE "
        + where;
  }

  @Test
  void withRankNumberShiftsRowsAsUpdatePairsPerPosition() {
    // append-only-top-n: "top 3 with the rank number shifts rows as -U/+U pairs per position"
    RankHarness h =
        printed("k STRING, v INT, id INT, rn BIGINT", ranked("k, v, id, rn", "rn <= 3"));
    assertThat(h.runtimeFunction()).isEqualTo("AppendOnlyTopNFunction");
    assertThat(h.run(SCORES_INPUT))
        .isEqualTo(
            lines(
                """
                +I[a, 10, 1, 1]
                -U[a, 10, 1, 1]
                +U[a, 20, 2, 1]
                +I[a, 10, 1, 2]
                -U[a, 10, 1, 2]
                +U[a, 15, 3, 2]
                +I[a, 10, 1, 3]
                -U[a, 20, 2, 1]
                +U[a, 30, 4, 1]
                -U[a, 15, 3, 2]
                +U[a, 20, 2, 2]
                -U[a, 10, 1, 3]
                +U[a, 15, 3, 3]
                -U[a, 30, 4, 1]
                +U[a, 40, 6, 1]
                -U[a, 20, 2, 2]
                +U[a, 30, 4, 2]
                -U[a, 15, 3, 3]
                +U[a, 20, 2, 3]
                """));
  }

  @Test
  void withoutRankNumberSendsOnlyTheRowsThatEnterOrLeave() {
    // append-only-top-n: "top 3 without the rank number sends only the rows that enter or leave"
    RankHarness h = printed("k STRING, v INT, id INT", ranked("k, v, id", "rn <= 3"));
    assertThat(h.run(SCORES_INPUT))
        .isEqualTo(
            lines(
                """
                +I[a, 10, 1]
                +I[a, 20, 2]
                +I[a, 15, 3]
                -D[a, 10, 1]
                +I[a, 30, 4]
                -D[a, 15, 3]
                +I[a, 40, 6]
                """));
  }

  @Test
  void rankRangeEmitsOnlyItsPositions() {
    // append-only-top-n: "rn BETWEEN 2 AND 3 emits only the positions 2 and 3"
    RankHarness h =
        printed("k STRING, v INT, id INT, rn BIGINT", ranked("k, v, id, rn", "rn BETWEEN 2 AND 3"));
    assertThat(h.run(SCORES_INPUT))
        .isEqualTo(
            lines(
                """
                +I[a, 10, 1, 2]
                -U[a, 10, 1, 2]
                +U[a, 15, 3, 2]
                +I[a, 10, 1, 3]
                -U[a, 15, 3, 2]
                +U[a, 20, 2, 2]
                -U[a, 10, 1, 3]
                +U[a, 15, 3, 3]
                -U[a, 20, 2, 2]
                +U[a, 30, 4, 2]
                -U[a, 15, 3, 3]
                +U[a, 20, 2, 3]
                """));
  }

  @Test
  void offsetWithoutRankNumberStillShiftsWholeRows() {
    // append-only-top-n: "an offset without the rank number still shifts whole rows as -U/+U pairs"
    RankHarness h = printed("k STRING, v INT, id INT", ranked("k, v, id", "rn > 1 AND rn <= 3"));
    assertThat(h.run(SCORES_INPUT))
        .isEqualTo(
            lines(
                """
                +I[a, 10, 1]
                -U[a, 10, 1]
                +U[a, 15, 3]
                +I[a, 10, 1]
                -U[a, 15, 3]
                +U[a, 20, 2]
                -U[a, 10, 1]
                +U[a, 15, 3]
                -U[a, 20, 2]
                +U[a, 30, 4]
                -U[a, 15, 3]
                +U[a, 20, 2]
                """));
  }

  @Test
  void singlePositionRangeHasNoRankNumberOfItsOwn() {
    // append-only-top-n: "rn = 2 keeps only the runner-up"; Flink projects rn as the literal 2
    // above the Rank (ConstantRankNumberColumnRemoveRule), so the Rank itself sends k, v, id.
    RankHarness h = printed("k STRING, v INT, id INT, rn BIGINT", ranked("k, v, id, rn", "rn = 2"));
    assertThat(h.rank.outputRankNumber()).isFalse();
    assertThat(h.run(SCORES_INPUT))
        .isEqualTo(
            lines(
                """
                +I[a, 10, 1]
                -U[a, 10, 1]
                +U[a, 15, 3]
                -U[a, 15, 3]
                +U[a, 20, 2]
                -U[a, 20, 2]
                +U[a, 30, 4]
                """));
  }

  @Test
  void upsertSinkReceivesNoUpdateBefore() {
    // sinks: "upsert-kafka keyed by (partition, rank) receives upserts without -U"
    // (ONLY_UPDATE_AFTER)
    RankHarness h =
        RankHarness.of(
            SCORES
                + "CREATE TABLE Ranked (k STRING, v INT, id INT, rn BIGINT,"
                + " PRIMARY KEY (k, rn) NOT ENFORCED) WITH ('connector' = 'upsert-kafka',"
                + " 'topic' = 'ranked', 'key.format' = 'json', 'value.format' = 'json');\n"
                + "INSERT INTO Ranked "
                + ranked("k, v, id, rn", "rn <= 3"));
    assertThat(h.run("+I[a, 10, 1]\n+I[a, 20, 2]\n+I[a, 15, 3]\n+I[a, 30, 4]"))
        .isEqualTo(
            lines(
                """
                +I[a, 10, 1, 1]
                +U[a, 20, 2, 1]
                +I[a, 10, 1, 2]
                +U[a, 15, 3, 2]
                +I[a, 10, 1, 3]
                +U[a, 30, 4, 1]
                +U[a, 20, 2, 2]
                +U[a, 15, 3, 3]
                """));
  }

  @Test
  void earlierOfEqualRowsRanksFirstAndATieWithTheWorstIsNotAdmitted() {
    // ties: "the earlier of two equal rows gets the smaller rank, a third one is not admitted"
    RankHarness h =
        printed("k STRING, v INT, id INT, rn BIGINT", ranked("k, v, id, rn", "rn <= 2"));
    assertThat(h.run("+I[a, 10, 1]\n+I[a, 10, 2]\n+I[a, 10, 3]\n+I[a, 20, 4]"))
        .isEqualTo(
            lines(
                """
                +I[a, 10, 1, 1]
                +I[a, 10, 2, 2]
                -U[a, 10, 1, 1]
                +U[a, 20, 4, 1]
                -U[a, 10, 2, 2]
                +U[a, 10, 1, 2]
                """));
  }

  @Test
  void withoutRankNumberTheLatestOfTheWorstTiesIsEvicted() {
    // ties: "without the rank number the latest of the worst ties is evicted"
    RankHarness h = printed("k STRING, v INT, id INT", ranked("k, v, id", "rn <= 2"));
    assertThat(h.run("+I[a, 10, 1]\n+I[a, 10, 2]\n+I[a, 10, 3]\n+I[a, 20, 4]"))
        .isEqualTo(
            lines(
                """
                +I[a, 10, 1]
                +I[a, 10, 2]
                -D[a, 10, 2]
                +I[a, 20, 4]
                """));
  }

  @Test
  void partitionsAreRankedApart() {
    // semantics notes §6.3: each partition has its own buffer; rows of b do not disturb a.
    RankHarness h = printed("k STRING, v INT, id INT", ranked("k, v, id", "rn <= 1 + 1"));
    assertThat(h.run("+I[a, 1, 1]\n+I[b, 5, 2]\n+I[a, 2, 3]\n+I[b, 6, 4]\n+I[a, 3, 5]"))
        .isEqualTo(
            lines(
                """
                +I[a, 1, 1]
                +I[b, 5, 2]
                +I[a, 2, 3]
                +I[b, 6, 4]
                -D[a, 1, 1]
                +I[a, 3, 5]
                """));
  }

  @Test
  void withoutPartitionByTheTopNIsGlobal() {
    // partitions: "without PARTITION BY the Top-N is global"
    RankHarness h =
        printed(
            "k STRING, v INT, id INT",
            "SELECT k, v, id FROM (SELECT *, ROW_NUMBER() OVER (ORDER BY v DESC) AS rn"
                + " FROM Scores) WHERE rn <= 2");
    String input =
        "+I[a, 10, 1]\n+I[b, 50, 2]\n+I[a, 30, 3]\n+I[b, 20, 4]\n+I[a, 40, 5]\n+I[b, 60, 6]";
    assertThat(h.run(input))
        .isEqualTo(
            lines(
                """
                +I[a, 10, 1]
                +I[b, 50, 2]
                -D[a, 10, 1]
                +I[a, 30, 3]
                -D[a, 30, 3]
                +I[a, 40, 5]
                -D[a, 40, 5]
                +I[b, 60, 6]
                """));
  }

  @Test
  void largeRankEndRewritesEveryPositionBelowANewLeader() {
    // partitions: "a large N with the rank number rewrites every position below a new leader"
    // (the case projects k, v, rn; the Rank's own rows also carry id, equal to v here)
    RankHarness h = printed("k STRING, v INT, rn BIGINT", ranked("k, v, rn", "rn <= 1000"));
    assertThat(h.run("+I[a, 1, 1]\n+I[a, 2, 2]\n+I[a, 3, 3]\n+I[a, 4, 4]"))
        .isEqualTo(
            lines(
                """
                +I[a, 1, 1, 1]
                -U[a, 1, 1, 1]
                +U[a, 2, 2, 1]
                +I[a, 1, 1, 2]
                -U[a, 2, 2, 1]
                +U[a, 3, 3, 1]
                -U[a, 1, 1, 2]
                +U[a, 2, 2, 2]
                +I[a, 1, 1, 3]
                -U[a, 3, 3, 1]
                +U[a, 4, 4, 1]
                -U[a, 2, 2, 2]
                +U[a, 3, 3, 2]
                -U[a, 1, 1, 3]
                +U[a, 2, 2, 3]
                +I[a, 1, 1, 4]
                """));
  }
}
