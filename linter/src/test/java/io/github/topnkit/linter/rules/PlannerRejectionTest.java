package io.github.topnkit.linter.rules;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.linter.diag.Diagnostic;
import java.util.List;
import org.junit.jupiter.api.Test;

class PlannerRejectionTest {

  private static final String DDL =
      """
      CREATE TABLE T (a INT, b BIGINT, ts TIMESTAMP(3), WATERMARK FOR ts AS ts) WITH ('connector' = 'kafka');
      CREATE TABLE S (a INT, b BIGINT, rn BIGINT) WITH ('connector' = 'kafka');
      """;

  private final RuleTester tester = RuleTester.of(new PlannerRejection());

  @Test
  void quotesFlinksMessageForAnIntervalJoinOverAnUpdatingInput() {
    List<Diagnostic> findings =
        tester.check(
            DDL
                + """
                CREATE TABLE C (a INT, b BIGINT, ts TIMESTAMP(3), PRIMARY KEY (a) NOT ENFORCED,
                  WATERMARK FOR ts AS ts) WITH ('connector' = 'kafka', 'format' = 'debezium-json');
                SELECT * FROM (
                  SELECT T.a, T.b, ROW_NUMBER() OVER (PARTITION BY T.a ORDER BY C.b DESC) AS rn
                  -- expect: PlannerRejection
                  FROM T JOIN C ON T.a = C.a AND T.ts BETWEEN C.ts - INTERVAL '1' MINUTE AND C.ts)
                WHERE rn <= 3;
                """);
    assertThat(findings.get(0).message())
        .startsWith(
            "Flink 2.3 rejects this query: StreamPhysicalIntervalJoin doesn't support consuming"
                + " update and delete changes");
  }

  @Test
  void quotesFlinksUnsupportedRankFunctionForAPercentRankWithAFractionalBound() {
    List<Diagnostic> findings =
        tester.check(
            DDL
                + """
                SELECT * FROM (
                  -- expect: PlannerRejection
                  SELECT *, PERCENT_RANK() OVER (PARTITION BY a ORDER BY b DESC) AS pr FROM T)
                WHERE pr <= 0.5;
                """);
    assertThat(findings.get(0).message())
        .endsWith("rejects this query: Unsupported rank function: PERCENT_RANK");
  }

  @Test
  void quotesFlinksUnknownColumnForAWindowTvfWithoutTheTableKeyword() {
    List<Diagnostic> findings =
        tester.check(
            DDL
                + """
                -- expect: PlannerRejection
                SELECT * FROM TABLE(TUMBLE(T, DESCRIPTOR(ts), INTERVAL '10' MINUTES));
                """);
    assertThat(findings).hasSize(1);
    assertThat(findings.get(0).message())
        .endsWith("rejects this query: Column 'T' not found in any table");
  }

  @Test
  void quotesTheCorrelateVariableABatchLateralLimitLeaves() {
    List<Diagnostic> findings =
        tester
            .batch()
            .check(
                DDL
                    + """
                    SELECT o.a, t.b FROM (SELECT DISTINCT a FROM T) o,
                    -- expect: PlannerRejection
                    LATERAL (SELECT b FROM T i WHERE i.a = o.a ORDER BY b DESC LIMIT 2) t;
                    """);
    assertThat(findings.get(0).message())
        .endsWith("rejects this query: unexpected correlate variable $cor0 in the plan");
  }

  @Test
  void quotesFlink120sLostLateralScopeInAnInsertWithAColumnList() {
    String insert =
        DDL
            + """
            INSERT INTO S (a, b)
            SELECT o.a, t.b FROM (SELECT DISTINCT a FROM T) o,
            -- expect: PlannerRejection
            LATERAL (SELECT b FROM T i WHERE i.a = o.a ORDER BY b DESC LIMIT 2) t;
            """;
    List<Diagnostic> findings = RuleTester.of(new PlannerRejection()).version("1.20").check(insert);
    assertThat(findings.get(0).message()).endsWith("rejects this query: Table 'o' not found");
    tester.check(insert.replace("-- expect: PlannerRejection", "--"));
  }

  @Test
  void leavesAStreamingLateralLimitPerDistinctKeyAlone() {
    tester.check(
        DDL
            + """
            SELECT o.a, t.b FROM (SELECT DISTINCT a FROM T) o,
            LATERAL (SELECT b FROM T i WHERE i.a = o.a ORDER BY b DESC LIMIT 2) t;
            """);
  }

  @Test
  void leavesRankErrorsToTheirOwnRules() {
    tester.check(
        DDL
            + """
            SELECT * FROM (
              SELECT *, RANK() OVER (PARTITION BY a ORDER BY b DESC) AS rk FROM T)
            WHERE rk <= 3;
            SELECT * FROM (
              SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T)
            WHERE rn >= 10;
            SELECT * FROM (
              SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T)
            WHERE rn <= 0;
            SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a) AS rn FROM T) WHERE rn <= 3;
            SELECT * FROM (
              SELECT *, ROW_NUMBER() OVER (
                PARTITION BY a ORDER BY b ROWS BETWEEN 2 PRECEDING AND CURRENT ROW) AS rn FROM T)
            WHERE rn <= 3;
            SELECT * FROM (
              SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn,
                SUM(b) OVER (PARTITION BY a ORDER BY ts) AS s FROM T)
            WHERE rn <= 3;
            SELECT * FROM (
              SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T)
            WHERE rn <= 3 OR b = 1;
            """);
  }

  @Test
  void reportsAWindowTvfWithAnArgumentTooMany() {
    List<Diagnostic> findings =
        tester.check(
            DDL
                + """
                SELECT window_start, window_end, SUM(b) AS total
                FROM TABLE(
                  -- expect: PlannerRejection
                  SESSION(TABLE T, DESCRIPTOR(ts), INTERVAL '5' MINUTES, INTERVAL '1' MINUTES))
                GROUP BY window_start, window_end;
                """);
    assertThat(findings.get(0).message())
        .isEqualTo(
            "Flink 2.3 rejects this query: Invalid number of arguments to function 'SESSION'. Was"
                + " expecting 3 arguments");
  }

  @Test
  void reportsTheFirstAmbiguousWindowColumnOfASecondTvf() {
    List<Diagnostic> findings =
        tester.check(
            DDL
                + """
                CREATE VIEW W AS
                SELECT window_start, window_end, window_time AS rowtime, SUM(b) AS total
                FROM TABLE(TUMBLE(TABLE T, DESCRIPTOR(ts), INTERVAL '5' MINUTES))
                GROUP BY window_start, window_end, window_time;
                SELECT window_start, window_end, SUM(total) AS total
                FROM TABLE(TUMBLE(TABLE W, DESCRIPTOR(rowtime), INTERVAL '10' MINUTES))
                -- expect: PlannerRejection
                GROUP BY window_start, window_end;
                """);
    assertThat(findings.get(0).message())
        .isEqualTo("Flink 2.3 rejects this query: Column 'window_start' is ambiguous");
  }

  @Test
  void reportsFlinksPlannerBugOnAWindowAggregationOverAViewOfAWindowTvf() {
    List<Diagnostic> findings =
        tester.check(
            DDL
                + """
                CREATE VIEW W AS
                SELECT ts, b FROM TABLE(TUMBLE(TABLE T, DESCRIPTOR(ts), INTERVAL '10' MINUTES));
                -- expect: PlannerRejection
                SELECT window_start, window_end, SUM(b) AS total
                FROM TABLE(TUMBLE(TABLE W, DESCRIPTOR(ts), INTERVAL '5' MINUTES))
                GROUP BY window_start, window_end;
                """);
    assertThat(findings.get(0).message())
        .startsWith(
            "Flink 2.3 rejects this query: Cannot invoke"
                + " \"org.apache.flink.table.planner.plan.trait.RelWindowProperties"
                + ".getWindowColumns()\"");
  }

  @Test
  void leavesTwoRowtimeAttributesInASinkToTheirOwnRule() {
    tester.check(
        DDL
            + """
            CREATE TABLE W (
              a INT, b BIGINT, ts TIMESTAMP(3),
              window_start TIMESTAMP(3), window_end TIMESTAMP(3), window_time TIMESTAMP(3)
            ) WITH ('connector' = 'kafka');
            INSERT INTO W
            SELECT * FROM TABLE(TUMBLE(TABLE T, DESCRIPTOR(ts), INTERVAL '10' MINUTES));
            """);
  }

  @Test
  void reportsAWindowSizeThatIsNoInterval() {
    List<Diagnostic> findings =
        tester.check(
            """
            CREATE TABLE W (a INT, ts TIMESTAMP(3), WATERMARK FOR ts AS ts) WITH ('connector' = 'kafka');
            -- expect: PlannerRejection
            SELECT * FROM TABLE(TUMBLE(TABLE W, DESCRIPTOR(ts), 10));
            """);
    assertThat(findings.get(0).message())
        .isEqualTo(
            "Flink 2.3 rejects this query: Cannot apply 'TUMBLE' to arguments of type"
                + " 'TUMBLE(<RECORDTYPE(INTEGER A, TIMESTAMP(3) *ROWTIME* TS)>, <COLUMN_LIST>,"
                + " <INTEGER>)'. Supported form(s): TUMBLE(TABLE table_name, DESCRIPTOR(timecol),"
                + " datetime interval[, datetime interval])");
  }
}
