package io.github.topnkit.linter.rules;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.linter.diag.Diagnostic;
import java.util.List;
import org.junit.jupiter.api.Test;

class WindowRankVariableEndTest {

  private static final String DDL =
      """
      CREATE TABLE Bid (
        bidtime TIMESTAMP(3), price INT, item STRING, max_n INT,
        WATERMARK FOR bidtime AS bidtime - INTERVAL '1' SECOND
      ) WITH ('connector' = 'kafka');
      """;

  private final RuleTester tester = RuleTester.of(new WindowRankVariableEnd());

  @Test
  void reportsAColumnAsWindowRankEnd() {
    List<Diagnostic> findings =
        tester.check(
            DDL
                + """
                SELECT * FROM (
                  SELECT *, ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY price DESC) AS rownum
                  FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES)))
                -- expect: WindowRankVariableEnd
                WHERE rownum <= price;
                """);
    assertThat(findings.get(0).message())
        .contains("the rank end is the column 'price'")
        .endsWith("\"Rank strategy rankEnd=price is not supported on window rank currently.\"");
  }

  @Test
  void acceptsConstantWindowRankEndAndVariableRegularRankEnd() {
    tester.check(
        DDL
            + """
            SELECT * FROM (
              SELECT *, ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY price DESC) AS rownum
              FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES)))
            WHERE rownum <= 3;
            """);
  }
}
