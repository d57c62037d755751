package io.github.topnkit.reference.rank;

import static io.github.topnkit.reference.rank.RankHarness.lines;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The ORDER BY of a Top-N: directions, several keys and NULL placement. Expectations from
 * spec-cases topn/ordering.spec.yaml (verified on Flink 2.3.0).
 */
class OrderingTest {

  private static RankHarness topTwo(String orderBy) {
    return AppendOnlyTopNTest.printed(
        "k STRING, v INT, id INT, rn BIGINT",
        "SELECT k, v, id, rn FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY k ORDER BY "
            + orderBy
            + ") AS rn FROM Scores) WHERE rn <= 2");
  }

  @Test
  void ascendingKeepsTheSmallestValues() {
    // ordering: "ORDER BY ASC keeps the 2 smallest values"
    assertThat(topTwo("v ASC").run(AppendOnlyTopNTest.SCORES_INPUT))
        .isEqualTo(
            lines(
                """
                +I[a, 10, 1, 1]
                +I[a, 20, 2, 2]
                -U[a, 20, 2, 2]
                +U[a, 15, 3, 2]
                """));
  }

  @Test
  void sortKeysWithTheirOwnDirections() {
    // ordering: "two sort keys with different directions (v DESC, id ASC)"
    assertThat(
            topTwo("v DESC, id ASC").run("+I[a, 10, 3]\n+I[a, 10, 1]\n+I[a, 20, 2]\n+I[a, 10, 0]"))
        .isEqualTo(
            lines(
                """
                +I[a, 10, 3, 1]
                -U[a, 10, 3, 1]
                +U[a, 10, 1, 1]
                +I[a, 10, 3, 2]
                -U[a, 10, 1, 1]
                +U[a, 20, 2, 1]
                -U[a, 10, 3, 2]
                +U[a, 10, 1, 2]
                -U[a, 10, 1, 2]
                +U[a, 10, 0, 2]
                """));
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        // ordering: "ASC sorts NULL first by default"
        "v ASC|+I[a, 5, 1, 1];-U[a, 5, 1, 1];+U[a, null, 2, 1];+I[a, 5, 1, 2];-U[a, 5, 1, 2];"
            + "+U[a, 3, 3, 2]",
        // ordering: "DESC sorts NULL last by default"
        "v DESC|+I[a, 5, 1, 1];+I[a, null, 2, 2];-U[a, null, 2, 2];+U[a, 3, 3, 2]",
      })
  void nullPlacement(String orderBy, String expected) {
    assertThat(topTwo(orderBy).run("+I[a, 5, 1]\n+I[a, null, 2]\n+I[a, 3, 3]"))
        .isEqualTo(String.join("\n", expected.split(";")));
  }
}
