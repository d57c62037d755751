package io.github.topnkit.linter.rules;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.linter.diag.Diagnostic;
import java.util.List;
import org.junit.jupiter.api.Test;

class RankFrameClauseTest {

  private static final String DDL =
      """
      CREATE TABLE T (a INT, b BIGINT, c STRING) WITH ('connector' = 'kafka');
      """;

  private static final String FRAMES =
      DDL
          + """
          SELECT * FROM (
            -- expect: RankFrameClause
            SELECT *, ROW_NUMBER() OVER (
              PARTITION BY a ORDER BY b DESC ROWS BETWEEN 2 PRECEDING AND CURRENT ROW) AS rn
            FROM T)
          WHERE rn <= 3;
          SELECT * FROM (
            -- expect: RankFrameClause
            SELECT *, RANK() OVER (
              PARTITION BY a ORDER BY b DESC RANGE BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS rk
            FROM T)
          WHERE rk <= 3;
          """;

  private final RuleTester tester = RuleTester.of(new RankFrameClause());

  @Test
  void quotesCalcitesValidationError() {
    List<Diagnostic> findings = tester.check(FRAMES);
    assertThat(findings.get(0).message())
        .startsWith("ROW_NUMBER() has an explicit ROWS frame")
        .endsWith(
            "Flink 2.3 fails validation with \"ROW/RANGE not allowed with RANK, DENSE_RANK or"
                + " ROW_NUMBER functions\"");
    assertThat(findings.get(0).fix())
        .isEqualTo("Remove the frame clause: ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC).");
    assertThat(findings.get(1).message()).startsWith("RANK() has an explicit RANGE frame");
  }

  @Test
  void reportsFramesInBatchModeAndOnFlink120() {
    tester.batch().check(FRAMES);
    RuleTester.of(new RankFrameClause()).version("1.20").check(FRAMES);
  }

  @Test
  void acceptsAFrameOnAnAggregate() {
    tester.check(
        DDL
            + """
            SELECT a, b, SUM(b) OVER (
              PARTITION BY a ORDER BY b ROWS BETWEEN 2 PRECEDING AND CURRENT ROW) AS s
            FROM T;
            SELECT * FROM (
              SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T)
            WHERE rn <= 3;
            """);
  }
}
