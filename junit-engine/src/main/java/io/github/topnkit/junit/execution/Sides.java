package io.github.topnkit.junit.execution;

import io.github.topnkit.spec.check.Mismatch;
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

  /** The mismatches as assertion errors with the engine's name in front, for IDE diffs. */
  static List<AssertionFailedError> label(String engine, List<Mismatch> mismatches) {
    return mismatches.stream().map(m -> error(m.on(engine))).toList();
  }

  static AssertionFailedError error(Mismatch m) {
    if (m.expected().isPresent() && m.actual().isPresent()) {
      return new AssertionFailedError(m.message(), m.expected().get(), m.actual().get());
    }
    return new AssertionFailedError(m.message());
  }

  /**
   * When both engines miss the expectation with the very same rows, a note that the expectation is
   * what differs; when only one misses it, the labels already say which.
   */
  static Optional<AssertionFailedError> agreement(
      RunOutcome reference,
      RunOutcome flink,
      List<Mismatch> flinkMismatches,
      List<Mismatch> referenceMismatches) {
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
