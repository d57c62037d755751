package io.github.topnkit.linter.rules;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.linter.diag.Diagnostic;
import io.github.topnkit.linter.diag.Severity;
import java.util.List;
import org.junit.jupiter.api.Test;

class RankFilterNotConjunctiveTest {

  private static final String DDL =
      """
      CREATE TABLE T (
        a INT, b BIGINT, c STRING, ts TIMESTAMP(3),
        WATERMARK FOR ts AS ts
      ) WITH ('connector' = 'kafka');
      """;

  private static final String RANKED_DESC =
      "SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T)";

  private static final String RANKED_ASC =
      "SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b) AS rn FROM T)";

  private final RuleTester tester = RuleTester.of(new RankFilterNotConjunctive());

  @Test
  void reportsAnOrWithTheErrorFlinkRaisesForTheOverAggregation() {
    List<Diagnostic> findings =
        tester.check(
            DDL
                + RANKED_DESC
                + """

                -- expect: RankFilterNotConjunctive
                WHERE rn <= 3 OR c = 'x';
                """);
    assertThat(findings.get(0).severity()).isEqualTo(Severity.ERROR);
    assertThat(findings.get(0).message())
        .contains("tested inside an OR")
        .endsWith("rejects it: \"The window can only be ordered in ASCENDING mode.\"");
    assertThat(findings.get(0).fix()).contains("WHERE rn <= 3 AND (c = 'x' OR c = 'y')");
  }

  @Test
  void explainsInByVersionForAnAscendingNonTimeOrder() {
    String sql =
        DDL
            + RANKED_ASC
            + """

            -- expect: RankFilterNotConjunctive
            WHERE rn IN (1, 2);
            """;
    Diagnostic v23 = tester.check(sql).get(0);
    assertThat(v23.severity()).isEqualTo(Severity.WARNING);
    assertThat(v23.message()).contains("Flink 2.3 plans an updating OVER aggregation");
    assertThat(v23.fix()).contains("write rn IN (1, 2) as rn <= 2");
    Diagnostic v120 = tester.version("1.20").check(sql).get(0);
    assertThat(v120.severity()).isEqualTo(Severity.ERROR);
    assertThat(v120.message())
        .endsWith("\"OVER windows' ordering in stream mode must be defined on a time attribute.\"");
  }

  @Test
  void reportsExpressionsOfTheRankNumber() {
    List<Diagnostic> findings =
        tester.check(
            DDL
                + RANKED_DESC
                + """

                -- expect: RankFilterNotConjunctive
                WHERE rn + 1 <= 3;
                """
                + RANKED_DESC
                + """

                -- expect: RankFilterNotConjunctive
                WHERE CAST(rn AS INT) <= 3;
                """);
    assertThat(findings).hasSize(2);
    assertThat(findings.get(0).message()).contains("an expression of the rank number");
    assertThat(findings.get(0).fix()).contains("WHERE rn <= 2 instead of rn + 1 <= 3");
  }

  @Test
  void reportsTheOrThatUsesTheRankNumberBesideAValidBound() {
    tester.check(
        DDL
            + RANKED_DESC
            + """

            WHERE rn <= 10
              -- expect: RankFilterNotConjunctive
              AND (rn > 2 OR c = 'x');
            """);
  }

  @Test
  void reportsAVariableLowerBound() {
    List<Diagnostic> findings =
        tester.check(
            DDL
                + RANKED_DESC
                + """

                -- expect: RankFilterNotConjunctive
                WHERE rn > b
                  AND rn <= 10;
                """);
    assertThat(findings.get(0).message()).contains("only constant bounds");
    assertThat(findings.get(0).fix()).contains("WHERE rn > 2 AND rn <= 10");
  }

  @Test
  void acceptsBoundsCombinedByAnd() {
    tester.check(
        DDL
            + RANKED_DESC
            + " WHERE rn <= 3 AND (c = 'x' OR c = 'y');\n"
            + RANKED_DESC
            + " WHERE rn BETWEEN 2 AND 5;\n"
            + RANKED_DESC
            + " WHERE rn <= 2 + 3;\n");
  }

  @Test
  void reportsRankButNotRowNumberInBatchMode() {
    List<Diagnostic> findings =
        tester
            .batch()
            .check(
                DDL
                    + RANKED_DESC
                    + " WHERE rn <= 3 OR c = 'x';\n"
                    + """
                    SELECT * FROM (SELECT *, RANK() OVER (PARTITION BY a ORDER BY b DESC) AS rk FROM T)
                    -- expect: RankFilterNotConjunctive
                    WHERE rk <= 3 OR c = 'x';
                    """);
    assertThat(findings.get(0).severity()).isEqualTo(Severity.WARNING);
    assertThat(findings.get(0).message())
        .contains("in batch mode Flink sorts every whole partition");
  }

  @Test
  void explainsAColumnBoundCalciteCasts() {
    List<Diagnostic> findings =
        tester.check(
            DDL
                + RANKED_DESC
                + """

                -- expect: RankFilterNotConjunctive
                WHERE rn = a;
                """);
    assertThat(findings.get(0).message())
        .contains("column a is INT: Calcite casts it")
        .endsWith("rejects it: \"The window can only be ordered in ASCENDING mode.\"");
    tester.check(DDL + RANKED_DESC + " WHERE rn = b;\n" + RANKED_DESC + " WHERE rn <= a;\n");
  }
}
