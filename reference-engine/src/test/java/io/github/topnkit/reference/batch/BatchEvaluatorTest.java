package io.github.topnkit.reference.batch;

import static io.github.topnkit.reference.batch.BatchSql.row;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.topnkit.linter.plan.Rank;
import io.github.topnkit.reference.expr.UnsupportedFeatureException;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * Batch evaluation of plan shapes the corpus has no batch case for, on hand-made rows; the expected
 * results follow SQL and the Flink behavior cited at each test.
 */
class BatchEvaluatorTest {

  private static final String SCORES =
      "CREATE TABLE Scores (k STRING, player STRING, score INT) WITH ('connector' = 'kafka');\n";

  private static final Map<String, List<Object[]>> SCORE_ROWS =
      Map.of(
          "Scores",
          List.of(
              row("a", "p1", 30),
              row("a", "p2", 20),
              row("b", "p3", null),
              row("a", "p4", 20),
              row("b", "p5", 7)));

  private static List<Object> r(Object... values) {
    return Arrays.asList(values);
  }

  @Nested
  class SortsAndSetOperations {

    @Test
    void orderByWithLimitAndOffsetKeepsTheSortedRange() {
      BatchSql sql =
          BatchSql.of(
              SCORES + "SELECT player, score FROM Scores ORDER BY score DESC LIMIT 2 OFFSET 1");
      // DESC puts NULLs last (Flink's default); both tied rows are in the range.
      assertThat(sql.run(SCORE_ROWS)).containsExactlyInAnyOrder(r("p2", 20), r("p4", 20));
    }

    @Test
    void ascendingOrderPutsNullsFirst() {
      BatchSql sql =
          BatchSql.of(SCORES + "SELECT player, score FROM Scores ORDER BY score, player LIMIT 3");
      assertThat(sql.run(SCORE_ROWS)).containsExactly(r("p3", null), r("p5", 7), r("p2", 20));
    }

    @Test
    void limitWithoutOrderByIsRefusedWhenItMustPickRows() {
      // Flink returns any 2 of the 5 rows; with 5 or fewer asked for, the result is all of them.
      assertThatThrownBy(() -> BatchSql.of(SCORES + "SELECT k FROM Scores LIMIT 2").run(SCORE_ROWS))
          .isInstanceOf(UnsupportedFeatureException.class)
          .hasMessageContaining("LIMIT without ORDER BY");
      assertThat(BatchSql.of(SCORES + "SELECT k FROM Scores LIMIT 5").run(SCORE_ROWS)).hasSize(5);
    }

    @Test
    void unionAllKeepsDuplicates() {
      BatchSql sql =
          BatchSql.of(
              SCORES
                  + "SELECT k FROM Scores WHERE score > 25 UNION ALL SELECT k FROM Scores WHERE k = 'a'");
      assertThat(sql.run(SCORE_ROWS)).containsExactlyInAnyOrder(r("a"), r("a"), r("a"), r("a"));
    }

    @Test
    void unionAllWidensItsInputsToTheUnionsTypes() {
      BatchSql sql =
          BatchSql.of(
              "CREATE TABLE T (i INT, b BIGINT) WITH ('connector' = 'kafka');\n"
                  + "SELECT i FROM T UNION ALL SELECT b FROM T");
      assertThat(sql.run(Map.of("T", List.<Object[]>of(row(1, 2L)))))
          .containsExactlyInAnyOrder(r(1L), r(2L));
    }

    @Test
    void valuesRowsAreFiltered() {
      BatchSql sql =
          BatchSql.of("SELECT x, y FROM (VALUES (1, 'a'), (2, 'b')) AS t(x, y) WHERE x > 1");
      assertThat(sql.run(Map.of())).containsExactly(r(2, "b"));
    }
  }

  @Nested
  class Aggregations {

    @Test
    void aGlobalAggregateOfNoRowsIsOneRow() {
      // Batch aggregates without GROUP BY emit one row even for an empty input (SQL's rule).
      BatchSql sql =
          BatchSql.of(SCORES + "SELECT COUNT(*), SUM(score) FROM Scores WHERE score > 100");
      assertThat(sql.run(SCORE_ROWS)).containsExactly(r(0L, null));
    }

    @Test
    void selectDistinctIsAnAggregateWithoutCalls() {
      BatchSql sql = BatchSql.of(SCORES + "SELECT DISTINCT k FROM Scores");
      assertThat(sql.run(SCORE_ROWS)).containsExactlyInAnyOrder(r("a"), r("b"));
    }

    @Test
    void havingFiltersTheGroups() {
      BatchSql sql =
          BatchSql.of(
              SCORES + "SELECT k, COUNT(*) AS n FROM Scores GROUP BY k HAVING COUNT(*) > 2");
      assertThat(sql.run(SCORE_ROWS)).containsExactly(r("a", 3L));
    }

    @Test
    void groupsCountDistinctValuesOnce() {
      BatchSql sql =
          BatchSql.of(
              SCORES + "SELECT k, COUNT(DISTINCT score), COUNT(score) FROM Scores GROUP BY k");
      assertThat(sql.run(SCORE_ROWS)).containsExactlyInAnyOrder(r("a", 2L, 3L), r("b", 1L, 1L));
    }
  }

  @Nested
  class Ranking {

    @Test
    void rankWithAnOffsetIsARankNodeKeepingItsRange() {
      BatchSql sql =
          BatchSql.of(
              SCORES
                  + "SELECT player, rk FROM (SELECT *, RANK() OVER (PARTITION BY k ORDER BY score DESC)"
                  + " AS rk FROM Scores) WHERE rk > 1 AND rk <= 3");
      assertThat(BatchCorpusTest.contains(sql.root(), Rank.class)).isTrue();
      // a: 30 (1), 20 (2), 20 (2); b: 7 (1), NULL (2, DESC puts NULLs last).
      assertThat(sql.run(SCORE_ROWS))
          .containsExactlyInAnyOrder(r("p2", 2L), r("p4", 2L), r("p3", 2L));
    }

    @Test
    void rowNumberWithAVariableEndComparesEachRowsOwnColumn() {
      // Batch plans it as OVER + a filter (semantics notes section 2): rn <= lim row by row.
      BatchSql sql =
          BatchSql.of(
              "CREATE TABLE T (k STRING, v INT, lim BIGINT) WITH ('connector' = 'kafka');\n"
                  + "SELECT v FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY k ORDER BY v) AS rn"
                  + " FROM T) WHERE rn <= lim");
      List<Object[]> rows =
          List.of(row("a", 1, 1L), row("a", 2, 1L), row("a", 3, 5L), row("a", 4, null));
      assertThat(sql.run(Map.of("T", rows))).containsExactlyInAnyOrder(r(1), r(3));
    }

    @Test
    void runningSumsFollowTheFrame() {
      // ROWS: up to the current row (ordered without ties: Flink's batch sort is not stable);
      // RANGE (the default with ORDER BY): up to the current row's last peer; no ORDER BY: the
      // whole partition.
      BatchSql sql =
          BatchSql.of(
              "CREATE TABLE T (k STRING, t INT, v INT) WITH ('connector' = 'kafka');\n"
                  + "SELECT t, v,"
                  + " SUM(v) OVER (PARTITION BY k ORDER BY t, v ROWS BETWEEN UNBOUNDED PRECEDING"
                  + " AND CURRENT ROW) AS r,"
                  + " SUM(v) OVER (PARTITION BY k ORDER BY t) AS g,"
                  + " SUM(v) OVER (PARTITION BY k) AS p"
                  + " FROM T");
      List<Object[]> rows = List.of(row("a", 1, 10), row("a", 2, 20), row("a", 2, 5));
      assertThat(sql.run(Map.of("T", rows)))
          .containsExactlyInAnyOrder(
              r(1, 10, 10, 10, 35), r(2, 20, 35, 35, 35), r(2, 5, 15, 35, 35));
    }
  }

  @Nested
  class Joins {

    private static final String TABLES =
        "CREATE TABLE L (id INT, a STRING) WITH ('connector' = 'kafka');\n"
            + "CREATE TABLE R (id INT, b STRING) WITH ('connector' = 'kafka');\n";

    private final Map<String, List<Object[]>> rows =
        Map.of(
            "L", List.of(row(1, "l1"), row(2, "l2"), row(null, "l0")),
            "R", List.of(row(1, "r1"), row(1, "r1b"), row(3, "r3"), row(null, "r0")));

    private List<List<Object>> join(String type) {
      return BatchSql.of(TABLES + "SELECT a, b FROM L " + type + " JOIN R ON L.id = R.id")
          .run(rows);
    }

    @Test
    void innerJoinMatchesEqualKeysOnly() {
      assertThat(join("INNER")).containsExactlyInAnyOrder(r("l1", "r1"), r("l1", "r1b"));
    }

    @Test
    void leftJoinPadsUnmatchedLeftRows() {
      assertThat(join("LEFT"))
          .containsExactlyInAnyOrder(r("l1", "r1"), r("l1", "r1b"), r("l2", null), r("l0", null));
    }

    @Test
    void rightJoinPadsUnmatchedRightRows() {
      assertThat(join("RIGHT"))
          .containsExactlyInAnyOrder(r("l1", "r1"), r("l1", "r1b"), r(null, "r3"), r(null, "r0"));
    }

    @Test
    void fullJoinPadsBothSides() {
      assertThat(join("FULL OUTER"))
          .containsExactlyInAnyOrder(
              r("l1", "r1"),
              r("l1", "r1b"),
              r("l2", null),
              r("l0", null),
              r(null, "r3"),
              r(null, "r0"));
    }
  }

  @Nested
  class Windows {

    @Test
    void ltzWindowsAreAlignedInTheSessionTimeZone() {
      // TimeWindowUtil.toUtcTimestampMills: windows of a TIMESTAMP_LTZ column are computed on the
      // local time; window_start/window_end are local TIMESTAMPs, window_time an instant.
      BatchSql sql =
          BatchSql.of(
              "CREATE TABLE E (ts TIMESTAMP_LTZ(3), v INT) WITH ('connector' = 'kafka');\n"
                  + "SELECT v, window_start, window_end, window_time"
                  + " FROM TABLE(TUMBLE(TABLE E, DESCRIPTOR(ts), INTERVAL '1' DAY))",
              ZoneId.of("Asia/Shanghai"));
      List<Object[]> rows = List.of(row(Instant.parse("2020-04-14T17:00:00Z"), 1), row(null, 2));
      assertThat(sql.run(Map.of("E", rows)))
          .containsExactly(
              r(
                  1,
                  LocalDateTime.parse("2020-04-15T00:00:00"),
                  LocalDateTime.parse("2020-04-16T00:00:00"),
                  Instant.parse("2020-04-15T15:59:59.999Z")));
    }

    @Test
    void windowTopNWithRankIsARankPartitionedByTheWindowBounds() {
      // Semantics notes 4.3: batch has no window rank; RANK with a constant range is a
      // BatchPhysicalRank over the TVF, tied prices share a rank (section 2).
      BatchSql sql =
          BatchSql.of(
              "CREATE TABLE Bid (bidtime TIMESTAMP(3), price DECIMAL(10, 2), item STRING)"
                  + " WITH ('connector' = 'kafka');\n"
                  + "SELECT window_start, item, rk FROM (SELECT *, RANK() OVER (PARTITION BY"
                  + " window_start, window_end ORDER BY price DESC) AS rk FROM TABLE(TUMBLE(TABLE"
                  + " Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES))) WHERE rk <= 3");
      assertThat(BatchCorpusTest.contains(sql.root(), Rank.class)).isTrue();
      List<Object[]> bids =
          List.of(
              bid("08:01", "3.00", "A"),
              bid("08:02", "7.00", "B"),
              bid("08:03", "5.00", "C"),
              bid("08:04", "5.00", "D"),
              bid("08:05", "9.00", "E"),
              bid("08:11", "4.00", "G"),
              bid("08:12", "8.00", "H"),
              bid("08:13", "2.00", "I"),
              bid("08:14", "6.00", "J"));
      LocalDateTime first = LocalDateTime.parse("2020-04-15T08:00");
      LocalDateTime second = LocalDateTime.parse("2020-04-15T08:10");
      assertThat(sql.run(Map.of("Bid", bids)))
          .containsExactlyInAnyOrder(
              r(first, "E", 1L),
              r(first, "B", 2L),
              r(first, "C", 3L),
              r(first, "D", 3L),
              r(second, "H", 1L),
              r(second, "J", 2L),
              r(second, "G", 3L));
    }

    private static Object[] bid(String time, String price, String item) {
      return row(LocalDateTime.parse("2020-04-15T" + time), new BigDecimal(price), item);
    }

    @Test
    void hopWindowsOverlap() {
      BatchSql sql =
          BatchSql.of(
              "CREATE TABLE E (ts TIMESTAMP(3), v DECIMAL(10, 2)) WITH ('connector' = 'kafka');\n"
                  + "SELECT window_start, SUM(v) FROM TABLE(HOP(TABLE E, DESCRIPTOR(ts),"
                  + " INTERVAL '5' MINUTES, INTERVAL '10' MINUTES)) GROUP BY window_start, window_end");
      List<Object[]> rows =
          List.of(
              row(LocalDateTime.parse("2020-04-15T08:07:00"), new BigDecimal("1.50")),
              row(LocalDateTime.parse("2020-04-15T08:03:00"), new BigDecimal("2.00")));
      assertThat(sql.run(Map.of("E", rows)))
          .containsExactlyInAnyOrder(
              r(LocalDateTime.parse("2020-04-15T07:55:00"), new BigDecimal("2.00")),
              r(LocalDateTime.parse("2020-04-15T08:00:00"), new BigDecimal("3.50")),
              r(LocalDateTime.parse("2020-04-15T08:05:00"), new BigDecimal("1.50")));
    }
  }

  @Nested
  class Unsupported {

    @Test
    void lagIsRefusedAtItsCall() {
      BatchSql sql =
          BatchSql.of(
              SCORES + "SELECT LAG(score) OVER (PARTITION BY k ORDER BY score) FROM Scores");
      assertUnsupported(sql, "LAG");
    }

    @Test
    void aBoundedPrecedingFrameIsRefused() {
      BatchSql sql =
          BatchSql.of(
              SCORES
                  + "SELECT SUM(score) OVER (PARTITION BY k ORDER BY score ROWS BETWEEN 1 PRECEDING"
                  + " AND CURRENT ROW) FROM Scores");
      assertUnsupported(sql, "OVER frame");
    }

    @Test
    void aProcessingTimeWindowIsRefused() {
      BatchSql sql =
          BatchSql.of(
              "CREATE TABLE P (v INT, pt AS PROCTIME()) WITH ('connector' = 'kafka');\n"
                  + "SELECT v, window_start FROM TABLE(TUMBLE(TABLE P, DESCRIPTOR(pt),"
                  + " INTERVAL '1' MINUTE))");
      assertUnsupported(sql, "window TVF");
    }

    @Test
    void aPlanWithAnUnknownColumnIsNotRun() {
      BatchSql sql = BatchSql.of(SCORES + "SELECT nosuch FROM Scores");
      assertUnsupported(sql, "unknown column");
    }

    private void assertUnsupported(BatchSql sql, String message) {
      assertThatThrownBy(() -> sql.run(SCORE_ROWS))
          .isInstanceOf(UnsupportedFeatureException.class)
          .hasMessageContaining(message)
          .satisfies(e -> assertThat(((UnsupportedFeatureException) e).span()).isPresent());
    }
  }
}
