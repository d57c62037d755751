package io.github.topnkit.flink;

import static io.github.topnkit.flink.Cases.insert;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.linter.target.ExecutionMode;
import io.github.topnkit.spec.SpecCase;
import io.github.topnkit.spec.run.RunOutcome;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** Cases that do not complete: Flink refuses them, their job fails, or it does not end. */
@ExtendWith(SharedRunner.class)
class OutcomesTest {

  private static Cases input() {
    return Cases.create()
        .table(
            "T", "CREATE TABLE T (k STRING, v INT, d INT, s STRING) WITH ('connector' = 'kafka')")
        .input("T", insert("a", 10, 2, "1"), insert("a", 20, 0, "x"));
  }

  private static RunOutcome.Failed failed(RunOutcome outcome) {
    assertThat(outcome).isInstanceOf(RunOutcome.Failed.class);
    return (RunOutcome.Failed) outcome;
  }

  @Test
  void rankInAStreamingTopNIsRefusedWithFlinksMessage(FlinkCaseRunner runner) {
    SpecCase c =
        input()
            .query(
                """
                SELECT * FROM (
                  SELECT *, RANK() OVER (PARTITION BY k ORDER BY v DESC) AS r FROM T)
                WHERE r <= 3""");
    RunOutcome.Failed failed =
        failed(runner.run(c, ExecutionMode.STREAMING, Duration.ofSeconds(60)));
    assertThat(failed.phase()).isEqualTo(RunOutcome.Phase.PLANNING);
    assertThat(failed.message()).contains("RANK() on streaming table is not supported currently");
    assertThat(failed.where()).contains(Cases.sqlPosition(c, 1, 1));
  }

  @Test
  void aValidationErrorPointsAtTheSpecFile(FlinkCaseRunner runner) {
    SpecCase c = input().query("SELECT k,\n       nosuch\nFROM T");
    RunOutcome.Failed failed =
        failed(runner.run(c, ExecutionMode.STREAMING, Duration.ofSeconds(60)));
    assertThat(failed.phase()).isEqualTo(RunOutcome.Phase.PLANNING);
    assertThat(failed.message())
        .startsWith(
            "ValidationException: SQL validation failed. From line 2, column 8 to line 2, column"
                + " 13: Column 'nosuch' not found in any table");
    assertThat(failed.where()).contains(Cases.sqlPosition(c, 2, 8));
  }

  @Test
  void aSyntaxErrorInAScriptIsFlinksParseError(FlinkCaseRunner runner) {
    SpecCase c =
        input()
            .script(
                "CREATE TABLE P (k STRING) WITH ('connector' = 'print');\n"
                    + "INSERT INTO P SELECT k FROM T WHERE v > > 1;");
    RunOutcome.Failed failed =
        failed(runner.run(c, ExecutionMode.STREAMING, Duration.ofSeconds(60)));
    assertThat(failed.phase()).isEqualTo(RunOutcome.Phase.PLANNING);
    assertThat(failed.message())
        .startsWith(
            "SqlParserException: SQL parse failed. Encountered \"> >\" at line 2, column 39.");
    assertThat(failed.where()).contains(Cases.sqlPosition(c, 2, 39));
  }

  @Test
  void aSyntaxErrorWithoutAPositionPointsAtItsStatement(FlinkCaseRunner runner) {
    SpecCase c =
        input()
            .script(
                "CREATE TABLE P (k STRING) WITH ('connector' = 'print');\n"
                    + "  INSERT INTO P SELEC k FROM T;");
    RunOutcome.Failed failed =
        failed(runner.run(c, ExecutionMode.STREAMING, Duration.ofSeconds(60)));
    assertThat(failed.phase()).isEqualTo(RunOutcome.Phase.PLANNING);
    assertThat(failed.message())
        .isEqualTo(
            "SqlParserException: SQL parse failed. Non-query expression encountered in illegal"
                + " context");
    assertThat(failed.where()).contains(Cases.sqlPosition(c, 2, 3));
  }

  @Test
  void aDivisionByZeroFailsTheJob(FlinkCaseRunner runner) {
    SpecCase c = input().query("SELECT k, v / d AS q FROM T");
    RunOutcome.Failed failed =
        failed(runner.run(c, ExecutionMode.STREAMING, Duration.ofSeconds(60)));
    assertThat(failed.phase()).isEqualTo(RunOutcome.Phase.RUNTIME);
    assertThat(failed.message()).contains("ArithmeticException: / by zero");
    assertThat(failed.where()).contains(Cases.sqlPosition(c, 1, 1));
  }

  @Test
  void aCastThatFailsAtRuntimeFailsTheJob(FlinkCaseRunner runner) {
    SpecCase c = input().query("SELECT k, CAST(s AS INT) AS n FROM T");
    RunOutcome.Failed failed =
        failed(runner.run(c, ExecutionMode.STREAMING, Duration.ofSeconds(60)));
    assertThat(failed.phase()).isEqualTo(RunOutcome.Phase.RUNTIME);
    assertThat(failed.message())
        .isEqualTo("NumberFormatException: For input string: 'x'. Invalid character found.");
  }

  @Test
  void aJobThatDoesNotEndIsCancelledAndTheNextCaseRuns(FlinkCaseRunner runner) {
    SpecCase endless =
        input()
            .script(
                """
                CREATE TEMPORARY FUNCTION sleepy AS 'io.github.topnkit.flink.SleepFunction';
                CREATE TABLE P (k STRING, v INT) WITH ('connector' = 'print');
                INSERT INTO P SELECT k, sleepy(v) FROM T;""");
    long begin = System.nanoTime();
    RunOutcome outcome = runner.run(endless, ExecutionMode.STREAMING, Duration.ofSeconds(3));
    System.out.println(
        "[timing] timed-out case: " + (System.nanoTime() - begin) / 1_000_000 + " ms");
    assertThat(outcome).isInstanceOf(RunOutcome.TimedOut.class);
    assertThat(((RunOutcome.TimedOut) outcome).detail())
        .contains("did not finish in time and was cancelled");

    SpecCase next = input().query("SELECT k, v FROM T");
    assertThat(runner.run(next, ExecutionMode.STREAMING, Duration.ofSeconds(60)))
        .isInstanceOf(RunOutcome.Completed.class);
  }

  @Test
  void aLostTaskManagerGetsTheClusterRestarted(FlinkCaseRunner runner) throws Exception {
    SpecCase c = input().query("SELECT k, v FROM T");
    assertThat(runner.run(c, ExecutionMode.STREAMING, Duration.ofSeconds(60)))
        .isInstanceOf(RunOutcome.Completed.class);
    int starts = runner.cluster().starts();
    runner.cluster().running().orElseThrow().terminateTaskManager(0).get();
    assertThat(runner.run(c, ExecutionMode.STREAMING, Duration.ofSeconds(60)))
        .isInstanceOf(RunOutcome.Completed.class);
    assertThat(runner.cluster().starts()).isEqualTo(starts + 1);
  }
}
