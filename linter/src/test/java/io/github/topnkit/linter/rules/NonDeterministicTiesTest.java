package io.github.topnkit.linter.rules;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.linter.diag.Diagnostic;
import io.github.topnkit.linter.diag.Severity;
import java.util.List;
import org.junit.jupiter.api.Test;

class NonDeterministicTiesTest {

  private static final String DDL =
      """
      CREATE TABLE T (
        a INT, b BIGINT, c STRING, ts TIMESTAMP(3), WATERMARK FOR ts AS ts
      ) WITH ('connector' = 'kafka');
      CREATE TABLE U (a INT, b BIGINT, PRIMARY KEY (a) NOT ENFORCED)
      WITH ('connector' = 'upsert-kafka');
      """;

  private final RuleTester tester = RuleTester.of(new NonDeterministicTies());

  @Test
  void namesTheMissingColumnsOfTheInputKey() {
    List<Diagnostic> findings =
        tester.check(
            DDL
                + """
                SELECT * FROM (
                  SELECT a, c, cnt, ROW_NUMBER() OVER (
                    -- expect: NonDeterministicTies
                    PARTITION BY a ORDER BY cnt DESC) AS rn
                  FROM (SELECT a, c, COUNT(*) AS cnt FROM T GROUP BY a, c))
                WHERE rn <= 3;
                """);
    assertThat(findings.get(0).severity()).isEqualTo(Severity.INFO);
    assertThat(findings.get(0).message())
        .startsWith("PARTITION BY and ORDER BY do not cover a unique key of the input (missing c)")
        .contains("an earlier row the smaller rank")
        .contains("the incumbent wins");
    assertThat(findings.get(0).fix())
        .isEqualTo(
            "Add the key columns as the last ORDER BY keys to break ties: ORDER BY <sort key> DESC,"
                + " c.");
  }

  @Test
  void reportsWindowTopNOverAWindowAggregation() {
    tester
        .version("1.20")
        .check(
            DDL
                + """
                SELECT * FROM (
                  SELECT window_start, window_end, c, total, ROW_NUMBER() OVER (
                    -- expect: NonDeterministicTies
                    PARTITION BY window_start, window_end ORDER BY total DESC) AS rn
                  FROM (
                    SELECT window_start, window_end, c, SUM(b) AS total
                    FROM TABLE(TUMBLE(TABLE T, DESCRIPTOR(ts), INTERVAL '10' MINUTES))
                    GROUP BY window_start, window_end, c))
                WHERE rn <= 3;
                """);
  }

  @Test
  void staysSilentWhenTheInputHasNoKeyToCheckAgainst() {
    tester.check(
        DDL
            + """
            SELECT * FROM (
              SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T)
            WHERE rn <= 3;
            """);
  }

  @Test
  void acceptsATieBreakerAKeyedPartitionAndDeduplication() {
    tester.check(
        DDL
            + """
            SELECT * FROM (
              SELECT a, c, cnt, ROW_NUMBER() OVER (PARTITION BY a ORDER BY cnt DESC, c) AS rn
              FROM (SELECT a, c, COUNT(*) AS cnt FROM T GROUP BY a, c))
            WHERE rn <= 3;
            SELECT * FROM (
              SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM U)
            WHERE rn <= 3;
            SELECT * FROM (
              SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY ts DESC) AS rn FROM T)
            WHERE rn = 1;
            """);
  }
}
