package io.github.topnkit.reference;

import static java.util.Objects.requireNonNull;

import io.github.topnkit.linter.target.FlinkRelease;
import io.github.topnkit.linter.target.FlinkVersion;
import io.github.topnkit.reference.expr.UnsupportedFeatureException;
import io.github.topnkit.spec.SpecCase;
import io.github.topnkit.spec.run.CaseAnalysis;
import io.github.topnkit.spec.run.CaseRun;
import io.github.topnkit.spec.run.CaseRunner;
import io.github.topnkit.spec.run.RunOutcome;
import java.util.Optional;

/**
 * Runs spec cases on the reference engine: the linter's plan and pattern model of the case, refused
 * where Flink's planner refuses it and otherwise executed in memory with Flink's semantics, as the
 * Flink version it is created for.
 */
public final class ReferenceCaseRunner implements CaseRunner {

  private final FlinkVersion version;

  public ReferenceCaseRunner() {
    this(FlinkVersion.DEFAULT);
  }

  public ReferenceCaseRunner(FlinkVersion version) {
    this.version = requireNonNull(version, "version is null");
  }

  @Override
  public String name() {
    return "reference " + version.label();
  }

  @Override
  public FlinkRelease flinkRelease() {
    return FlinkRelease.of(version);
  }

  /**
   * Runs a case on its analysis's model of execution; the timeout is not enforced (runs are in
   * memory and bounded by the input). Anything the engine cannot run ends as {@link
   * RunOutcome.Unsupported}, never as an exception.
   */
  @Override
  public RunOutcome run(CaseRun run) {
    requireNonNull(run, "run is null");
    SpecCase specCase = run.specCase();
    try {
      CaseAnalysis analysis = run.analysis();
      return new ReferenceRun(specCase, run.mode(), analysis.script(), analysis.executed()).run();
    } catch (UnsupportedFeatureException e) {
      return new RunOutcome.Unsupported(
          Outcomes.reason(e.getMessage()), Optional.of(specCase.position()));
    } catch (RuntimeException | StackOverflowError e) {
      // An engine bug must not pass for Flink's answer.
      return new RunOutcome.Unsupported(
          "not supported by the reference engine: it failed on this case ("
              + e.getClass().getSimpleName()
              + (e.getMessage() == null ? "" : ": " + e.getMessage())
              + ")",
          Optional.of(specCase.position()));
    }
  }
}
