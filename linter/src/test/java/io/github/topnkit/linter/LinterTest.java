package io.github.topnkit.linter;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import io.github.topnkit.linter.parse.SourceFile;
import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

class LinterTest {

  private final Linter linter = new Linter(LintOptions.defaults());

  @Test
  void analyzesDeepNestingEvenWhenCalledOnASmallStack() throws InterruptedException {
    // 3,000 nested calls overflow a 256 KB stack many times over; the linter uses its own.
    String deep =
        "CREATE TABLE t (a INT) WITH ('connector' = 'datagen');\n"
            + "SELECT "
            + "ABS(".repeat(3_000)
            + "a"
            + ")".repeat(3_000)
            + " FROM t;";
    AtomicReference<LintResult> result = new AtomicReference<>();
    Thread caller =
        new Thread(
            null,
            () -> result.set(linter.lint(SourceFile.of("deep.sql", deep))),
            "small",
            256 * 1024);
    caller.start();
    caller.join();
    assertThat(result.get().diagnostics()).isEmpty();
    assertThat(result.get().model().orElseThrow().queries()).hasSize(1);
  }

  @Test
  void stopsWaitingWhenTheCallerIsInterrupted() throws InterruptedException {
    AtomicReference<Throwable> thrown = new AtomicReference<>();
    AtomicBoolean stillInterrupted = new AtomicBoolean();
    Thread caller =
        new Thread(
            () -> {
              Thread.currentThread().interrupt();
              thrown.set(catchThrowable(() -> linter.lint(SourceFile.of("x.sql", "SELECT 1;"))));
              stillInterrupted.set(Thread.currentThread().isInterrupted());
            });
    caller.start();
    caller.join();
    assertThat(thrown.get())
        .isInstanceOf(CancellationException.class)
        .hasMessage("linting x.sql was interrupted");
    assertThat(stillInterrupted).isTrue();
  }

  @Test
  void modelsAnExecutedSelectAsCollectedWithUpdateBefore() {
    String sql =
        "CREATE TABLE t (k STRING, v INT) WITH ('connector' = 'kafka');\n"
            + "SELECT k, SUM(v) FROM t GROUP BY k;";
    var explained = linter.analyze(SourceFile.of("q.sql", sql)).queries().get(0).model();
    var executed = linter.analyzeForExecution(SourceFile.of("q.sql", sql)).queries().get(0).model();
    assertThat(explained.updateKind(explained.plan().root()))
        .contains(io.github.topnkit.linter.model.UpdateKind.ONLY_UPDATE_AFTER);
    assertThat(executed.updateKind(executed.plan().root()))
        .contains(io.github.topnkit.linter.model.UpdateKind.BEFORE_AND_AFTER);
  }
}
