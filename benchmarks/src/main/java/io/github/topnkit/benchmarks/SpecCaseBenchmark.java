package io.github.topnkit.benchmarks;

import io.github.topnkit.flink.FlinkCaseRunner;
import io.github.topnkit.linter.target.ExecutionMode;
import io.github.topnkit.reference.ReferenceCaseRunner;
import io.github.topnkit.spec.SpecCase;
import io.github.topnkit.spec.parse.SpecParser;
import io.github.topnkit.spec.run.RunOutcome;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
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
 * One spec case of the shipped corpus on the reference engine and on a shared, already started
 * Flink MiniCluster: what a case costs in the edit-and-rerun loop. {@code reference} reruns the
 * unchanged case, whose parse and analysis the linter keeps; {@code referenceEdited} runs it as a
 * file never seen before, so it is parsed and analyzed every time, as after an edit.
 */
@BenchmarkMode(org.openjdk.jmh.annotations.Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(1)
@Warmup(iterations = 3, time = 5)
@Measurement(iterations = 5, time = 5)
@State(Scope.Benchmark)
public class SpecCaseBenchmark {

  private static final Duration TIMEOUT = Duration.ofMinutes(1);

  /** A corpus file and the index of its case: a regular and a window Top-N. */
  @Param({"topn/append-only-top-n.spec.yaml#0", "docs/window-topn.spec.yaml#0"})
  public String corpusCase;

  private SpecCase specCase;
  private ReferenceCaseRunner reference;
  private FlinkCaseRunner flink;
  private long edits;

  @Setup
  public void setUp() {
    String[] parts = corpusCase.split("#");
    String resource = "io/github/topnkit/specs/" + parts[0];
    try (InputStream in = SpecCaseBenchmark.class.getClassLoader().getResourceAsStream(resource)) {
      if (in == null) {
        throw new IllegalStateException("no corpus file " + resource);
      }
      specCase =
          new SpecParser()
              .parse(parts[0], in.readAllBytes())
              .orThrow()
              .cases()
              .get(Integer.parseInt(parts[1]));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    reference = new ReferenceCaseRunner();
    flink = new FlinkCaseRunner();
    Agreement.require(reference(), flink());
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
  public RunOutcome referenceEdited() {
    SpecCase c = specCase;
    SpecCase edited =
        new SpecCase(
            "edit-" + (++edits) + "/" + c.file(),
            c.name(),
            c.position(),
            c.sql(),
            c.query(),
            c.tables(),
            c.inputs(),
            c.mode(),
            c.flink(),
            c.seed(),
            c.generate(),
            c.key(),
            c.streaming(),
            c.batch(),
            c.skip(),
            c.regions());
    return reference.run(edited, ExecutionMode.STREAMING, TIMEOUT);
  }

  @Benchmark
  public RunOutcome flink() {
    return flink.run(specCase, ExecutionMode.STREAMING, TIMEOUT);
  }
}
