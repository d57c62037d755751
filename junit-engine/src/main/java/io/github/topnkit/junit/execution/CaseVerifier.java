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
import io.github.topnkit.spec.run.CaseRunner;
import io.github.topnkit.spec.run.RunOutcome;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.junit.platform.engine.support.hierarchical.Node.SkipResult;
import org.opentest4j.AssertionFailedError;
import org.opentest4j.MultipleFailuresError;

/** Runs one case in one mode and checks every expectation it has. */
public final class CaseVerifier {

  private final EngineConfig config;
  private final Supplier<CaseRunner> runner;
  private final ExpectationUpdates updates;
  private final RunTimes times;

  CaseVerifier(
      EngineConfig config,
      Supplier<CaseRunner> runner,
      ExpectationUpdates updates,
      RunTimes times) {
    this.config = config;
    this.runner = runner;
    this.updates = updates;
    this.times = times;
  }

  /** Whether to skip a case: its own {@code skip}, a Flink version outside its range, no Flink. */
  public SkipResult skip(SpecCase specCase, Mode mode) {
    if (specCase.skip().isPresent()) {
      return SkipResult.skip(specCase.skip().get());
    }
    String version = runner.get().flinkVersion();
    if (!specCase.flink().contains(version)) {
      return SkipResult.skip(
          "the case is for Flink " + specCase.flink() + "; the engine runs Flink " + version);
    }
    boolean needsRun =
        mode == Mode.BOTH
            ? specCase.streaming().needsRun() || specCase.batch().needsRun()
            : specCase.expectations(mode).needsRun();
    if (needsRun && !config.flinkEnabled()) {
      return SkipResult.skip("Flink runs are off (" + EngineConfig.FLINK_ENABLED + "=false)");
    }
    return SkipResult.doNotSkip();
  }

  /**
   * Checks the case's expectations for one mode and throws an assertion error naming every one that
   * does not hold; with {@code topnkit.update-expectations} it records Flink's output instead of
   * comparing it.
   */
  public void verify(SpecLocation location, SpecCase specCase, Mode mode) {
    Expectations expected = specCase.expectations(mode);
    CaseRunner engine = runner.get();
    FlinkVersion version = FlinkVersion.parse(engine.flinkVersion());
    List<Throwable> failures = new ArrayList<>();
    for (String problem : LintCheck.check(specCase, mode, version)) {
      failures.add(new AssertionFailedError(specCase.position() + ": " + problem));
    }
    boolean update = config.updateExpectations() && config.flinkEnabled();
    if (expected.needsRun() || update) {
      long start = System.nanoTime();
      RunOutcome outcome = engine.run(specCase, mode, config.timeout());
      times.add(java.time.Duration.ofNanos(System.nanoTime() - start));
      Supplier<ScriptModel> model = () -> analyze(specCase, version);
      List<AssertionFailedError> mismatches =
          OutputCheck.check(specCase, expected, outcome, model, engine.name());
      // Update mode rewrites only what does not hold (or is missing): a passing block keeps its
      // author's wording, order and formatting.
      boolean rewrite = update && (!mismatches.isEmpty() || !expected.hasOutputExpectation());
      if (!rewrite) {
        failures.addAll(mismatches);
      } else if (!updates.record(location, specCase, mode, outcome)) {
        failures.add(
            new AssertionFailedError(
                specCase.position()
                    + ": cannot update the expectations: "
                    + OutputCheck.describe(outcome, engine.name())));
      }
    }
    if (failures.size() == 1 && failures.get(0) instanceof AssertionFailedError single) {
      throw single;
    }
    if (!failures.isEmpty()) {
      throw new MultipleFailuresError(specCase.position() + ": " + specCase.name(), failures);
    }
  }

  /** The linter's analysis of the case's DDL and SQL, which tells the key of each output. */
  private static ScriptModel analyze(SpecCase specCase, FlinkVersion version) {
    CaseScript script = CaseScript.of(specCase);
    return new Linter(LintOptions.defaults().withVersion(version))
        .analyze(SourceFile.of(specCase.file(), script.text()));
  }
}
