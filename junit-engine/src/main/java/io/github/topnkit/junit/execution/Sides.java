package io.github.topnkit.junit.execution;

import io.github.topnkit.spec.run.OutputTable;
import io.github.topnkit.spec.run.RunOutcome;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.opentest4j.AssertionFailedError;

/** Says which side of expected × reference engine × Flink a failure is about. */
final class Sides {

  private Sides() {}

  /** The failures with the engine's name in front, keeping expected and actual for IDE diffs. */
  static List<AssertionFailedError> label(String engine, List<AssertionFailedError> failures) {
    return failures.stream().map(f -> label(engine, f)).toList();
  }

  private static AssertionFailedError label(String engine, AssertionFailedError f) {
    String message = "[" + engine + "] " + f.getMessage();
    if (f.isExpectedDefined() && f.isActualDefined()) {
      return new AssertionFailedError(
          message, f.getExpected().getValue(), f.getActual().getValue(), f.getCause());
    }
    return new AssertionFailedError(message, f.getCause());
  }

  /**
   * When both engines miss the expectation with the very same rows, a note that the expectation is
   * what differs; when only one misses it, the labels already say which.
   */
  static Optional<AssertionFailedError> agreement(
      RunOutcome reference,
      RunOutcome flink,
      List<AssertionFailedError> flinkMismatches,
      List<AssertionFailedError> referenceMismatches) {
    if (flinkMismatches.isEmpty()
        || referenceMismatches.isEmpty()
        || !(reference instanceof RunOutcome.Completed r)
        || !(flink instanceof RunOutcome.Completed f)
        || !sameRows(r.outputs(), f.outputs())) {
      return Optional.empty();
    }
    return Optional.of(
        new AssertionFailedError(
            "the reference engine and Flink emitted the same rows: the expectation differs from"
                + " both"));
  }

  private static boolean sameRows(Map<String, OutputTable> a, Map<String, OutputTable> b) {
    if (!a.keySet().equals(b.keySet())) {
      return false;
    }
    for (Map.Entry<String, OutputTable> e : a.entrySet()) {
      if (!Objects.equals(e.getValue().rows(), b.get(e.getKey()).rows())) {
        return false;
      }
    }
    return true;
  }
}
