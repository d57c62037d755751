package io.github.topnkit.reference.rank;

import static io.github.topnkit.reference.rank.RankHarness.lines;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * RetractableTopNFunction with an offset and no rank number output changes the row kind of the rows
 * it keeps when it sends them, and then cannot find them again ({@link StoredRow}). The expected
 * changelogs are what Flink 2.3.0 sent: spec-cases updating/retract-offset-row-kind.spec.yaml and
 * differential case 154 of seed 20261129 (its aggregate rows are Flink's own, from the GROUP BY run
 * alone).
 */
class RetractableRowKindTest {

  private static final String SCORES =
      "CREATE TABLE Scores (name STRING, score INT)"
          + " WITH ('connector' = 'kafka', 'topic' = 'scores', 'format' = 'debezium-json');\n";

  private static final String SCORE_ROWS =
      """
      +I[a, 10]
      +I[b, 20]
      +I[c, 30]
      -D[b, 20]
      +I[d, 15]
      -D[c, 30]
      """;

  private static RankHarness scores(String select, String where, String columns) {
    return RankHarness.of(
        SCORES
            + "CREATE TABLE Printed ("
            + columns
            + ") WITH ('connector' = 'print');\n"
            + "INSERT INTO Printed SELECT "
            + select
            + " FROM (SELECT *, ROW_NUMBER() OVER (ORDER BY score DESC) AS rn FROM Scores)"
            + " WHERE "
            + where);
  }

  @Test
  void aRowSentAsUpdateIsNotFoundByItsRetraction() {
    // rn = 2: the planner replaces the rank number by the constant 2, so the rank outputs none
    // and has an offset. b is sent as +U when c arrives, so -D[b] finds no row: nothing is sent
    // (b stays in the result), and a, kept with the kind -U, is retracted once more by d.
    RankHarness h = scores("name, score", "rn = 2", "name STRING, score INT");
    assertThat(h.runtimeFunction()).isEqualTo("RetractableTopNFunction");
    assertThat(h.rank.outputRankNumber()).isFalse();
    assertThat(h.run(SCORE_ROWS))
        .isEqualTo(
            lines(
                """
                +I[a, 10]
                -U[a, 10]
                +U[b, 20]
                -U[a, 10]
                +U[d, 15]
                -U[d, 15]
                +U[a, 10]
                """));
  }

  @Test
  void withTheRankNumberOutputTheKeptRowsKeepTheirKind() {
    // The rank number is output: Flink sends a joined row, the kept rows are not changed, and the
    // retraction of b lets a move up.
    RankHarness h =
        scores("name, score, rn", "rn BETWEEN 2 AND 3", "name STRING, score INT, rn BIGINT");
    assertThat(h.rank.outputRankNumber()).isTrue();
    assertThat(h.run(SCORE_ROWS))
        .isEqualTo(
            lines(
                """
                +I[a, 10, 2]
                -U[a, 10, 2]
                +U[b, 20, 2]
                +I[a, 10, 3]
                -U[b, 20, 2]
                +U[a, 10, 2]
                -D[a, 10, 3]
                -U[a, 10, 2]
                +U[d, 15, 2]
                +I[a, 10, 3]
                -U[d, 15, 2]
                +U[a, 10, 2]
                -D[a, 10, 3]
                """));
  }

  @Test
  void aRowSentAsDeleteStaysInStateAndItsRetractionSendsNothing() {
    // Differential case 154, partition a: the Top-N keeps rank 3 only (rn > 2 AND rn <= 3, the
    // rank number a constant). Retracting (a, 2, 1) sends -D of (a, 3, 1), which moves up to rank
    // 2 and is kept with the kind -D; its own retraction then finds nothing, so no -D of the row
    // at rank 3 precedes the next +I at rank 3. The same happens to (a, 3, 2).
    RankHarness h =
        RankHarness.of(
            "CREATE TABLE T (id INT, k1 STRING, k2 INT, v BIGINT, p DECIMAL(10, 2))"
                + " WITH ('connector' = 'kafka', 'topic' = 't', 'format' = 'json');\n"
                + "CREATE TABLE Printed (k1 STRING, k2 INT, cnt BIGINT, sv BIGINT,"
                + " mp DECIMAL(10, 2), rownum BIGINT) WITH ('connector' = 'print');\n"
                + "INSERT INTO Printed SELECT k1, k2, cnt, sv, mp, rownum FROM ("
                + " SELECT *, ROW_NUMBER() OVER (PARTITION BY k1 ORDER BY cnt, k2) AS rownum"
                + " FROM (SELECT k1, k2, COUNT(*) AS cnt, SUM(v) AS sv, MAX(p) AS mp"
                + " FROM T GROUP BY k1, k2))"
                + " WHERE rownum > 2 AND rownum <= 3");
    assertThat(h.runtimeFunction()).isEqualTo("RetractableTopNFunction");
    String aggregated =
        """
        +I[a, 3, 1, 40, 2.50]
        +I[a, 1, 1, 40, 10.00]
        +I[a, 2, 1, 20, 1.00]
        -U[a, 2, 1, 20, 1.00]
        +U[a, 2, 2, 40, 1.00]
        -U[a, 3, 1, 40, 2.50]
        +U[a, 3, 2, 50, 9.99]
        -U[a, 2, 2, 40, 1.00]
        +U[a, 2, 3, 60, 1.00]
        -U[a, 3, 2, 50, 9.99]
        +U[a, 3, 3, 60, 9.99]
        """;
    assertThat(h.run(aggregated))
        .isEqualTo(
            lines(
                """
                +I[a, 3, 1, 40, 2.50]
                -D[a, 3, 1, 40, 2.50]
                +I[a, 2, 2, 40, 1.00]
                +I[a, 3, 2, 50, 9.99]
                -D[a, 3, 2, 50, 9.99]
                +I[a, 2, 3, 60, 1.00]
                +I[a, 3, 3, 60, 9.99]
                """));
  }
}
