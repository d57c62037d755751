package io.github.topnkit.flink;

import static io.github.topnkit.flink.Cases.insert;
import static io.github.topnkit.flink.Cases.lines;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.linter.target.ExecutionMode;
import io.github.topnkit.spec.Expectations;
import io.github.topnkit.spec.SpecCase;
import io.github.topnkit.spec.run.RunOutcome;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

@ExtendWith(SharedRunner.class)
class TopNTest {

  private static final String TABLE =
      "CREATE TABLE T (k STRING, v INT, id INT) WITH ('connector' = 'kafka', 'topic' = 't')";

  /**
   * The input of flink-topn-semantics.md §6.3: (v, id) = (10,1),(20,2),(15,3),(30,4),(15,5),(40,6).
   */
  private static Cases input() {
    return Cases.create()
        .table("T", TABLE)
        .input(
            "T",
            insert("a", 10, 1),
            insert("a", 20, 2),
            insert("a", 15, 3),
            insert("a", 30, 4),
            insert("a", 15, 5),
            insert("a", 40, 6));
  }

  private static RunOutcome.Completed run(FlinkCaseRunner runner, SpecCase c) {
    long begin = System.nanoTime();
    RunOutcome outcome = runner.run(c, ExecutionMode.STREAMING, Duration.ofSeconds(60));
    System.out.println(
        "[timing] " + c.name() + ": " + (System.nanoTime() - begin) / 1_000_000 + " ms");
    assertThat(outcome).isInstanceOf(RunOutcome.Completed.class);
    return (RunOutcome.Completed) outcome;
  }

  @Test
  void topNWithRankNumberShiftsRanksWithUpdatePairs(FlinkCaseRunner runner) {
    SpecCase c =
        input()
            .query(
                """
                SELECT k, v, id, rn FROM (
                  SELECT *, ROW_NUMBER() OVER (PARTITION BY k ORDER BY v DESC) AS rn FROM T)
                WHERE rn <= 3""");
    assertThat(lines(run(runner, c).outputs().get(Expectations.SINGLE)))
        .containsExactly(
            "+I[a, 10, 1, 1]",
            "-U[a, 10, 1, 1]",
            "+U[a, 20, 2, 1]",
            "+I[a, 10, 1, 2]",
            "-U[a, 10, 1, 2]",
            "+U[a, 15, 3, 2]",
            "+I[a, 10, 1, 3]",
            "-U[a, 20, 2, 1]",
            "+U[a, 30, 4, 1]",
            "-U[a, 15, 3, 2]",
            "+U[a, 20, 2, 2]",
            "-U[a, 10, 1, 3]",
            "+U[a, 15, 3, 3]",
            "-U[a, 30, 4, 1]",
            "+U[a, 40, 6, 1]",
            "-U[a, 20, 2, 2]",
            "+U[a, 30, 4, 2]",
            "-U[a, 15, 3, 3]",
            "+U[a, 20, 2, 3]");
  }

  @Test
  void topNWithoutRankNumberDeletesTheEvictedRow(FlinkCaseRunner runner) {
    SpecCase c =
        input()
            .query(
                """
                SELECT k, v, id FROM (
                  SELECT *, ROW_NUMBER() OVER (PARTITION BY k ORDER BY v DESC) AS rn FROM T)
                WHERE rn <= 3""");
    assertThat(lines(run(runner, c).outputs().get(Expectations.SINGLE)))
        .containsExactly(
            "+I[a, 10, 1]",
            "+I[a, 20, 2]",
            "+I[a, 15, 3]",
            "-D[a, 10, 1]",
            "+I[a, 30, 4]",
            "-D[a, 15, 3]",
            "+I[a, 40, 6]");
  }
}
