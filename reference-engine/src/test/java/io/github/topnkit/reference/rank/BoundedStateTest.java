package io.github.topnkit.reference.rank;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.reference.exec.Collector;
import io.github.topnkit.reference.exec.Row;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * AppendOnlyTopN keeps O(partitions x N) rows like Flink's (issue 4: a 10M-row, 1000-partition, N=3
 * run must fit a 256 MB heap; {@code MemoryBoundTest} runs it). Throughput is measured by the JMH
 * benchmark, not here.
 */
class BoundedStateTest {

  private static final int PARTITIONS = 1000;

  private static Row[] rows(int n) {
    Random random = new Random(42);
    String[] countries = new String[PARTITIONS];
    for (int i = 0; i < PARTITIONS; i++) {
      countries[i] = "c" + i;
    }
    Row[] rows = new Row[n];
    for (int i = 0; i < n; i++) {
      rows[i] = Row.insert(countries[random.nextInt(PARTITIONS)], random.nextInt(1_000_000), i);
    }
    return rows;
  }

  private static AppendOnlyTopN top3(boolean rankNumber) {
    RankHarness h =
        AppendOnlyTopNTest.printed(
            rankNumber ? "k STRING, v INT, id INT, rn BIGINT" : "k STRING, v INT, id INT",
            "SELECT k, v, id"
                + (rankNumber ? ", rn" : "")
                + " FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY k ORDER BY v DESC) AS rn"
                + " FROM Scores) WHERE rn <= 3");
    return (AppendOnlyTopN) h.operator();
  }

  @Test
  void keepsAtMostNRowsPerPartition() {
    for (boolean rankNumber : new boolean[] {false, true}) {
      AppendOnlyTopN op = top3(rankNumber);
      long[] emitted = new long[1];
      Collector out = r -> emitted[0]++;
      for (Row row : rows(1_000_000)) {
        op.processElement(row, out);
      }
      // With the rank number Flink's iteration stops inside the entry of the row pushed past
      // rankEnd, so that row stays in the buffer until the next admitted row purges it.
      assertThat(op.retainedRows()).isBetween(3L * PARTITIONS, (rankNumber ? 4L : 3L) * PARTITIONS);
      assertThat(emitted[0]).isPositive();
    }
  }
}
