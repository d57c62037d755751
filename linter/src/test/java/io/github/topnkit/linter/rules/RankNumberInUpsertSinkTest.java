package io.github.topnkit.linter.rules;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.linter.diag.Diagnostic;
import java.util.List;
import org.junit.jupiter.api.Test;

class RankNumberInUpsertSinkTest {

  private static final String DDL =
      """
      CREATE TABLE Sales (product_id STRING, category STRING, sales BIGINT)
        WITH ('connector' = 'kafka');
      CREATE TABLE ByRank (category STRING, product_id STRING, total BIGINT, rn BIGINT,
        PRIMARY KEY (category, rn) NOT ENFORCED) WITH ('connector' = 'upsert-kafka');
      CREATE TABLE Printed (category STRING, product_id STRING, total BIGINT, rn BIGINT)
        WITH ('connector' = 'print');
      """;

  private static final String TOP_N =
      """
      SELECT * FROM (
        SELECT *, ROW_NUMBER() OVER (PARTITION BY category ORDER BY total DESC) AS rn
        FROM (SELECT category, product_id, SUM(sales) AS total FROM Sales GROUP BY category, product_id))
      WHERE rn <= 10;
      """;

  private final RuleTester tester = RuleTester.of(new RankNumberInUpsertSink());

  @Test
  void reportsTheRankNumberWrittenToAnUpsertSink() {
    List<Diagnostic> findings =
        tester.check(DDL + "-- expect: RankNumberInUpsertSink\nINSERT INTO ByRank\n" + TOP_N);
    assertThat(findings.get(0).message())
        .isEqualTo(
            "the rank number 'rn' is written to sink 'default_catalog.default_database.ByRank':"
                + " when a row moves up from rank k to rank 1, the Top-N rewrites every rank 1..k,"
                + " so one input row can cause up to 10 sink updates (write amplification)");
    assertThat(findings.get(0).fix()).contains("PRIMARY KEY (category, product_id) NOT ENFORCED");
  }

  @Test
  void ignoresPrintSinksQueriesAndTopNWithoutEntityKey() {
    tester.check(
        DDL
            + "INSERT INTO Printed\n"
            + TOP_N
            + TOP_N
            + """
            INSERT INTO ByRank
            SELECT * FROM (
              SELECT category, product_id, sales,
                ROW_NUMBER() OVER (PARTITION BY category ORDER BY sales DESC) AS rn
              FROM Sales)
            WHERE rn <= 10;
            """);
  }
}
