package io.github.topnkit.linter.rules;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.linter.diag.Diagnostic;
import java.util.List;
import org.junit.jupiter.api.Test;

class UpdatingQueryIntoAppendOnlySinkTest {

  private static final String DDL =
      """
      CREATE TABLE Sales (product_id STRING, category STRING, sales BIGINT,
        ts TIMESTAMP(3), WATERMARK FOR ts AS ts) WITH ('connector' = 'kafka');
      CREATE TABLE TopSales (product_id STRING, category STRING, sales BIGINT, rn BIGINT)
        WITH ('connector' = 'kafka', 'topic' = 'top');
      CREATE TABLE Totals (category STRING, total BIGINT) WITH ('connector' = 'filesystem');
      """;

  private final RuleTester tester = RuleTester.of(new UpdatingQueryIntoAppendOnlySink());

  @Test
  void reportsATopNAndAGroupByIntoAppendOnlySinks() {
    List<Diagnostic> findings =
        tester.check(
            DDL
                + """
                -- expect: UpdatingQueryIntoAppendOnlySink
                INSERT INTO TopSales
                SELECT * FROM (
                  SELECT product_id, category, sales,
                    ROW_NUMBER() OVER (PARTITION BY category ORDER BY sales DESC) AS rn
                  FROM Sales)
                WHERE rn <= 5;
                -- expect: UpdatingQueryIntoAppendOnlySink
                INSERT INTO Totals SELECT category, SUM(sales) FROM Sales GROUP BY category;
                """);
    assertThat(findings.get(0).message())
        .startsWith(
            "the regular Top-N (Rank) emits updates and deletes, but the sink (connector"
                + " 'kafka') accepts only inserts")
        .endsWith(
            "\"Table sink 'default_catalog.default_database.TopSales' doesn't support consuming update"
                + " and delete changes which is produced by node Rank(strategy=[UndefinedStrategy],"
                + " rankType=[ROW_NUMBER], rankRange=[rankStart=1, rankEnd=5],"
                + " partitionBy=[category], orderBy=[sales DESC], select=[product_id, category,"
                + " sales, w0$o0])\"");
    assertThat(findings.get(0).fix())
        .contains("PRIMARY KEY (category, rn) NOT ENFORCED")
        .contains("Window Top-N is append-only");
    assertThat(findings.get(1).message())
        .contains(
            "doesn't support consuming update changes which is produced by node"
                + " GroupAggregate(groupBy=[category], select=[category, SUM(sales) AS EXPR$1])");
    assertThat(findings.get(1).fix()).contains("PRIMARY KEY (category) NOT ENFORCED");
  }

  @Test
  void acceptsWindowTopNIntoAnAppendOnlySink() {
    tester.check(
        DDL
            + """
            INSERT INTO TopSales
            SELECT product_id, category, sales, rn FROM (
              SELECT *, ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY sales DESC) AS rn
              FROM TABLE(TUMBLE(TABLE Sales, DESCRIPTOR(ts), INTERVAL '10' MINUTES)))
            WHERE rn <= 5;
            """);
  }
}
