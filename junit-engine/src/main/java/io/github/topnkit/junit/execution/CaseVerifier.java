package io.github.topnkit.junit.execution;

import io.github.topnkit.junit.EngineConfig;
import io.github.topnkit.junit.discovery.SpecLocation;
import io.github.topnkit.linter.FlinkVersion;
import io.github.topnkit.linter.LintOptions;
import io.github.topnkit.linter.Linter;
import io.github.topnkit.linter.model.ScriptModel;
import io.github.topnkit.linter.parse.SourceFile;
import io.github.topnkit.spec.Expectations;
import io.github.topnkit.spec.Mode;
import io.github.topnkit.spec.SpecCase;
import io.github.topnkit.spec.check.CaseScript;
import io.github.topnkit.spec.check.LintCheck;
import io.github.topnkit.spec.check.Mismatch;
import io.github.topnkit.spec.check.OutputCheck;
import io.github.topnkit.spec.run.CaseRunner;
import io.github.topnkit.spec.run.RunOutcome;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.junit.platform.engine.support.hierarchical.Node.SkipResult;
import org.opentest4j.AssertionFailedError;
import org.opentest4j.MultipleFailuresError;
import org.opentest4j.TestAbortedException;

/**
 * Runs one case in one mode on the reference engine and, when enabled, on Flink, and checks every
 * expectation against both: a failure names the side that differs.
 */
public final class CaseVerifier {

  private final EngineConfig config;
  private final CaseEngines engines;
  private final ExpectationUpdates updates;
  private final RunTimes referenceTimes;
  private final RunTimes flinkTimes;

  CaseVerifier(
      EngineConfig config,
      CaseEngines engines,
      ExpectationUpdates updates,
      RunTimes referenceTimes,
      RunTimes flinkTimes) {
    this.config = config;
    this.engines = engines;
    this.updates = updates;
    this.referenceTimes = referenceTimes;
    this.flinkTimes = flinkTimes;
  }

  /** Whether to skip a case: its own {@code skip}, or a Flink version outside its range. */
  public SkipResult skip(SpecCase specCase, Mode mode) {
    if (specCase.skip().isPresent()) {
      return SkipResult.skip(specCase.skip().get());
    }
    String version = engines.version();
    if (!specCase.flink().contains(version)) {
      return SkipResult.skip(
          "the case is for Flink " + specCase.flink() + "; the engine runs Flink " + version);
    }
    return SkipResult.doNotSkip();
  }

  /**
   * Checks the case's expectations for one mode and throws an assertion error naming every one that
   * does not hold, and on which engine; with {@code topnkit.update-expectations} it records Flink's
   * output instead of comparing it.
   *
   * @throws TestAbortedException when only the reference engine runs and it cannot run the case
   */
  public void verify(SpecLocation location, SpecCase specCase, Mode mode) {
    Expectations expected = specCase.expectations(mode);
    FlinkVersion version = FlinkVersion.parse(engines.version());
    List<Throwable> failures = new ArrayList<>();
    for (String problem : LintCheck.check(specCase, mode, version)) {
      failures.add(new AssertionFailedError(specCase.position() + ": " + problem));
    }
    boolean update = config.updateExpectations() && config.flinkEnabled();
    if (expected.needsRun() || update) {
      Supplier<ScriptModel> model = () -> analyze(specCase, version);
      CaseRunner reference = engines.reference();
      RunOutcome referenceOutcome = run(reference, specCase, mode, referenceTimes);
      boolean referenceRan = !(referenceOutcome instanceof RunOutcome.Unsupported);
      List<Mismatch> referenceMismatches =
          referenceRan
              ? OutputCheck.check(specCase, expected, referenceOutcome, model, reference.name())
              : List.of();
      if (config.flinkEnabled()) {
        CaseRunner flink = engines.flink();
        RunOutcome flinkOutcome = run(flink, specCase, mode, flinkTimes);
        List<Mismatch> flinkMismatches =
            OutputCheck.check(specCase, expected, flinkOutcome, model, flink.name());
        // Update mode rewrites only what does not hold (or is missing): a passing block keeps its
        // author's wording, order and formatting.
        boolean rewrite =
            update && (!flinkMismatches.isEmpty() || !expected.hasOutputExpectation());
        if (rewrite) {
          if (!updates.record(location, specCase, mode, flinkOutcome)) {
            failures.add(
                new AssertionFailedError(
                    specCase.position()
                        + ": cannot update the expectations: "
                        + OutputCheck.describe(flinkOutcome, flink.name())));
          }
        } else {
          failures.addAll(
              Sides.both(
                  flink.name(),
                  flinkOutcome,
                  flinkMismatches,
                  reference.name(),
                  referenceOutcome,
                  referenceMismatches));
        }
      } else {
        if (!referenceRan) {
          throw new TestAbortedException(
              OutputCheck.describe(referenceOutcome, reference.name())
                  + "; run it on Flink with "
                  + EngineConfig.FLINK_ENABLED
                  + "=true");
        }
        failures.addAll(Sides.label(reference.name(), referenceMismatches));
      }
    }
    if (failures.size() == 1 && failures.get(0) instanceof AssertionFailedError single) {
      throw single;
    }
    if (!failures.isEmpty()) {
      throw new MultipleFailuresError(specCase.position() + ": " + specCase.name(), failures);
    }
  }

  private RunOutcome run(CaseRunner engine, SpecCase specCase, Mode mode, RunTimes times) {
    long start = System.nanoTime();
    RunOutcome outcome = engine.run(specCase, mode, config.timeout());
    times.add(Duration.ofNanos(System.nanoTime() - start), outcome);
    return outcome;
  }

  /** The linter's analysis of the case's DDL and SQL, which tells the key of each output. */
  private static ScriptModel analyze(SpecCase specCase, FlinkVersion version) {
    CaseScript script = CaseScript.of(specCase);
    return new Linter(LintOptions.defaults().withVersion(version))
        .analyze(SourceFile.of(specCase.file(), script.text()));
  }
}
