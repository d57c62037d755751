package io.github.topnkit.reference;

import static java.util.Objects.requireNonNull;

import io.github.topnkit.linter.target.ExecutionMode;
import io.github.topnkit.linter.target.FlinkVersion;
import io.github.topnkit.spec.SpecCase;
import io.github.topnkit.spec.SpecFile;
import io.github.topnkit.spec.compare.PrintNotation;
import io.github.topnkit.spec.run.CaseRunner;
import io.github.topnkit.spec.run.RunOutcome;
import java.time.Duration;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;

/**
 * The reference engine as the tests run it: spec cases in their modes as one Flink version, in
 * milliseconds and without a cluster. (The faces open it through {@link CaseEngines}.)
 */
public final class ReferenceEngine {

  /** The time limit the engine reports; runs are in memory and do not need it. */
  public static final Duration TIMEOUT = Duration.ofSeconds(60);

  private final ReferenceCaseRunner runner;

  public ReferenceEngine(FlinkVersion version) {
    this.runner = new ReferenceCaseRunner(requireNonNull(version, "version is null"));
  }

  /** The engine as a {@link CaseRunner}, for the JUnit engine's case verifier. */
  public CaseRunner runner() {
    return runner;
  }

  /** One run of a case in one mode. */
  public RunOutcome run(SpecCase specCase, ExecutionMode mode) {
    return runner.run(specCase, mode, TIMEOUT);
  }

  /**
   * An outcome as text in the print notation of spec files (Flink's {@code +I[...]} rows): each
   * output under its sink name ({@code result} for a query), or the failure or the reason it was
   * not run.
   */
  public static String format(RunOutcome outcome) {
    if (outcome instanceof RunOutcome.Completed completed) {
      StringBuilder sb = new StringBuilder();
      completed
          .outputs()
          .forEach(
              (name, table) ->
                  sb.append(name.isEmpty() ? "result" : name)
                      .append(":\n")
                      .append(PrintNotation.format(table.rows(), ZoneOffset.UTC).indent(2)));
      return sb.toString();
    }
    if (outcome instanceof RunOutcome.Failed failed) {
      return "failed ("
          + failed.phase().name().toLowerCase(java.util.Locale.ROOT)
          + ")"
          + failed.where().map(w -> " at " + w).orElse("")
          + ": "
          + failed.message()
          + "\n";
    }
    if (outcome instanceof RunOutcome.Unsupported unsupported) {
      return unsupported.where().map(w -> w + ": ").orElse("") + unsupported.reason() + "\n";
    }
    return "timed out\n";
  }

  /** A case's outcome in one of its modes. */
  public record CaseResult(SpecCase specCase, ExecutionMode mode, RunOutcome outcome) {}

  /**
   * Runs every case of a file in each mode it declares, skipping those whose Flink version range
   * excludes the engine's version.
   */
  public List<CaseResult> runAll(SpecFile file) {
    List<CaseResult> results = new ArrayList<>();
    for (SpecCase c : file.cases()) {
      if (!c.flink().contains(runner.flinkRelease())) {
        continue;
      }
      for (ExecutionMode mode : c.mode().runs()) {
        results.add(new CaseResult(c, mode, run(c, mode)));
      }
    }
    return results;
  }
}
