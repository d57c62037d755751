package io.github.topnkit.reference.rank;

import static io.github.topnkit.reference.rank.RankHarness.lines;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * RetractableTopNFunction and UpdatableTopNFunction over an aggregate or a changelog source:
 * expectations from spec-cases updating/group-by.spec.yaml, updating/changelog-sources.spec.yaml
 * and topn/sinks.spec.yaml (verified on Flink 2.3.0). The rank's input rows are what the aggregate
 * (or ChangelogNormalize) sends for the cases' source rows.
 */
class UpdatingTopNTest {

  private static final String CLICKS =
      "CREATE TABLE Clicks (page STRING, user_id STRING)"
          + " WITH ('connector' = 'kafka', 'topic' = 'clicks', 'format' = 'json');\n";
  private static final String ORDERS =
      "CREATE TABLE Orders (shop STRING, item STRING, amount INT)"
          + " WITH ('connector' = 'kafka', 'topic' = 'orders', 'format' = 'json');\n";

  /** COUNT(*) per (page, user_id) of home u1, u2, u2, u3, u3, u3, u1, as +I/+U (UpdateFast). */
  private static final String COUNTS =
      """
      +I[home, u1, 1]
      +I[home, u2, 1]
      +U[home, u2, 2]
      +I[home, u3, 1]
      +U[home, u3, 2]
      +U[home, u3, 3]
      +U[home, u1, 2]
      """;

  /** SUM(amount) per (shop, item) of a 10, b 20, c 5, a 15, b -18, with -U (Retract). */
  private static final String SUMS =
      """
      +I[s1, a, 10]
      +I[s1, b, 20]
      +I[s1, c, 5]
      -U[s1, a, 10]
      +U[s1, a, 25]
      -U[s1, b, 20]
      +U[s1, b, 2]
      """;

  private static RankHarness counts(String select, String where, String columns) {
    return RankHarness.of(
        CLICKS
            + "CREATE TABLE Printed ("
            + columns
            + ") WITH ('connector' = 'print');\n"
            + "INSERT INTO Printed SELECT "
            + select
            + " FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY page ORDER BY cnt DESC) AS rn"
            + " FROM (SELECT page, user_id, COUNT(*) AS cnt FROM Clicks GROUP BY page, user_id))"
            + " WHERE "
            + where);
  }

  private static RankHarness sums(String select, String columns) {
    return RankHarness.of(
        ORDERS
            + "CREATE TABLE Printed ("
            + columns
            + ") WITH ('connector' = 'print');\n"
            + "INSERT INTO Printed SELECT "
            + select
            + " FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY shop ORDER BY total DESC) AS rn"
            + " FROM (SELECT shop, item, SUM(amount) AS total FROM Orders GROUP BY shop, item))"
            + " WHERE rn <= 2");
  }

  @Test
  void updateFastWithoutRankNumberUpdatesAKeptRowInPlace() {
    // group-by: "UpdateFast without the rank number updates a kept row in place"
    RankHarness h =
        counts("page, user_id, cnt", "rn <= 2", "page STRING, user_id STRING, cnt BIGINT");
    assertThat(h.runtimeFunction()).isEqualTo("UpdatableTopNFunction");
    assertThat(h.run(COUNTS))
        .isEqualTo(
            lines(
                """
                +I[home, u1, 1]
                +I[home, u2, 1]
                -U[home, u2, 1]
                +U[home, u2, 2]
                -D[home, u1, 1]
                +I[home, u3, 2]
                -U[home, u3, 2]
                +U[home, u3, 3]
                """));
  }

  @Test
  void updateFastWithRankNumberRetractsTheOldRankOfTheRowThatMovesUp() {
    // group-by: "UpdateFast with the rank number retracts the old rank of the row that moves up"
    RankHarness h =
        counts(
            "page, user_id, cnt, rn",
            "rn <= 2",
            "page STRING, user_id STRING, cnt BIGINT, rn BIGINT");
    assertThat(h.run(COUNTS))
        .isEqualTo(
            lines(
                """
                +I[home, u1, 1, 1]
                +I[home, u2, 1, 2]
                -U[home, u1, 1, 1]
                -U[home, u2, 1, 2]
                +U[home, u2, 2, 1]
                +U[home, u1, 1, 2]
                -U[home, u1, 1, 2]
                +U[home, u3, 2, 2]
                -U[home, u2, 2, 1]
                -U[home, u3, 2, 2]
                +U[home, u3, 3, 1]
                +U[home, u2, 2, 2]
                """));
  }

  @Test
  void topOneOverACountReplacesTheLeaderWhenOvertaken() {
    // group-by: "top-1 over a COUNT replaces the leader only when it is overtaken"
    RankHarness h =
        counts("page, user_id, cnt", "rn = 1", "page STRING, user_id STRING, cnt BIGINT");
    assertThat(h.runtimeFunction()).isEqualTo("FastTop1Function");
    assertThat(h.run(COUNTS))
        .isEqualTo(
            lines(
                """
                +I[home, u1, 1]
                -U[home, u1, 1]
                +U[home, u2, 2]
                -U[home, u2, 2]
                +U[home, u3, 3]
                """));
  }

  @Test
  void retractWithoutRankNumberSendsDeleteAndInsert() {
    // group-by: "Retract without the rank number sends -D/+I, also for a row that changes in place"
    RankHarness h = sums("shop, item, total", "shop STRING, item STRING, total INT");
    assertThat(h.runtimeFunction()).isEqualTo("RetractableTopNFunction");
    assertThat(h.run(SUMS))
        .isEqualTo(
            lines(
                """
                +I[s1, a, 10]
                +I[s1, b, 20]
                -D[s1, a, 10]
                +I[s1, c, 5]
                -D[s1, c, 5]
                +I[s1, a, 25]
                -D[s1, b, 20]
                +I[s1, c, 5]
                """));
  }

  @Test
  void retractWithRankNumberShiftsRowsUpAndDown() {
    // group-by: "Retract with the rank number shifts rows up on a retraction and down on an insert"
    RankHarness h = sums("shop, item, total, rn", "shop STRING, item STRING, total INT, rn BIGINT");
    assertThat(h.run(SUMS))
        .isEqualTo(
            lines(
                """
                +I[s1, a, 10, 1]
                -U[s1, a, 10, 1]
                +U[s1, b, 20, 1]
                +I[s1, a, 10, 2]
                -U[s1, a, 10, 2]
                +U[s1, c, 5, 2]
                -U[s1, b, 20, 1]
                +U[s1, a, 25, 1]
                -U[s1, c, 5, 2]
                +U[s1, b, 20, 2]
                -U[s1, b, 20, 2]
                +U[s1, c, 5, 2]
                """));
  }

  @Test
  void retractOverAnUpsertSourceRemovesARowThatChangesPartition() {
    // changelog-sources: "top 2 per category over an upsert-kafka source, with the rank number";
    // the input is the upsert source after ChangelogNormalize (-U before each +U, -D with content).
    RankHarness h =
        RankHarness.of(
            "CREATE TABLE Products (product_id STRING, category STRING, sales BIGINT,"
                + " PRIMARY KEY (product_id) NOT ENFORCED) WITH ('connector' = 'upsert-kafka',"
                + " 'topic' = 'products', 'key.format' = 'json', 'value.format' = 'json');\n"
                + "CREATE TABLE Printed (product_id STRING, category STRING, sales BIGINT,"
                + " rn BIGINT) WITH ('connector' = 'print');\n"
                + "INSERT INTO Printed SELECT product_id, category, sales, rn FROM (SELECT *,"
                + " ROW_NUMBER() OVER (PARTITION BY category ORDER BY sales DESC) AS rn"
                + " FROM Products) WHERE rn <= 2");
    assertThat(h.runtimeFunction()).isEqualTo("RetractableTopNFunction");
    String normalized =
        """
        +I[p1, books, 10]
        +I[p2, books, 30]
        +I[p3, books, 20]
        -U[p1, books, 10]
        +U[p1, books, 40]
        -D[p2, books, 30]
        -U[p3, books, 20]
        +U[p3, toys, 20]
        """;
    assertThat(h.run(normalized))
        .isEqualTo(
            lines(
                """
                +I[p1, books, 10, 1]
                -U[p1, books, 10, 1]
                +U[p2, books, 30, 1]
                +I[p1, books, 10, 2]
                -U[p1, books, 10, 2]
                +U[p3, books, 20, 2]
                -U[p2, books, 30, 1]
                +U[p1, books, 40, 1]
                -U[p3, books, 20, 2]
                +U[p2, books, 30, 2]
                -U[p2, books, 30, 2]
                +U[p3, books, 20, 2]
                -D[p3, books, 20, 2]
                +I[p3, toys, 20, 1]
                """));
  }

  @Test
  void updateFastIntoAnUpsertSinkSendsNoUpdateBefore() {
    // sinks: "the rank number omitted, an upsert sink keyed by the input's upsert key"; the input
    // is COUNT(*) per (k, id) of (a,1) (a,2) (a,2) (a,3) (a,3) (a,3).
    RankHarness h =
        RankHarness.of(
            AppendOnlyTopNTest.SCORES
                + "CREATE TABLE Leaders (k STRING, id INT, cnt BIGINT,"
                + " PRIMARY KEY (k, id) NOT ENFORCED) WITH ('connector' = 'upsert-kafka',"
                + " 'topic' = 'leaders', 'key.format' = 'json', 'value.format' = 'json');\n"
                + "INSERT INTO Leaders SELECT k, id, cnt FROM (SELECT *, ROW_NUMBER() OVER"
                + " (PARTITION BY k ORDER BY cnt DESC) AS rn FROM (SELECT k, id, COUNT(*) AS cnt"
                + " FROM Scores GROUP BY k, id)) WHERE rn <= 2");
    assertThat(h.runtimeFunction()).isEqualTo("UpdatableTopNFunction");
    String counts =
        """
        +I[a, 1, 1]
        +I[a, 2, 1]
        +U[a, 2, 2]
        +I[a, 3, 1]
        +U[a, 3, 2]
        +U[a, 3, 3]
        """;
    assertThat(h.run(counts))
        .isEqualTo(
            lines(
                """
                +I[a, 1, 1]
                +I[a, 2, 1]
                +U[a, 2, 2]
                -D[a, 1, 1]
                +I[a, 3, 2]
                +U[a, 3, 3]
                """));
  }

  private static final String PRODUCTS_CDC =
      "CREATE TABLE ProductsCdc (product_id STRING, category STRING, sales BIGINT)"
          + " WITH ('connector' = 'kafka', 'topic' = 'products-cdc', 'format' = 'debezium-json');\n";
  private static final String CDC_INPUT =
      """
      +I[p1, books, 10]
      +I[p2, books, 30]
      -U[p1, books, 10]
      +U[p1, books, 40]
      -D[p2, books, 30]
      """;

  @Test
  void retractOverACdcSourceWithoutRankNumber() {
    // changelog-sources: "top 2 per category over a debezium-json CDC source"
    RankHarness h =
        RankHarness.of(
            PRODUCTS_CDC
                + "CREATE TABLE Printed (product_id STRING, category STRING, sales BIGINT)"
                + " WITH ('connector' = 'print');\n"
                + "INSERT INTO Printed SELECT product_id, category, sales FROM (SELECT *,"
                + " ROW_NUMBER() OVER (PARTITION BY category ORDER BY sales DESC) AS rn"
                + " FROM ProductsCdc) WHERE rn <= 2");
    assertThat(h.run(CDC_INPUT))
        .isEqualTo(
            lines(
                """
                +I[p1, books, 10]
                +I[p2, books, 30]
                -D[p1, books, 10]
                +I[p1, books, 40]
                -D[p2, books, 30]
                """));
  }

  @Test
  void retractIntoASinkKeyedByPartitionAndRankSendsNoUpdateBefore() {
    // changelog-sources: "the same CDC Top-N into a jdbc sink keyed by (category, rank)"; the
    // sink's column order (category, rn, product_id, sales) is a Calc above the Rank.
    RankHarness h =
        RankHarness.of(
            PRODUCTS_CDC
                + "CREATE TABLE TopProducts (category STRING, rn BIGINT, product_id STRING,"
                + " sales BIGINT, PRIMARY KEY (category, rn) NOT ENFORCED) WITH ("
                + "'connector' = 'jdbc', 'url' = 'jdbc:mysql://db:3306/shop',"
                + " 'table-name' = 'top_products');\n"
                + "INSERT INTO TopProducts SELECT category, rn, product_id, sales FROM (SELECT *,"
                + " ROW_NUMBER() OVER (PARTITION BY category ORDER BY sales DESC) AS rn"
                + " FROM ProductsCdc) WHERE rn <= 2");
    assertThat(h.run(CDC_INPUT))
        .isEqualTo(
            lines(
                """
                +I[p1, books, 10, 1]
                +U[p2, books, 30, 1]
                +I[p1, books, 10, 2]
                -D[p1, books, 10, 2]
                +U[p1, books, 40, 1]
                +I[p2, books, 30, 2]
                -D[p2, books, 30, 2]
                """));
  }

  @Test
  void updateFastWithTwoSortKeysShiftsRowsWithTheirRankNumbers() {
    // Flink's RankTestPrograms "rank-test-update-fast-strategy" (ORDER BY count_c DESC, a ASC,
    // row_num <= 10, a retract sink); the input is COUNT(*) per (a, b) of its source rows.
    RankHarness h =
        RankHarness.of(
            "CREATE TABLE MyTable (a INT, b STRING, c INT)"
                + " WITH ('connector' = 'kafka', 'topic' = 't', 'format' = 'json');\n"
                + "CREATE TABLE Printed (a INT, b STRING, count_c BIGINT, row_num BIGINT)"
                + " WITH ('connector' = 'print');\n"
                + "INSERT INTO Printed SELECT * FROM (SELECT a, b, count_c, ROW_NUMBER() OVER"
                + " (PARTITION BY b ORDER BY count_c DESC, a ASC) AS row_num FROM (SELECT a, b,"
                + " COUNT(*) AS count_c FROM MyTable GROUP BY a, b)) WHERE row_num <= 10");
    assertThat(h.runtimeFunction()).isEqualTo("UpdatableTopNFunction");
    String counts =
        """
        +I[2, a, 1]
        +I[4, b, 1]
        +I[6, c, 1]
        +I[1, a, 1]
        +I[3, b, 1]
        +I[5, c, 1]
        +I[4, d, 1]
        +I[0, a, 1]
        """;
    assertThat(h.run(counts))
        .isEqualTo(
            lines(
                """
                +I[2, a, 1, 1]
                +I[4, b, 1, 1]
                +I[6, c, 1, 1]
                -U[2, a, 1, 1]
                +U[1, a, 1, 1]
                +I[2, a, 1, 2]
                -U[4, b, 1, 1]
                +U[3, b, 1, 1]
                +I[4, b, 1, 2]
                -U[6, c, 1, 1]
                +U[5, c, 1, 1]
                +I[6, c, 1, 2]
                +I[4, d, 1, 1]
                -U[1, a, 1, 1]
                +U[0, a, 1, 1]
                -U[2, a, 1, 2]
                +U[1, a, 1, 2]
                +I[2, a, 1, 3]
                """));
  }
}
