package io.github.topnkit.reference;

import static java.util.Objects.requireNonNull;

import io.github.topnkit.linter.ExecutionMode;
import io.github.topnkit.linter.FlinkVersion;
import io.github.topnkit.linter.LintOptions;
import io.github.topnkit.linter.Linter;
import io.github.topnkit.linter.model.ScriptModel;
import io.github.topnkit.linter.parse.SourceFile;
import io.github.topnkit.spec.Mode;
import io.github.topnkit.spec.SpecCase;
import io.github.topnkit.spec.check.CaseScript;
import io.github.topnkit.spec.run.CaseRunner;
import io.github.topnkit.spec.run.RunOutcome;
import java.time.Duration;
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
  public String flinkVersion() {
    return version.label();
  }

  /**
   * Runs a case; the timeout is not enforced (runs are in memory and bounded by the input).
   * Anything the engine cannot run ends as {@link RunOutcome.Unsupported}, never as an exception.
   */
  @Override
  public RunOutcome run(SpecCase specCase, Mode mode, Duration timeout) {
    requireNonNull(specCase, "specCase is null");
    if (mode != Mode.STREAMING && mode != Mode.BATCH) {
      throw new IllegalArgumentException("a run is streaming or batch, not " + mode);
    }
    try {
      CaseScript script = CaseScript.of(specCase);
      ScriptModel model = analyze(specCase, script, mode);
      return new CaseRun(specCase, mode, script, model).run();
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

  private ScriptModel analyze(SpecCase specCase, CaseScript script, Mode mode) {
    LintOptions options =
        LintOptions.defaults()
            .withVersion(version)
            .withMode(mode == Mode.BATCH ? ExecutionMode.BATCH : ExecutionMode.STREAMING);
    // Queries run as the Flink runner runs them: collected by a sink that takes every change.
    return new Linter(options).analyzeForExecution(SourceFile.of(specCase.file(), script.text()));
  }
}
