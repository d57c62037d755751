package io.github.topnkit.linter.rules;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.linter.diag.Diagnostic;
import java.util.List;
import org.junit.jupiter.api.Test;

class WindowRankOnUpdatingInputTest {

  private static final String DDL =
      """
      CREATE TABLE Cdc (
        bidtime TIMESTAMP(3), price DECIMAL(10, 2), item STRING,
        WATERMARK FOR bidtime AS bidtime - INTERVAL '1' SECOND
      ) WITH ('connector' = 'kafka', 'format' = 'debezium-json');
      CREATE TABLE Bid (
        bidtime TIMESTAMP(3), price DECIMAL(10, 2), item STRING,
        WATERMARK FOR bidtime AS bidtime - INTERVAL '1' SECOND
      ) WITH ('connector' = 'kafka', 'format' = 'json');
      """;

  private final RuleTester tester = RuleTester.of(new WindowRankOnUpdatingInput());

  @Test
  void reportsWindowTopNOverACdcSource() {
    List<Diagnostic> findings =
        tester.check(
            DDL
                + """
                SELECT * FROM (
                  -- expect: WindowRankOnUpdatingInput
                  SELECT *, ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY price DESC) AS rownum
                  FROM TABLE(TUMBLE(TABLE Cdc, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES)))
                WHERE rownum <= 3;
                """);
    assertThat(findings.get(0).message())
        .startsWith("Window Top-N over an updating input: table 'Cdc' is a changelog source")
        .contains("format 'debezium-json'")
        .contains(
            "\"StreamPhysicalWindowRank doesn't support consuming update and delete changes which"
                + " is produced by node TableSourceScan(table=[[default_catalog,"
                + " default_database, Cdc]],");
  }

  @Test
  void reportsWindowDeduplicationOverACdcSourceOnBothVersions() {
    String sql =
        DDL
            + """
            SELECT * FROM (
              -- expect: WindowRankOnUpdatingInput
              SELECT *, ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY bidtime DESC) AS rownum
              FROM TABLE(TUMBLE(TABLE Cdc, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES)))
            WHERE rownum = 1;
            """;
    assertThat(tester.version("1.20").check(sql).get(0).message())
        .startsWith("Window deduplication over an updating input")
        .contains("Flink 1.20 fails at deployment with \"StreamPhysicalWindowDeduplicate");
    assertThat(tester.version("2.3").check(sql).get(0).message()).contains("Flink 2.3 fails");
  }

  @Test
  void reportsWindowTopNOverAnUpsertKafkaTable() {
    List<Diagnostic> findings =
        tester.check(
            """
            CREATE TABLE Prices (item STRING, price INT, ts TIMESTAMP(3),
              WATERMARK FOR ts AS ts, PRIMARY KEY (item) NOT ENFORCED)
              WITH ('connector' = 'upsert-kafka');
            SELECT * FROM (
              -- expect: WindowRankOnUpdatingInput
              SELECT *, ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY price DESC) AS rownum
              FROM TABLE(HOP(TABLE Prices, DESCRIPTOR(ts), INTERVAL '5' MINUTES, INTERVAL '10' MINUTES)))
            WHERE rownum <= 3;
            """);
    assertThat(findings.get(0).message())
        .contains("table 'Prices' is a changelog source (connector 'upsert-kafka')");
    assertThat(findings.get(0).fix()).contains("GROUP BY window_start, window_end, key");
  }

  @Test
  void acceptsAppendOnlyInputAndWindowAggregationOverCdc() {
    tester.check(
        DDL
            + """
            SELECT * FROM (
              SELECT *, ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY price DESC) AS rownum
              FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES)))
            WHERE rownum <= 3;
            SELECT * FROM (
              SELECT *, ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY total DESC) AS rownum
              FROM (
                SELECT window_start, window_end, item, SUM(price) AS total
                FROM TABLE(TUMBLE(TABLE Cdc, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES))
                GROUP BY window_start, window_end, item))
            WHERE rownum <= 3;
            SELECT * FROM TABLE(TUMBLE(TABLE Cdc, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES));
            """);
  }
}
