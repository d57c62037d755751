package io.github.topnkit.linter.rules;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.linter.diag.Diagnostic;
import io.github.topnkit.linter.diag.Severity;
import java.util.List;
import org.junit.jupiter.api.Test;

class SinkKeyMismatchTest {

  private static final String DDL =
      """
      CREATE TABLE Sales (product_id STRING, category STRING, sales BIGINT)
        WITH ('connector' = 'kafka');
      CREATE TABLE ByRank (product_id STRING, category STRING, sales BIGINT, rn BIGINT,
        PRIMARY KEY (category, rn) NOT ENFORCED) WITH ('connector' = 'upsert-kafka');
      CREATE TABLE ByProduct (product_id STRING, category STRING, sales BIGINT, rn BIGINT,
        PRIMARY KEY (product_id) NOT ENFORCED) WITH ('connector' = 'upsert-kafka');
      """;

  private static final String MISMATCH =
      """
      -- expect: SinkKeyMismatch
      INSERT INTO ByProduct
      SELECT * FROM (
        SELECT product_id, category, sales,
          ROW_NUMBER() OVER (PARTITION BY category ORDER BY sales DESC) AS rn
        FROM Sales)
      WHERE rn <= 5;
      """;

  @Test
  void rejectsAMismatchedKeyOn23() {
    List<Diagnostic> findings = RuleTester.of(new SinkKeyMismatch()).check(DDL + MISMATCH);
    Diagnostic d = findings.get(0);
    assertThat(d.severity()).isEqualTo(Severity.ERROR);
    assertThat(d.message())
        .contains(
            "\"The query has an upsert key that differs from the primary key of the sink table"
                + " 'default_catalog.default_database.ByProduct'. Primary key: [product_id],"
                + " upsert key: [category, rn].")
        .contains("A Top-N's unique key is its partition keys plus the rank number");
    assertThat(d.fix())
        .startsWith(
            "Key the sink by the query's unique key: PRIMARY KEY (category, rn) NOT ENFORCED")
        .contains("ON CONFLICT DO DEDUPLICATE");
  }

  @Test
  void warnsAboutUpsertMaterializationBefore23() {
    Diagnostic d =
        RuleTester.of(new SinkKeyMismatch()).version("1.20").check(DDL + MISMATCH).get(0);
    assertThat(d.severity()).isEqualTo(Severity.WARNING);
    assertThat(d.message()).contains("Flink 1.20 adds a SinkUpsertMaterializer");
    assertThat(d.fix()).doesNotContain("ON CONFLICT");
  }

  @Test
  void acceptsAMatchingKeyAndAnOnConflictClause() {
    RuleTester.of(new SinkKeyMismatch())
        .check(
            DDL
                + """
                INSERT INTO ByRank
                SELECT * FROM (
                  SELECT product_id, category, sales,
                    ROW_NUMBER() OVER (PARTITION BY category ORDER BY sales DESC) AS rn
                  FROM Sales)
                WHERE rn <= 5;
                """
                + MISMATCH
                    .replace("-- expect: SinkKeyMismatch", "")
                    .replace("WHERE rn <= 5;", "WHERE rn <= 5 ON CONFLICT DO DEDUPLICATE;"));
  }
}
