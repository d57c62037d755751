package io.github.topnkit.reference.rank;

import static io.github.topnkit.reference.rank.RankHarness.lines;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.linter.target.FlinkVersion;
import org.junit.jupiter.api.Test;

/**
 * FastTop1Function (with FLINK-40368), AppendOnlyFirstNFunction and variable rank ends:
 * expectations from spec-cases topn/top-one.spec.yaml, topn/ties.spec.yaml,
 * topn/variable-rank-end.spec.yaml and dedup/proctime.spec.yaml (verified on Flink 2.3.0).
 */
class TopOneAndFirstNTest {

  private static final String TOP_ONE_INPUT =
      "+I[k, 10, 1]\n+I[k, 5, 2]\n+I[k, 1, 3]\n+I[k, 20, 4]";

  private static String top1(String direction) {
    return AppendOnlyTopNTest.SCORES
        + "CREATE TABLE Printed (k STRING, v INT, id INT) WITH ('connector' = 'print');\n"
        + "INSERT INTO Printed SELECT k, v, id FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY k"
        + " ORDER BY v "
        + direction
        + ") AS rn FROM Scores) WHERE rn = 1";
  }

  @Test
  void topOneReplacesItsRowOnlyForAStrictlyBetterKey() {
    // top-one: "top-1 DESC replaces the row with -U/+U for a strictly better key"
    RankHarness h = RankHarness.of(top1("DESC"));
    assertThat(h.runtimeFunction()).isEqualTo("FastTop1Function");
    assertThat(h.run(TOP_ONE_INPUT)).isEqualTo(lines("+I[k, 10, 1]\n-U[k, 10, 1]\n+U[k, 20, 4]"));
  }

  @Test
  void topOneKeepsTheIncumbentOnATie() {
    // ties: "top-1 keeps the incumbent on a tie and replaces it only for a better key"
    RankHarness h = RankHarness.of(top1("DESC"));
    assertThat(h.run("+I[a, 10, 1]\n+I[a, 10, 2]\n+I[a, 10, 3]\n+I[a, 20, 4]"))
        .isEqualTo(lines("+I[a, 10, 1]\n-U[a, 10, 1]\n+U[a, 20, 4]"));
  }

  @Test
  void flink40368TopOneAscSendsUpdateAfterWithoutUpdateBeforeOnFlink23() {
    // top-one: "FLINK-40368 (2.1 - 2.3) top-1 ASC is mislabelled insert-only and emits +U
    // without -U" (the print sink asks for -U; Flink still sends none)
    RankHarness h = RankHarness.of(top1("ASC"));
    assertThat(h.run(TOP_ONE_INPUT)).isEqualTo(lines("+I[k, 10, 1]\n+U[k, 5, 2]\n+U[k, 1, 3]"));
  }

  @Test
  void topOneAscBeforeFlink21RetractsTheReplacedRow() {
    // top-one: "top-1 ASC before Flink 2.1 retracts the replaced row"
    RankHarness h = RankHarness.of(FlinkVersion.V1_20, top1("ASC"));
    assertThat(h.run(TOP_ONE_INPUT))
        .isEqualTo(lines("+I[k, 10, 1]\n-U[k, 10, 1]\n+U[k, 5, 2]\n-U[k, 5, 2]\n+U[k, 1, 3]"));
  }

  @Test
  void miniBatchBringsTheUpdateBeforeBack() {
    // top-one: "FLINK-40368 workaround (2.1+) with mini-batch on, the top-1 ASC retracts its row"
    RankHarness h =
        RankHarness.of(
            "SET 'table.exec.mini-batch.enabled' = 'true';\n"
                + "SET 'table.exec.mini-batch.allow-latency' = '1 s';\n"
                + "SET 'table.exec.mini-batch.size' = '1000';\n"
                + top1("ASC"));
    assertThat(h.run(TOP_ONE_INPUT))
        .isEqualTo(lines("+I[k, 10, 1]\n-U[k, 10, 1]\n+U[k, 5, 2]\n-U[k, 5, 2]\n+U[k, 1, 3]"));
  }

  @Test
  void firstNSendsTheFirstArrivalsOnProctime() {
    // proctime: "the first 2 arrivals per key on proctime (AppendOnlyFirstNFunction)"
    RankHarness h =
        RankHarness.of(
            "CREATE TABLE Clicks (user_id STRING, url STRING, pt AS PROCTIME())"
                + " WITH ('connector' = 'kafka', 'topic' = 'clicks', 'format' = 'json');\n"
                + "CREATE TABLE Printed (user_id STRING, url STRING, rn BIGINT)"
                + " WITH ('connector' = 'print');\n"
                + "INSERT INTO Printed SELECT user_id, url, rn FROM (SELECT *, ROW_NUMBER()"
                + " OVER (PARTITION BY user_id ORDER BY pt ASC) AS rn FROM Clicks) WHERE rn <= 2");
    assertThat(h.runtimeFunction()).isEqualTo("AppendOnlyFirstNFunction");
    String out = h.run("+I[u1, /home]\n+I[u2, /cart]\n+I[u1, /shop]\n+I[u1, /pay]\n+I[u2, /home]");
    // The rank's own rows carry the proctime column (null here), which the query leaves out.
    assertThat(out)
        .isEqualTo(
            lines(
                """
                +I[u1, /home, null, 1]
                +I[u2, /cart, null, 1]
                +I[u1, /shop, null, 2]
                +I[u2, /home, null, 2]
                """));
  }

  @Test
  void variableRankEndIsFrozenAtThePartitionsFirstRow() {
    // variable-rank-end: "the rank end is frozen at the first row's value of the partition"
    RankHarness h =
        RankHarness.of(
            "CREATE TABLE Limited (lim INT, k STRING, v INT, id STRING)"
                + " WITH ('connector' = 'kafka', 'topic' = 'limited', 'format' = 'json');\n"
                + "CREATE TABLE Printed (lim INT, k STRING, v INT, id STRING)"
                + " WITH ('connector' = 'print');\n"
                + "INSERT INTO Printed SELECT lim, k, v, id FROM (SELECT *, ROW_NUMBER() OVER"
                + " (PARTITION BY k ORDER BY v DESC) AS rn FROM Limited) WHERE rn <= lim");
    assertThat(h.run("+I[2, a, 10, x]\n+I[1, a, 20, y]\n+I[1, a, 30, z]"))
        .isEqualTo(lines("+I[2, a, 10, x]\n+I[1, a, 20, y]\n-D[2, a, 10, x]\n+I[1, a, 30, z]"));
  }

  @Test
  void variableRankEndPerPartition() {
    // variable-rank-end: "each partition keeps as many rows as its key says (rn <= n)"
    RankHarness h =
        RankHarness.of(
            "CREATE TABLE Quotas (n INT, v INT, id STRING)"
                + " WITH ('connector' = 'kafka', 'topic' = 'quotas', 'format' = 'json');\n"
                + "CREATE TABLE Printed (n INT, v INT, id STRING) WITH ('connector' = 'print');\n"
                + "INSERT INTO Printed SELECT n, v, id FROM (SELECT *, ROW_NUMBER() OVER"
                + " (PARTITION BY n ORDER BY v DESC) AS rn FROM Quotas) WHERE rn <= n");
    assertThat(h.run("+I[1, 10, a]\n+I[1, 20, b]\n+I[2, 5, c]\n+I[2, 7, d]\n+I[2, 9, e]"))
        .isEqualTo(
            lines(
                """
                +I[1, 10, a]
                -D[1, 10, a]
                +I[1, 20, b]
                +I[2, 5, c]
                +I[2, 7, d]
                -D[2, 5, c]
                +I[2, 9, e]
                """));
  }
}
