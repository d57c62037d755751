package io.github.topnkit.linter.rules;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.linter.diag.Diagnostic;
import java.util.List;
import org.junit.jupiter.api.Test;

class PlannerRejectionTest {

  private static final String DDL =
      """
      CREATE TABLE T (a INT, b BIGINT, ts TIMESTAMP(3), WATERMARK FOR ts AS ts) WITH ('connector' = 'kafka');
      """;

  private final RuleTester tester = RuleTester.of(new PlannerRejection());

  @Test
  void quotesFlinksMessageForAMissingRankEnd() {
    List<Diagnostic> findings =
        tester.check(
            DDL
                + """
                SELECT * FROM (
                  SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T)
                -- expect: PlannerRejection
                WHERE rn >= 10;
                """);
    assertThat(findings.get(0).message())
        .startsWith("Flink 2.3 rejects this query: Rank end is not specified.");
  }

  @Test
  void leavesRankFunctionsToTheirOwnRule() {
    tester.check(
        DDL
            + """
            SELECT * FROM (
              SELECT *, RANK() OVER (PARTITION BY a ORDER BY b DESC) AS rk FROM T)
            WHERE rk <= 3;
            """);
  }
}
