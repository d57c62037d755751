package io.github.topnkit.reference.rank;

import static io.github.topnkit.reference.rank.RankHarness.lines;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.linter.target.FlinkVersion;
import org.junit.jupiter.api.Test;

/**
 * The deduplicate functions: expectations from spec-cases dedup/proctime.spec.yaml,
 * dedup/rowtime.spec.yaml and dedup/updating-input.spec.yaml (verified on Flink 2.3.0 and, for the
 * "< 2.1" cases, 1.20.4). Watermarks trail the rowtime by 5 s as in the cases' DDL; the harness
 * sends them as the cases' source does, after each row.
 */
class DeduplicateTest {

  private static final String CLICKS =
      "CREATE TABLE Clicks (user_id STRING, url STRING, pt AS PROCTIME())"
          + " WITH ('connector' = 'kafka', 'topic' = 'clicks', 'format' = 'json');\n"
          + "CREATE TABLE Printed (user_id STRING, url STRING) WITH ('connector' = 'print');\n";
  private static final String CLICKS_INPUT =
      "+I[u1, /home]\n+I[u2, /cart]\n+I[u1, /shop]\n+I[u1, /pay]\n+I[u2, /home]";

  private static final String EVENTS =
      "CREATE TABLE Events (id STRING, v INT, ts TIMESTAMP(3),"
          + " WATERMARK FOR ts AS ts - INTERVAL '5' SECOND)"
          + " WITH ('connector' = 'kafka', 'topic' = 'events', 'format' = 'json');\n"
          + "CREATE TABLE Printed (id STRING, v INT, ts TIMESTAMP(3))"
          + " WITH ('connector' = 'print');\n";

  /** The rowtime case's rows with the watermark (max rowtime - 5 s) after each one. */
  private static final String EVENTS_INPUT =
      """
      +I[a, 1, 2020-01-01 00:00:10]
      WM 1577836805000
      +I[a, 2, 2020-01-01 00:00:08]
      WM 1577836805000
      +I[b, 3, 2020-01-01 00:00:12]
      WM 1577836807000
      +I[a, 4, 2020-01-01 00:00:20]
      WM 1577836815000
      +I[b, 5, 2020-01-01 00:00:09]
      WM 1577836815000
      +I[c, 6, 2020-01-01 00:00:30]
      WM 1577836825000
      +I[c, 7, 2020-01-01 00:00:30]
      WM 1577836825000
      """;

  private static String dedup(String table, String key, String select, String order) {
    return "INSERT INTO Printed SELECT "
        + select
        + " FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY "
        + key
        + " ORDER BY "
        + order
        + ") AS rn FROM "
        + table
        + ") WHERE rn = 1";
  }

  @Test
  void procTimeKeepFirstRowSendsTheFirstArrivalOnce() {
    // proctime: "keep the first row per key (ORDER BY proctime ASC)"
    RankHarness h = RankHarness.of(CLICKS + dedup("Clicks", "user_id", "user_id, url", "pt ASC"));
    assertThat(h.runtimeFunction()).isEqualTo("ProcTimeDeduplicateKeepFirstRowFunction");
    assertThat(h.run(CLICKS_INPUT)).isEqualTo(lines("+I[u1, /home, null]\n+I[u2, /cart, null]"));
  }

  @Test
  void procTimeKeepLastRowReplacesWithUpdatePairs() {
    // proctime: "keep the last row per key (ORDER BY proctime DESC)"
    RankHarness h = RankHarness.of(CLICKS + dedup("Clicks", "user_id", "user_id, url", "pt DESC"));
    assertThat(h.runtimeFunction()).isEqualTo("ProcTimeDeduplicateKeepLastRowFunction");
    assertThat(h.run(CLICKS_INPUT))
        .isEqualTo(
            lines(
                """
                +I[u1, /home, null]
                +I[u2, /cart, null]
                -U[u1, /home, null]
                +U[u1, /shop, null]
                -U[u1, /shop, null]
                +U[u1, /pay, null]
                -U[u2, /cart, null]
                +U[u2, /home, null]
                """));
  }

  @Test
  void procTimeKeepLastRowSendsNothingForAnIdenticalRow() {
    // DeduplicateFunctionHelper.processLastRowOnProcTime: an equal row (TTL off) is not re-sent.
    RankHarness h = RankHarness.of(CLICKS + dedup("Clicks", "user_id", "user_id, url", "pt DESC"));
    assertThat(h.run("+I[u1, /home]\n+I[u1, /home]")).isEqualTo(lines("+I[u1, /home, null]"));
  }

  @Test
  void rowTimeKeepLastRowLetsTheNewerOfEqualRowtimesWin() {
    // rowtime: "keep the last row per key (ORDER BY rowtime DESC)"
    RankHarness h = RankHarness.of(EVENTS + dedup("Events", "id", "id, v, ts", "ts DESC"));
    assertThat(h.run(EVENTS_INPUT))
        .isEqualTo(
            lines(
                """
                +I[a, 1, 2020-01-01 00:00:10]
                +I[b, 3, 2020-01-01 00:00:12]
                -U[a, 1, 2020-01-01 00:00:10]
                +U[a, 4, 2020-01-01 00:00:20]
                +I[c, 6, 2020-01-01 00:00:30]
                -U[c, 6, 2020-01-01 00:00:30]
                +U[c, 7, 2020-01-01 00:00:30]
                """));
  }

  @Test
  void rowTimeKeepFirstRowIsInsertOnlyAndDropsLateRowsSinceFlink21() {
    // rowtime: "keep the first row per key is insert-only and drops late rows (2.1+)"
    RankHarness h = RankHarness.of(EVENTS + dedup("Events", "id", "id, v, ts", "ts ASC"));
    assertThat(h.runtimeFunction()).isEqualTo("RowTimeDeduplicateKeepFirstRowFunction");
    assertThat(h.run(EVENTS_INPUT))
        .isEqualTo(
            lines(
                """
                +I[a, 2, 2020-01-01 00:00:08]
                +I[b, 3, 2020-01-01 00:00:12]
                +I[c, 6, 2020-01-01 00:00:30]
                """));
  }

  @Test
  void rowTimeKeepFirstRowBeforeFlink21CorrectsItself() {
    // rowtime: "keep the first row per key before 2.1 emits at once and corrects itself"
    RankHarness h =
        RankHarness.of(FlinkVersion.V1_20, EVENTS + dedup("Events", "id", "id, v, ts", "ts ASC"));
    assertThat(h.runtimeFunction()).isEqualTo("RowTimeDeduplicateFunction");
    assertThat(h.run(EVENTS_INPUT))
        .isEqualTo(
            lines(
                """
                +I[a, 1, 2020-01-01 00:00:10]
                -U[a, 1, 2020-01-01 00:00:10]
                +U[a, 2, 2020-01-01 00:00:08]
                +I[b, 3, 2020-01-01 00:00:12]
                -U[b, 3, 2020-01-01 00:00:12]
                +U[b, 5, 2020-01-01 00:00:09]
                +I[c, 6, 2020-01-01 00:00:30]
                """));
  }

  @Test
  void twoSortKeysMakeAMislabelledTopOne() {
    // rowtime: "FLINK-40368 (2.1 - 2.3) a second sort key makes it a Top-1 rank, mislabelled
    // insert-only": FastTop1 on (ts DESC, v) sends +U without -U.
    RankHarness h = RankHarness.of(EVENTS + dedup("Events", "id", "id, v, ts", "ts DESC, v"));
    assertThat(h.runtimeFunction()).isEqualTo("FastTop1Function");
    assertThat(h.run(EVENTS_INPUT))
        .isEqualTo(
            lines(
                """
                +I[a, 1, 2020-01-01 00:00:10]
                +I[b, 3, 2020-01-01 00:00:12]
                +U[a, 4, 2020-01-01 00:00:20]
                +I[c, 6, 2020-01-01 00:00:30]
                """));
  }

  @Test
  void keepLastOverACdcSourceIsARetractingTopOne() {
    // updating-input: "keep-last over a CDC source falls back to a retracting Top-1 (2.0+)"
    RankHarness h =
        RankHarness.of(
            "CREATE TABLE OrderEvents (order_id STRING, status STRING, ts TIMESTAMP(3),"
                + " WATERMARK FOR ts AS ts) WITH ('connector' = 'kafka',"
                + " 'topic' = 'order-events', 'format' = 'debezium-json');\n"
                + "CREATE TABLE Printed (order_id STRING, status STRING, ts TIMESTAMP(3))"
                + " WITH ('connector' = 'print');\n"
                + dedup("OrderEvents", "order_id", "order_id, status, ts", "ts DESC"));
    assertThat(h.runtimeFunction()).isEqualTo("RetractableTopNFunction");
    String cdc =
        """
        +I[o1, created, 2020-01-01 10:00:00]
        +I[o1, paid, 2020-01-01 10:05:00]
        +I[o2, created, 2020-01-01 10:01:00]
        -D[o1, paid, 2020-01-01 10:05:00]
        -U[o2, created, 2020-01-01 10:01:00]
        +U[o2, cancelled, 2020-01-01 10:01:00]
        """;
    assertThat(h.run(cdc))
        .isEqualTo(
            lines(
                """
                +I[o1, created, 2020-01-01 10:00:00]
                -D[o1, created, 2020-01-01 10:00:00]
                +I[o1, paid, 2020-01-01 10:05:00]
                +I[o2, created, 2020-01-01 10:01:00]
                -D[o1, paid, 2020-01-01 10:05:00]
                +I[o1, created, 2020-01-01 10:00:00]
                -D[o2, created, 2020-01-01 10:01:00]
                +I[o2, cancelled, 2020-01-01 10:01:00]
                """));
  }
}
