package io.github.topnkit.linter.rules;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.linter.diag.Diagnostic;
import io.github.topnkit.linter.diag.Severity;
import java.util.List;
import org.junit.jupiter.api.Test;

class TopNStateSizeTest {

  private static final String DDL =
      """
      CREATE TABLE T (
        a INT, b BIGINT, c STRING, ts TIMESTAMP(3), WATERMARK FOR ts AS ts
      ) WITH ('connector' = 'kafka');
      CREATE TABLE Cdc (a INT, b BIGINT) WITH ('connector' = 'kafka', 'format' = 'debezium-json');
      """;

  private final RuleTester tester = RuleTester.of(new TopNStateSize());

  @Test
  void reportsAGlobalTopNWithALargeRankEnd() {
    List<Diagnostic> findings =
        tester.check(
            DDL
                + """
                SELECT * FROM (
                  -- expect: TopNStateSize
                  SELECT *, ROW_NUMBER() OVER (ORDER BY b DESC) AS rn FROM T)
                WHERE rn <= 2500;
                """);
    assertThat(findings.get(0).severity()).isEqualTo(Severity.INFO);
    assertThat(findings.get(0).message())
        .contains("without PARTITION BY it is global")
        .contains("(parallelism 1)")
        .contains("rank end 2500 keeps up to 2500 rows in state")
        .endsWith("without 'table.exec.state.ttl' (default 0, never expire) it is kept forever");
  }

  @Test
  void explainsTheCacheForALargeRankEndPerPartition() {
    Diagnostic d =
        tester
            .check(
                DDL
                    + """
                    SELECT * FROM (
                      -- expect: TopNStateSize
                      SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T)
                    WHERE rn <= 2500;
                    """)
            .get(0);
    assertThat(d.message())
        .contains("rank end 2500 keeps up to 2500 rows per partition")
        .contains("'table.exec.rank.topn-cache-size', default 10000 rows) then holds only 4")
        .doesNotContain("global");
  }

  @Test
  void dropsTheTtlAdviceWhenATtlIsSet() {
    Diagnostic d =
        tester
            .check(
                DDL
                    + """
                    SET 'table.exec.state.ttl' = '1 h';
                    SELECT * FROM (
                      -- expect: TopNStateSize
                      SELECT *, ROW_NUMBER() OVER (ORDER BY b DESC) AS rn FROM T)
                    WHERE rn <= 10;
                    """)
            .get(0);
    assertThat(d.message()).endsWith("(parallelism 1)");
  }

  @Test
  void warnsAboutTheRetractStrategyOnBothVersions() {
    String sql =
        DDL
            + """
            SELECT * FROM (
              -- expect: TopNStateSize
              SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM Cdc)
            WHERE rn <= 3;
            """;
    for (String version : new String[] {"1.20", "2.3"}) {
      Diagnostic d = RuleTester.of(new TopNStateSize()).version(version).check(sql).get(0);
      assertThat(d.severity()).isEqualTo(Severity.WARNING);
      assertThat(d.message()).contains("RetractableTopNFunction keeps every input row in state");
    }
  }

  @Test
  void usesTheCacheSizeSetBeforeTheStatement() {
    Diagnostic d =
        tester
            .check(
                DDL
                    + """
                    SET 'table.exec.rank.topn-cache-size' = '50000';
                    SELECT * FROM (
                      -- expect: TopNStateSize
                      SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T)
                    WHERE rn <= 5000;
                    """)
            .get(0);
    assertThat(d.message())
        .contains("'table.exec.rank.topn-cache-size', set to 50000 rows) then holds only 10")
        .doesNotContain("global");
  }

  @Test
  void acceptsSmallPartitionedTopNsWindowTopNsAndBatch() {
    String sql =
        DDL
            + """
            SELECT * FROM (
              SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T)
            WHERE rn <= 1000;
            SELECT * FROM (
              SELECT *, ROW_NUMBER() OVER (
                PARTITION BY window_start, window_end ORDER BY b DESC) AS rn
              FROM TABLE(TUMBLE(TABLE T, DESCRIPTOR(ts), INTERVAL '10' MINUTES)))
            WHERE rn <= 3;
            """;
    tester.check(sql);
    RuleTester.of(new TopNStateSize())
        .batch()
        .check(
            DDL
                + """
                SELECT * FROM (
                  SELECT *, RANK() OVER (ORDER BY b DESC) AS rk FROM T)
                WHERE rk <= 5000;
                """);
  }
}
