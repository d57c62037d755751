package io.github.topnkit.benchmarks;

import io.github.topnkit.flink.FlinkCaseRunner;
import io.github.topnkit.linter.LintOptions;
import io.github.topnkit.linter.Linter;
import io.github.topnkit.linter.catalog.TableDef;
import io.github.topnkit.linter.parse.SourceFile;
import io.github.topnkit.linter.target.ExecutionMode;
import io.github.topnkit.reference.ReferenceCaseRunner;
import io.github.topnkit.spec.SpecCase;
import io.github.topnkit.spec.run.CaseScript;
import io.github.topnkit.spec.run.RunOutcome;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The reference engine against a hand-written bounded-heap loop and against Flink's MiniCluster
 * (one shared cluster, as the JUnit engine runs cases) on the same 1M generated rows, in one run.
 * Each operation runs the whole case; {@link EngineRatios} prints the ratios.
 */
@BenchmarkMode(org.openjdk.jmh.annotations.Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(
    value = 1,
    jvmArgs = {"-Xmx3g"})
@Warmup(iterations = 3, time = 5)
@Measurement(iterations = 5, time = 5)
@State(Scope.Benchmark)
public class EngineBenchmark {

  private static final Duration TIMEOUT = Duration.ofMinutes(5);

  @Param({"TOP_N", "WINDOW_TOP_N"})
  public EngineWorkload workload;

  private SpecCase specCase;
  private TableDef table;
  private ReferenceCaseRunner reference;
  private FlinkCaseRunner flink;

  @Setup
  public void setUp() {
    specCase = workload.specCase();
    table =
        new Linter(LintOptions.defaults())
            .analyze(SourceFile.of("workload.sql", CaseScript.of(specCase).text()))
            .catalog()
            .tables()
            .get(0);
    reference = new ReferenceCaseRunner();
    flink = new FlinkCaseRunner();
    // Both engines must give the same answer, or the comparison means nothing.
    Agreement.require(reference.run(specCase, ExecutionMode.STREAMING, TIMEOUT), run(flink));
  }

  @TearDown
  public void tearDown() {
    flink.close();
  }

  @Benchmark
  public RunOutcome reference() {
    return reference.run(specCase, ExecutionMode.STREAMING, TIMEOUT);
  }

  @Benchmark
  public long handLoop() {
    return workload == EngineWorkload.TOP_N
        ? HandLoop.topN(table, specCase.seed())
        : HandLoop.windowTopN(table, specCase.seed());
  }

  @Benchmark
  public RunOutcome flink() {
    return run(flink);
  }

  private RunOutcome run(FlinkCaseRunner runner) {
    return runner.run(specCase, ExecutionMode.STREAMING, TIMEOUT);
  }
}
