package io.github.topnkit.linter.rules;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.linter.diag.Diagnostic;
import io.github.topnkit.linter.diag.Severity;
import java.util.List;
import org.junit.jupiter.api.Test;

class MultipleOverWindowsTest {

  private static final String DDL =
      """
      CREATE TABLE T (
        a INT, b BIGINT, c STRING, ts TIMESTAMP(3), WATERMARK FOR ts AS ts
      ) WITH ('connector' = 'kafka');
      """;

  private static final String TWO_WINDOWS =
      DDL
          + """
          SELECT * FROM (
            SELECT *,
              -- expect: MultipleOverWindows
              ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn,
              SUM(b) OVER (PARTITION BY a ORDER BY ts) AS s
            FROM T)
          WHERE rn <= 3;
          """;

  private final RuleTester tester = RuleTester.of(new MultipleOverWindows());

  @Test
  void quotesTheSameWindowErrorForSeveralWindowsOnEveryVersion() {
    for (String version : new String[] {"1.20", "2.3"}) {
      Diagnostic d =
          RuleTester.of(new MultipleOverWindows()).version(version).check(TWO_WINDOWS).get(0);
      assertThat(d.severity()).isEqualTo(Severity.ERROR);
      assertThat(d.message())
          .startsWith("ROW_NUMBER() shares its SELECT with OVER functions on other windows")
          .endsWith(
              "Flink "
                  + version
                  + " rejects the query: \"All aggregates must be computed on the"
                  + " same window.\"");
      assertThat(d.fix())
          .contains("separate subquery")
          .contains("ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn");
    }
  }

  @Test
  void reportsRowNumberAndCountOnOneNamedWindowAsTwoWindows() {
    tester.check(
        DDL
            + """
            SELECT * FROM (
              SELECT *,
                -- expect: MultipleOverWindows
                ROW_NUMBER() OVER w AS rn, COUNT(*) OVER w AS cnt
              FROM T WINDOW w AS (PARTITION BY a ORDER BY b DESC))
            WHERE rn <= 3;
            """);
  }

  @Test
  void explainsSeveralCallsInOneWindowByVersionAndOrdering() {
    String sql =
        DDL
            + """
            SELECT * FROM (
              SELECT *,
                -- expect: MultipleOverWindows
                RANK() OVER w AS rk, COUNT(*) OVER w AS cnt
              FROM T WINDOW w AS (PARTITION BY a ORDER BY b))
            WHERE rk <= 3;
            """;
    Diagnostic v23 = tester.check(sql).get(0);
    assertThat(v23.severity()).isEqualTo(Severity.WARNING);
    assertThat(v23.message())
        .startsWith("RANK() shares its window with another OVER function")
        .contains("Flink 2.3 plans an updating OVER aggregation");
    Diagnostic v120 = RuleTester.of(new MultipleOverWindows()).version("1.20").check(sql).get(0);
    assertThat(v120.severity()).isEqualTo(Severity.ERROR);
    assertThat(v120.message())
        .endsWith("\"OVER windows' ordering in stream mode must be defined on a time attribute.\"");
  }

  @Test
  void reportsTheAscendingModeErrorOfADescendingWindowWithSeveralCalls() {
    List<Diagnostic> findings =
        tester.check(
            DDL
                + """
                SELECT * FROM (
                  SELECT *,
                    -- expect: MultipleOverWindows
                    RANK() OVER w AS rk, COUNT(*) OVER w AS cnt
                  FROM T WINDOW w AS (PARTITION BY a ORDER BY b DESC));
                """);
    assertThat(findings.get(0).message())
        .endsWith("\"The window can only be ordered in ASCENDING mode.\"");
  }

  @Test
  void ignoresAValidOverAggregationWhoseRankIsNotFiltered() {
    tester.check(
        DDL
            + """
            SELECT *, RANK() OVER w AS rk, COUNT(*) OVER w AS cnt
            FROM T WINDOW w AS (PARTITION BY a ORDER BY ts);
            SELECT * FROM (
              SELECT *, RANK() OVER w AS rk, COUNT(*) OVER w AS cnt
              FROM T WINDOW w AS (PARTITION BY a ORDER BY ts))
            WHERE cnt > 3;
            SELECT * FROM (
              SELECT *,
                ROW_NUMBER() OVER (PARTITION BY b ORDER BY a) AS r1,
                ROW_NUMBER() OVER (PARTITION BY b ORDER BY a) AS r2
              FROM T)
            WHERE r1 <= 3;
            """);
  }

  @Test
  void reportsRankButNotRowNumberInBatchMode() {
    List<Diagnostic> findings =
        tester
            .batch()
            .check(
                TWO_WINDOWS.replace("-- expect: MultipleOverWindows", "")
                    + """
                SELECT * FROM (
                  SELECT *,
                    -- expect: MultipleOverWindows
                    RANK() OVER w AS rk, COUNT(*) OVER w AS cnt
                  FROM T WINDOW w AS (PARTITION BY a ORDER BY b DESC))
                WHERE rk <= 3;
                SELECT * FROM (
                  SELECT *,
                    -- expect: MultipleOverWindows
                    RANK() OVER (PARTITION BY a ORDER BY b DESC) AS rk,
                    SUM(b) OVER (PARTITION BY a ORDER BY ts) AS s
                  FROM T)
                WHERE rk <= 3;
                """);
    assertThat(findings.get(0).message())
        .startsWith("RANK() shares its window with another OVER function")
        .contains("in batch mode Flink sorts every whole partition");
    assertThat(findings.get(1).message())
        .startsWith("RANK() shares its SELECT with OVER functions on other windows");
  }
}
