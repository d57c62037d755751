package io.github.topnkit.linter.rules;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.linter.diag.Diagnostic;
import io.github.topnkit.linter.diag.Severity;
import org.junit.jupiter.api.Test;

class DeduplicationOnUpdatingInputTest {

  private static final String DDL =
      """
      CREATE TABLE Cdc (id INT, item STRING, price INT, ts TIMESTAMP(3),
        WATERMARK FOR ts AS ts, PRIMARY KEY (id) NOT ENFORCED)
        WITH ('connector' = 'kafka', 'format' = 'debezium-json');
      CREATE TABLE Bid (id INT, item STRING, price INT, ts TIMESTAMP(3), WATERMARK FOR ts AS ts)
        WITH ('connector' = 'kafka');
      """;

  private static final String DEDUP_ON_CDC =
      """
      SELECT * FROM (
        -- expect: DeduplicationOnUpdatingInput
        SELECT *, ROW_NUMBER() OVER (PARTITION BY item ORDER BY ts DESC) AS rn FROM Cdc)
      WHERE rn = 1;
      """;

  @Test
  void isAnErrorOn120() {
    Diagnostic d =
        RuleTester.of(new DeduplicationOnUpdatingInput())
            .version("1.20")
            .check(DDL + DEDUP_ON_CDC)
            .get(0);
    assertThat(d.severity()).isEqualTo(Severity.ERROR);
    assertThat(d.message())
        .contains(
            "Flink 1.20 fails with \"StreamPhysicalDeduplicate doesn't support consuming update and"
                + " delete changes which is produced by node TableSourceScan(table=[[default_catalog,"
                + " default_database, Cdc]], fields=[id, item, price, ts])\"");
  }

  @Test
  void isARetractingTopOneOn23() {
    Diagnostic d =
        RuleTester.of(new DeduplicationOnUpdatingInput()).check(DDL + DEDUP_ON_CDC).get(0);
    assertThat(d.severity()).isEqualTo(Severity.WARNING);
    assertThat(d.message())
        .contains("Flink 2.3 silently plans a regular Top-1 Rank with RetractStrategy")
        .contains("RetractableTopNFunction")
        .contains("keeps every input row in state");
  }

  @Test
  void acceptsDeduplicationOfAnAppendOnlyInput() {
    String sql =
        DDL
            + """
            SELECT * FROM (
              SELECT *, ROW_NUMBER() OVER (PARTITION BY item ORDER BY ts DESC) AS rn FROM Bid)
            WHERE rn = 1;
            """;
    RuleTester.of(new DeduplicationOnUpdatingInput()).version("1.20").check(sql);
    RuleTester.of(new DeduplicationOnUpdatingInput()).version("2.3").check(sql);
  }
}
