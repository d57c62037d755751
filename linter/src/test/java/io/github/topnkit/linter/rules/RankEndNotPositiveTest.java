package io.github.topnkit.linter.rules;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.linter.diag.Diagnostic;
import io.github.topnkit.linter.diag.Severity;
import java.util.List;
import org.junit.jupiter.api.Test;

class RankEndNotPositiveTest {

  private static final String DDL =
      """
      CREATE TABLE T (a INT, b BIGINT, c STRING) WITH ('connector' = 'kafka');
      """;

  private final RuleTester tester = RuleTester.of(new RankEndNotPositive());

  @Test
  void quotesFlinksErrorForAZeroRankEnd() {
    List<Diagnostic> findings =
        tester.check(
            DDL
                + """
                SELECT * FROM (
                  SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T)
                -- expect: RankEndNotPositive
                WHERE rn <= 0;
                SELECT * FROM (
                  SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T)
                -- expect: RankEndNotPositive
                WHERE rn < 1;
                """);
    assertThat(findings).hasSize(2);
    assertThat(findings.get(1).severity()).isEqualTo(Severity.ERROR);
    assertThat(findings.get(1).message())
        .isEqualTo(
            "the rank end is 0 but rank numbers start at 1, so no row could pass; Flink 2.3"
                + " rejects the query: \"Rank end should not less than zero, but now is 0\"");
  }

  @Test
  void reportsTheErrorOnFlink120Too() {
    Diagnostic d =
        tester
            .version("1.20")
            .check(
                DDL
                    + """
                    SELECT * FROM (
                      SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T)
                    -- expect: RankEndNotPositive
                    WHERE rn <= -2;
                    """)
            .get(0);
    assertThat(d.message()).endsWith("\"Rank end should not less than zero, but now is -2\"");
  }

  @Test
  void reportsBatchRankAsAnErrorAndBatchRowNumberAsAnEmptyResult() {
    List<Diagnostic> findings =
        tester
            .batch()
            .check(
                DDL
                    + """
                    SELECT * FROM (
                      SELECT *, RANK() OVER (PARTITION BY a ORDER BY b DESC) AS rk FROM T)
                    -- expect: RankEndNotPositive
                    WHERE rk <= 0;
                    SELECT * FROM (
                      SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T)
                    -- expect: RankEndNotPositive
                    WHERE rn <= 0;
                    """);
    assertThat(findings.get(0).severity()).isEqualTo(Severity.ERROR);
    assertThat(findings.get(1).severity()).isEqualTo(Severity.WARNING);
    assertThat(findings.get(1).message()).contains("the query always returns no rows");
  }

  @Test
  void acceptsATopOne() {
    tester.check(
        DDL
            + """
            SELECT * FROM (
              SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T)
            WHERE rn <= 1;
            SELECT * FROM (
              SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T)
            WHERE rn < 2;
            """);
  }
}
