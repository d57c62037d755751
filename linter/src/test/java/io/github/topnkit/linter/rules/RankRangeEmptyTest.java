package io.github.topnkit.linter.rules;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.linter.diag.Diagnostic;
import java.util.List;
import org.junit.jupiter.api.Test;

class RankRangeEmptyTest {

  private static final String DDL =
      """
      CREATE TABLE T (a INT, b BIGINT, c STRING) WITH ('connector' = 'kafka');
      """;

  private final RuleTester tester = RuleTester.of(new RankRangeEmpty());

  @Test
  void reportsContradictoryBoundsWithTheRangeTheyLeave() {
    List<Diagnostic> findings =
        tester.check(
            DDL
                + """
                SELECT * FROM (
                  SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T)
                -- expect: RankRangeEmpty
                WHERE rn > 5 AND rn <= 3;
                SELECT * FROM (
                  SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T)
                -- expect: RankRangeEmpty
                WHERE rn = 2 AND c = 'x' AND rn = 3;
                """);
    assertThat(findings.get(0).message())
        .startsWith("the bounds on the rank number keep ranks 6 to 3, an empty range")
        .contains("the query returns no rows");
    assertThat(findings.get(1).message()).contains("keep ranks 3 to 2");
    assertThat(findings.get(0).fix()).contains("WHERE rn > 3 AND rn <= 5");
  }

  @Test
  void reportsInBatchModeToo() {
    tester
        .batch()
        .check(
            DDL
                + """
                SELECT * FROM (
                  SELECT *, RANK() OVER (PARTITION BY a ORDER BY b DESC) AS rk FROM T)
                -- expect: RankRangeEmpty
                WHERE 10 < rk AND rk < 4;
                """);
  }

  @Test
  void acceptsANonEmptyRange() {
    tester.check(
        DDL
            + """
            SELECT * FROM (
              SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T)
            WHERE rn > 3 AND rn <= 5;
            SELECT * FROM (
              SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T)
            WHERE rn = 3;
            """);
  }
}
