package io.github.topnkit.linter.rules;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.linter.diag.Diagnostic;
import io.github.topnkit.linter.diag.Severity;
import java.util.List;
import org.junit.jupiter.api.Test;

class RankFilterMissingTest {

  private static final String DDL =
      """
      CREATE TABLE T (
        a INT, b BIGINT, c STRING, ts TIMESTAMP(3), pt AS PROCTIME(),
        WATERMARK FOR ts AS ts
      ) WITH ('connector' = 'kafka');
      """;

  private final RuleTester tester = RuleTester.of(new RankFilterMissing());

  @Test
  void reportsTheAscendingModeErrorForADescendingRankWithoutFilter() {
    List<Diagnostic> findings =
        tester.check(
            DDL
                + """
                SELECT * FROM (
                  -- expect: RankFilterMissing
                  SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T);
                """);
    assertThat(findings.get(0).severity()).isEqualTo(Severity.ERROR);
    assertThat(findings.get(0).message())
        .startsWith("ROW_NUMBER() has no filter on its rank number above it")
        .endsWith("rejects it: \"The window can only be ordered in ASCENDING mode.\"");
    assertThat(findings.get(0).fix())
        .contains("ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn")
        .contains("WHERE rn <= N");
  }

  @Test
  void leavesAViewToTheStatementThatFiltersItsRankNumber() {
    tester.check(
        DDL
            + """
            CREATE VIEW Ranked AS
              SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T;
            SELECT * FROM Ranked WHERE rn <= 3;
            """);
  }

  @Test
  void reportsAViewReadWithoutAFilterOnce() {
    List<Diagnostic> findings =
        tester.check(
            DDL
                + """
                CREATE VIEW Ranked AS
                  -- expect: RankFilterMissing
                  SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T;
                SELECT * FROM Ranked WHERE rn <= 3;
                SELECT * FROM Ranked;
                """);
    assertThat(findings).hasSize(1);
  }

  @Test
  void explainsTheUpdatingOverAggregationOfFlink23ForANonTimeAscendingOrder() {
    List<Diagnostic> findings =
        tester.check(
            DDL
                + """
                SELECT * FROM (
                  -- expect: RankFilterMissing
                  SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b) AS rn FROM T);
                """);
    assertThat(findings.get(0).severity()).isEqualTo(Severity.WARNING);
    assertThat(findings.get(0).message())
        .contains("Flink 2.3 plans an updating OVER aggregation")
        .contains("keeps every row of the partition in state")
        .endsWith("[I,UA,D]");
  }

  @Test
  void reportsTheTimeAttributeErrorOfFlink120ForTheSameQuery() {
    List<Diagnostic> findings =
        tester
            .version("1.20")
            .check(
                DDL
                    + """
                    SELECT * FROM (
                      -- expect: RankFilterMissing
                      SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b) AS rn FROM T);
                    """);
    assertThat(findings.get(0).severity()).isEqualTo(Severity.ERROR);
    assertThat(findings.get(0).message())
        .contains(
            "Flink 1.20 plans an OVER aggregation that numbers every row instead, and rejects it:"
                + " \"OVER windows' ordering in stream mode must be defined on a time"
                + " attribute.\"");
  }

  @Test
  void notesATimeOrderedOverAggregationAtInfoLevel() {
    List<Diagnostic> findings =
        tester.check(
            DDL
                + """
                SELECT * FROM (
                  -- expect: RankFilterMissing
                  SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY ts) AS rn FROM T);
                """);
    assertThat(findings.get(0).severity()).isEqualTo(Severity.INFO);
    assertThat(findings.get(0).message()).contains("append-only OVER aggregation");
  }

  @Test
  void warnsAboutATimeOrderedOverAggregationOnAnUpdatingInput() {
    Diagnostic d =
        tester
            .check(
                DDL
                    + """
                    CREATE TABLE Cdc (a INT, b BIGINT, ts TIMESTAMP(3), WATERMARK FOR ts AS ts)
                    WITH ('connector' = 'kafka', 'format' = 'debezium-json');
                    SELECT * FROM (
                      -- expect: RankFilterMissing
                      SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY ts) AS rn FROM Cdc);
                    """)
            .get(0);
    assertThat(d.severity()).isEqualTo(Severity.WARNING);
    assertThat(d.message()).contains("OVER aggregation over the updating input");
  }

  @Test
  void reportsAFilterThatDoesNotMentionTheRankNumber() {
    List<Diagnostic> findings =
        tester.check(
            DDL
                + """
                SELECT * FROM (
                  -- expect: RankFilterMissing
                  SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T)
                WHERE c = 'x';
                """);
    assertThat(findings.get(0).message())
        .startsWith("the filter above ROW_NUMBER() does not restrict its rank number");
  }

  @Test
  void acceptsTopNAndLeavesOtherFiltersAndErrorsToTheirRules() {
    tester.check(
        DDL
            + """
            SELECT * FROM (
              SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T)
            WHERE rn <= 3;
            SELECT * FROM (
              SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T)
            WHERE rn <= 3 OR c = 'x';
            SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a) AS rn FROM T);
            SELECT *, PERCENT_RANK() OVER (PARTITION BY a ORDER BY ts) AS pr FROM T;
            """);
  }

  @Test
  void ignoresBatchModeWhereRowNumberIsAnOverAggregationAnyway() {
    tester
        .batch()
        .check(
            DDL
                + """
                SELECT * FROM (
                  SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T);
                """);
  }
}
