package io.github.topnkit.reference.batch;

import static io.github.topnkit.reference.batch.BatchSql.row;
import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.time.LocalDateTime;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Batch GROUPING SETS, ROLLUP and CUBE: one aggregate per grouping set (Flink's Expand and an
 * aggregate keyed by the keys and the expand id), keys outside a set NULL.
 */
class GroupingSetsBatchTest {

  private static final String SCORES =
      "CREATE TABLE Scores (k STRING, player STRING, score INT) WITH ('connector' = 'kafka');\n";

  private static final Map<String, List<Object[]>> ROWS =
      Map.of(
          "Scores",
          List.of(
              row("a", "p1", 30),
              row("a", "p2", 20),
              row("b", "p3", null),
              row("a", "p1", 20),
              row(null, "p5", 7)));

  private static List<Object> r(Object... values) {
    return Arrays.asList(values);
  }

  @Test
  void rollupAddsTheTotalRowAndKeepsARealNullKeyApart() {
    BatchSql sql = BatchSql.of(SCORES + "SELECT k, SUM(score) FROM Scores GROUP BY ROLLUP (k)");
    // (k) set: a, b, NULL (a real NULL key); () set: the total, also with k NULL.
    assertThat(sql.run(ROWS))
        .containsExactlyInAnyOrder(r("a", 70), r("b", null), r(null, 7), r(null, 77));
  }

  @Test
  void cubeAggregatesEverySubsetOfTheKeys() {
    BatchSql sql =
        BatchSql.of(
            SCORES
                + "SELECT k, player, COUNT(*) FROM Scores WHERE k IS NOT NULL"
                + " GROUP BY CUBE (k, player)");
    assertThat(sql.run(ROWS))
        .containsExactlyInAnyOrder(
            r("a", "p1", 2L),
            r("a", "p2", 1L),
            r("b", "p3", 1L),
            r("a", null, 3L),
            r("b", null, 1L),
            r(null, "p1", 2L),
            r(null, "p2", 1L),
            r(null, "p3", 1L),
            r(null, null, 4L));
  }

  @Test
  void aKeyThatIsAlsoAnArgumentIsCountedInEverySet() {
    // COUNT(DISTINCT player) reads the input field, not the key copy Expand nulls.
    BatchSql sql =
        BatchSql.of(
            SCORES
                + "SELECT player, COUNT(DISTINCT player) FROM Scores"
                + " GROUP BY GROUPING SETS ((player), ())");
    assertThat(sql.run(ROWS))
        .containsExactlyInAnyOrder(r("p1", 1L), r("p2", 1L), r("p3", 1L), r("p5", 1L), r(null, 4L));
  }

  @Test
  void windowGroupingSetsGiveTheCorpusRowsInBatch() {
    // window-tvf/grouping-sets.spec.yaml "GROUPING SETS per supplier and in total" (streaming
    // on Flink 2.3.0); a batch window aggregation groups by the same window bounds.
    String bid =
        "CREATE TABLE Bid (bidtime TIMESTAMP(3), price DECIMAL(10, 2), item STRING,"
            + " supplier_id STRING, WATERMARK FOR bidtime AS bidtime - INTERVAL '1' SECOND)"
            + " WITH ('connector' = 'kafka');\n";
    BatchSql sql =
        BatchSql.of(
            bid
                + "SELECT window_start, window_end, supplier_id, SUM(price) AS total_price"
                + " FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES))"
                + " GROUP BY window_start, window_end, GROUPING SETS ((supplier_id), ())");
    Map<String, List<Object[]>> rows =
        Map.of(
            "Bid",
            List.of(
                bid("08:05", "4.00", "C", "supplier1"),
                bid("08:07", "2.00", "A", "supplier1"),
                bid("08:09", "5.00", "D", "supplier2"),
                bid("08:11", "3.00", "B", "supplier2"),
                bid("08:13", "1.00", "E", "supplier1"),
                bid("08:17", "6.00", "F", "supplier2")));
    LocalDateTime w0 = LocalDateTime.parse("2020-04-15T08:00");
    LocalDateTime w1 = LocalDateTime.parse("2020-04-15T08:10");
    LocalDateTime w2 = LocalDateTime.parse("2020-04-15T08:20");
    assertThat(sql.run(rows))
        .containsExactlyInAnyOrder(
            r(w0, w1, null, new BigDecimal("11.00")),
            r(w0, w1, "supplier2", new BigDecimal("5.00")),
            r(w0, w1, "supplier1", new BigDecimal("6.00")),
            r(w1, w2, null, new BigDecimal("10.00")),
            r(w1, w2, "supplier2", new BigDecimal("9.00")),
            r(w1, w2, "supplier1", new BigDecimal("1.00")));
  }

  private static Object[] bid(String time, String price, String item, String supplier) {
    return row(LocalDateTime.parse("2020-04-15T" + time), new BigDecimal(price), item, supplier);
  }
}
