package io.github.topnkit.flink;

import static io.github.topnkit.flink.Cases.insert;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.linter.target.ExecutionMode;
import io.github.topnkit.spec.SpecCase;
import io.github.topnkit.spec.run.RunOutcome;
import java.time.Duration;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Logs what a test run pays for the real MiniCluster: its start, the first case (which also loads
 * the planner) and the cases after it. Only logs; timings vary too much to assert.
 */
@Order(1)
@ExtendWith(SharedRunner.class)
class TimingTest {

  @Test
  void logsClusterStartupAndPerCaseTimes(FlinkCaseRunner runner) {
    SpecCase c =
        Cases.create()
            .table("T", "CREATE TABLE T (k STRING, v INT) WITH ('connector' = 'kafka')")
            .input("T", insert("a", 1), insert("a", 3), insert("b", 2))
            .query(
                """
                SELECT * FROM (
                  SELECT *, ROW_NUMBER() OVER (PARTITION BY k ORDER BY v DESC) AS rn FROM T)
                WHERE rn <= 1""");
    long[] millis = new long[6];
    for (int i = 0; i < millis.length; i++) {
      long begin = System.nanoTime();
      assertThat(runner.run(c, ExecutionMode.STREAMING, Duration.ofSeconds(120)))
          .isInstanceOf(RunOutcome.Completed.class);
      millis[i] = (System.nanoTime() - begin) / 1_000_000;
    }
    System.out.println(
        "[timing] MiniCluster startup "
            + runner.startupTime().orElseThrow().toMillis()
            + " ms; first case (with startup and planner loading) "
            + millis[0]
            + " ms; next cases "
            + java.util.Arrays.toString(java.util.Arrays.copyOfRange(millis, 1, millis.length))
            + " ms");
  }
}
