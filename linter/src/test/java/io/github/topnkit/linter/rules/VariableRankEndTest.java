package io.github.topnkit.linter.rules;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.linter.diag.Diagnostic;
import java.util.List;
import org.junit.jupiter.api.Test;

class VariableRankEndTest {

  private static final String DDL =
      """
      CREATE TABLE T (
        a INT, b BIGINT, c STRING, ts TIMESTAMP(3), WATERMARK FOR ts AS ts
      ) WITH ('connector' = 'kafka');
      """;

  private static final String RANKED =
      "SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T)";

  private final RuleTester tester = RuleTester.of(new VariableRankEnd());

  @Test
  void explainsTheFrozenRankEndAndTheOperatorRewrite() {
    List<Diagnostic> findings =
        tester.check(
            DDL
                + RANKED
                + """

                -- expect: VariableRankEnd
                WHERE rn <= a;
                """
                + RANKED
                + """

                -- expect: VariableRankEnd
                WHERE rn < a;
                """
                + RANKED
                + """

                -- expect: VariableRankEnd
                WHERE b = rn;
                """);
    assertThat(findings.get(0).message())
        .startsWith("the rank end comes from column a")
        .contains("reads it from the first row of each partition")
        .contains("\"Rank end index can't greater than input field count.\"")
        .doesNotContain("is treated as");
    assertThat(findings.get(1).message()).contains("rn < a is treated as rn <= a");
    // With =, only a BIGINT (or character) column stays a bare rank end; an INT one is cast.
    assertThat(findings.get(2).message()).contains("rn = b is treated as rn <= b");
    assertThat(findings.get(0).fix()).contains("WHERE rn <= 10");
  }

  @Test
  void reportsTheSameOnFlink120() {
    tester
        .version("1.20")
        .check(
            DDL
                + RANKED
                + """

                -- expect: VariableRankEnd
                WHERE rn <= a;
                """);
  }

  @Test
  void leavesWindowTopNAndBatchAndConstantEndsAlone() {
    tester.check(
        DDL
            + RANKED
            + " WHERE rn <= 10;\n"
            + """
            SELECT * FROM (
              SELECT *, ROW_NUMBER() OVER (
                PARTITION BY window_start, window_end ORDER BY b DESC) AS rn
              FROM TABLE(TUMBLE(TABLE T, DESCRIPTOR(ts), INTERVAL '10' MINUTES)))
            WHERE rn <= a;
            """);
    RuleTester.of(new VariableRankEnd()).batch().check(DDL + RANKED + " WHERE rn <= a;\n");
  }
}
