package io.github.topnkit.linter.rules;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.linter.diag.Diagnostic;
import java.util.List;
import org.junit.jupiter.api.Test;

class RankFunctionNotRowNumberTest {

  private static final String DDL =
      """
      CREATE TABLE Bid (
        bidtime TIMESTAMP(3), price DECIMAL(10, 2), item STRING,
        WATERMARK FOR bidtime AS bidtime - INTERVAL '1' SECOND
      ) WITH ('connector' = 'kafka');
      """;

  private final RuleTester tester = RuleTester.of(new RankFunctionNotRowNumber());

  @Test
  void reportsRankAndDenseRankInStreamingTopN() {
    List<Diagnostic> findings =
        tester.check(
            DDL
                + """
                SELECT * FROM (
                  -- expect: RankFunctionNotRowNumber
                  SELECT *, RANK() OVER (PARTITION BY item ORDER BY price DESC) AS rk FROM Bid)
                WHERE rk <= 3;
                SELECT * FROM (
                  -- expect: RankFunctionNotRowNumber
                  SELECT *, DENSE_RANK() OVER (PARTITION BY item ORDER BY price DESC) AS rk FROM Bid)
                WHERE rk <= 3;
                """);
    assertThat(findings.get(0).message())
        .contains("RANK() on streaming table is not supported currently");
  }

  @Test
  void reportsRankInWindowTopN() {
    List<Diagnostic> findings =
        tester.check(
            DDL
                + """
                SELECT * FROM (
                  -- expect: RankFunctionNotRowNumber
                  SELECT *, RANK() OVER (PARTITION BY window_start, window_end ORDER BY price DESC) AS rk
                  FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES)))
                WHERE rk <= 3;
                """);
    assertThat(findings.get(0).message()).contains("not supported on Window TopN");
  }

  @Test
  void acceptsRankInBatchMode() {
    tester
        .batch()
        .check(
            DDL
                + """
            SELECT * FROM (
              SELECT *, RANK() OVER (PARTITION BY item ORDER BY price DESC) AS rk FROM Bid)
            WHERE rk <= 3;
            """);
  }
}
