package io.github.topnkit.linter.rules;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.linter.diag.Diagnostic;
import io.github.topnkit.linter.diag.Severity;
import org.junit.jupiter.api.Test;

class RankEndMissingTest {

  private static final String DDL =
      """
      CREATE TABLE T (a INT, b BIGINT, c STRING) WITH ('connector' = 'kafka');
      """;

  private static final String LOWER_ONLY =
      DDL
          + """
          SELECT * FROM (
            SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T)
          -- expect: RankEndMissing
          WHERE rn >= 10;
          """;

  private final RuleTester tester = RuleTester.of(new RankEndMissing());

  @Test
  void quotesFlinksErrorInStreamingModeOnEveryVersion() {
    for (String version : new String[] {"1.20", "2.3"}) {
      Diagnostic d = RuleTester.of(new RankEndMissing()).version(version).check(LOWER_ONLY).get(0);
      assertThat(d.severity()).isEqualTo(Severity.ERROR);
      assertThat(d.message())
          .startsWith("the filter keeps ranks from 10 on without an upper bound")
          .contains("Flink " + version + " rejects the query")
          .endsWith(
              "\"Rank end is not specified. Currently rank only support TopN, which means the"
                  + " rank end must be specified.\"");
      assertThat(d.fix()).contains("WHERE rn >= 10 AND rn <= <last rank you need>");
    }
  }

  @Test
  void warnsInBatchModeThatEveryPartitionIsNumbered() {
    Diagnostic d = tester.batch().check(LOWER_ONLY).get(0);
    assertThat(d.severity()).isEqualTo(Severity.WARNING);
    assertThat(d.message())
        .contains("in batch mode Flink runs no Top-N")
        .contains("returns every row from rank 10 on");
  }

  @Test
  void reportsAStrictLowerBoundAsItsFirstRank() {
    Diagnostic d =
        tester
            .check(
                DDL
                    + """
                    SELECT * FROM (
                      SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T)
                    -- expect: RankEndMissing
                    WHERE rn > 5 AND c = 'x';
                    """)
            .get(0);
    assertThat(d.message()).startsWith("the filter keeps ranks from 6 on");
  }

  @Test
  void acceptsARangeWithAnEnd() {
    tester.check(
        DDL
            + """
            SELECT * FROM (
              SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T)
            WHERE rn >= 10 AND rn <= 20;
            SELECT * FROM (
              SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T)
            WHERE rn BETWEEN 10 AND 20;
            """);
  }
}
