package io.github.topnkit.reference.batch;

import static io.github.topnkit.reference.batch.BatchSql.row;
import static org.assertj.core.api.Assertions.assertThat;

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
}
