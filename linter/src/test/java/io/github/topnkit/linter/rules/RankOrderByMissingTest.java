package io.github.topnkit.linter.rules;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.linter.diag.Diagnostic;
import java.util.List;
import org.junit.jupiter.api.Test;

class RankOrderByMissingTest {

  private static final String DDL =
      """
      CREATE TABLE T (
        a INT, b BIGINT, ts TIMESTAMP(3), WATERMARK FOR ts AS ts
      ) WITH ('connector' = 'kafka');
      """;

  private static final String QUERIES =
      DDL
          + """
          SELECT * FROM (
            -- expect: RankOrderByMissing
            SELECT *, ROW_NUMBER() OVER (PARTITION BY a) AS rn FROM T)
          WHERE rn <= 3;
          SELECT * FROM (
            -- expect: RankOrderByMissing
            SELECT *, RANK() OVER (PARTITION BY a) AS rk FROM T)
          WHERE rk <= 3;
          SELECT * FROM (
            -- expect: RankOrderByMissing
            SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY 'x') AS rn FROM T)
          WHERE rn <= 3;
          """;

  private final RuleTester tester = RuleTester.of(new RankOrderByMissing());

  @Test
  void quotesTheValidationAndTheOverConverterErrors() {
    List<Diagnostic> findings = tester.check(QUERIES);
    assertThat(findings.get(0).message())
        .startsWith("ROW_NUMBER() has no ORDER BY in its OVER clause")
        .endsWith(
            "\"Over Agg: The window rank function requires order by clause with non-constant"
                + " fields. please re-check the over window statement.\"");
    assertThat(findings.get(0).fix())
        .contains("ROW_NUMBER() OVER (PARTITION BY a ORDER BY <column> DESC)")
        .contains("ORDER BY ts DESC for the last row");
    assertThat(findings.get(1).message())
        .endsWith(
            "\"RANK or DENSE_RANK functions require ORDER BY clause in window specification\"");
    assertThat(findings.get(2).message())
        .startsWith("the ORDER BY of ROW_NUMBER() has only constant keys");
  }

  @Test
  void reportsTheSameErrorsInBatchModeAndOnFlink120() {
    tester.batch().check(QUERIES);
    RuleTester.of(new RankOrderByMissing()).version("1.20").check(QUERIES);
  }

  @Test
  void reportsAMissingOrderByWithoutAnyFilter() {
    tester.check(
        DDL
            + """
            -- expect: RankOrderByMissing
            SELECT *, DENSE_RANK() OVER (PARTITION BY a) AS dr FROM T;
            """);
  }

  @Test
  void acceptsAnOrderedWindow() {
    tester.check(
        DDL
            + """
            SELECT * FROM (
              SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T)
            WHERE rn <= 3;
            """);
  }

  @Test
  void aColumnThatHoldsALiteralIsAConstantKeyToo() {
    List<Diagnostic> findings =
        tester.check(
            DDL
                + """
                CREATE VIEW V AS SELECT *, 'x' AS k FROM T;
                SELECT * FROM (
                  -- expect: RankOrderByMissing
                  SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY k) AS rn FROM V)
                WHERE rn <= 3;
                SELECT * FROM (
                  SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY k, b DESC) AS rn FROM V)
                WHERE rn <= 3;
                """);
    assertThat(findings.get(0).message())
        .contains("only constant keys (columns that hold a literal")
        .contains(
            "\"Over Agg: The window rank function requires order by clause with non-constant");
  }
}
