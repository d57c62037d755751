package io.github.topnkit.linter.rules;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.linter.diag.Diagnostic;
import java.util.List;
import org.junit.jupiter.api.Test;

class WindowRankOnProctimeTest {

  private static final String DDL =
      """
      CREATE TABLE P (price INT, item STRING, ptime AS PROCTIME()) WITH ('connector' = 'kafka');
      """;

  private final RuleTester tester = RuleTester.of(new WindowRankOnProctime());

  @Test
  void reportsWindowTopNAndDeduplicationOnProctime() {
    List<Diagnostic> findings =
        tester.check(
            DDL
                + """
                SELECT * FROM (
                  -- expect: WindowRankOnProctime
                  SELECT *, ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY price DESC) AS rownum
                  FROM TABLE(TUMBLE(TABLE P, DESCRIPTOR(ptime), INTERVAL '10' MINUTES)))
                WHERE rownum <= 3;
                SELECT * FROM (
                  -- expect: WindowRankOnProctime
                  SELECT *, ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY ptime DESC) AS rownum
                  FROM TABLE(TUMBLE(TABLE P, DESCRIPTOR(ptime), INTERVAL '10' MINUTES)))
                WHERE rownum = 1;
                """);
    assertThat(findings.get(0).message())
        .isEqualTo(
            "Window Top-N over a window on the processing-time attribute 'ptime': Flink 2.3 fails"
                + " at deployment with \"Processing time Window TopN is not supported yet.\"");
    assertThat(findings.get(0).fix()).contains("table 'P'").contains("WATERMARK FOR ts");
    assertThat(findings.get(1).message())
        .contains("\"Processing time Window Deduplication is not supported yet.\"");
  }

  @Test
  void acceptsProctimeWindowAggregationAndBatchMode() {
    String sql =
        DDL
            + """
            SELECT window_start, window_end, item, SUM(price) AS total
            FROM TABLE(TUMBLE(TABLE P, DESCRIPTOR(ptime), INTERVAL '10' MINUTES))
            GROUP BY window_start, window_end, item;
            """;
    tester.version("1.20").check(sql);
    tester.version("2.3").check(sql);
  }
}
