package io.github.topnkit.junit.execution;

import io.github.topnkit.junit.source.SpecLocation;
import io.github.topnkit.linter.target.ExecutionMode;
import io.github.topnkit.spec.SpecCase;
import io.github.topnkit.spec.check.Mismatch;
import io.github.topnkit.spec.verify.CaseVerifier;
import io.github.topnkit.spec.verify.ExpectationRecorder;
import io.github.topnkit.spec.verify.Verdict;
import java.util.List;
import java.util.Optional;
import org.junit.platform.engine.support.hierarchical.Node.SkipResult;
import org.opentest4j.AssertionFailedError;
import org.opentest4j.MultipleFailuresError;
import org.opentest4j.TestAbortedException;

/**
 * Maps the verification core's verdicts to JUnit: a skip reason to a skipped test, a failure to
 * assertion errors (with expected and actual text for an IDE's diff view), an unsupported case to
 * an aborted test.
 */
public final class TestVerdicts {

  private final CaseVerifier core;
  private final ExpectationUpdates updates;
  private final boolean update;

  TestVerdicts(CaseVerifier core, ExpectationUpdates updates, boolean update) {
    this.core = core;
    this.updates = updates;
    this.update = update;
  }

  /** Whether to skip a case: its own {@code skip}, or a Flink version outside its range. */
  public SkipResult skip(SpecCase specCase) {
    return core.skipReason(specCase).map(SkipResult::skip).orElse(SkipResult.doNotSkip());
  }

  /**
   * Checks the case in one mode and throws an assertion error naming every expectation that does
   * not hold, and on which engine; with {@code topnkit.update-expectations} it records Flink's
   * output instead of comparing it.
   *
   * @throws TestAbortedException when the case is unsupported or skipped
   */
  public void verify(SpecLocation location, SpecCase specCase, ExecutionMode mode) {
    Optional<ExpectationRecorder> recorder =
        update
            ? Optional.of(outcome -> updates.record(location, specCase, mode, outcome))
            : Optional.empty();
    Verdict verdict = core.verify(specCase, mode, recorder);
    if (verdict instanceof Verdict.Failed failed) {
      throw failure(specCase, failed.failures());
    }
    if (verdict instanceof Verdict.Unsupported unsupported) {
      throw new TestAbortedException(unsupported.reason());
    }
    if (verdict instanceof Verdict.Skipped skipped) {
      throw new TestAbortedException(skipped.reason());
    }
  }

  private static AssertionError failure(SpecCase specCase, List<Mismatch> failures) {
    if (failures.size() == 1) {
      return error(failures.get(0));
    }
    return new MultipleFailuresError(
        specCase.position() + ": " + specCase.name(),
        failures.stream().map(TestVerdicts::error).toList());
  }

  private static AssertionFailedError error(Mismatch m) {
    if (m.expected().isPresent() && m.actual().isPresent()) {
      return new AssertionFailedError(m.message(), m.expected().get(), m.actual().get());
    }
    return new AssertionFailedError(m.message());
  }
}
