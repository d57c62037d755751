package io.github.topnkit.reference.rank;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.reference.exec.Collector;
import io.github.topnkit.reference.exec.Row;
import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * AppendOnlyTopN keeps O(partitions x N) rows like Flink's (issue 4: a 10M-row, 1000-partition, N=3
 * run must fit a 256 MB heap), and its per-row path is compared with a hand-written bounded heap
 * loop (the issue asks for at least 25% of its throughput).
 */
class StateAndThroughputTest {

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

  @Test
  void reachesAQuarterOfABoundedHeapLoop() {
    Row[] rows = rows(1_000_000);
    double best = 0;
    for (int round = 0; round < 5; round++) {
      long t0 = System.nanoTime();
      long a = runOperator(rows);
      long t1 = System.nanoTime();
      long b = runHeapLoop(rows);
      long t2 = System.nanoTime();
      assertThat(a).isPositive();
      assertThat(b).isPositive();
      best = Math.max(best, (double) (t2 - t1) / (t1 - t0));
    }
    System.out.printf("AppendOnlyTopN throughput / bounded heap loop = %.2f%n", best);
    assertThat(best).isGreaterThanOrEqualTo(0.25);
  }

  private static long runOperator(Row[] rows) {
    AppendOnlyTopN op = top3(false);
    long[] emitted = new long[1];
    Collector out = r -> emitted[0]++;
    for (Row row : rows) {
      op.processElement(row, out);
    }
    return emitted[0];
  }

  /** The baseline: a min-heap of the 3 best values per key, counting admissions. */
  private static long runHeapLoop(Row[] rows) {
    Map<Object, int[]> heaps = new HashMap<>();
    long admitted = 0;
    for (Row row : rows) {
      Object[] v = row.values();
      int value = (Integer) v[1];
      int[] heap = heaps.computeIfAbsent(v[0], k -> new int[] {0, 0, 0, 0});
      int size = heap[3];
      if (size < 3) {
        heap[size] = value;
        heap[3] = size + 1;
        admitted++;
      } else {
        int min = heap[0] <= heap[1] ? (heap[0] <= heap[2] ? 0 : 2) : (heap[1] <= heap[2] ? 1 : 2);
        if (value > heap[min]) {
          heap[min] = value;
          admitted++;
        }
      }
    }
    return admitted;
  }
}
