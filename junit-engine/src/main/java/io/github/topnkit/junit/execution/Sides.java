package io.github.topnkit.junit.execution;

import io.github.topnkit.spec.check.Mismatch;
import io.github.topnkit.spec.run.OutputTable;
import io.github.topnkit.spec.run.RunOutcome;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.opentest4j.AssertionFailedError;

/** Says which side of expected × reference engine × Flink a failure is about. */
final class Sides {

  private Sides() {}

  /**
   * The mismatches as assertion errors, for IDE diffs, with the engine's name in front unless the
   * message already names it.
   */
  static List<AssertionFailedError> label(String engine, List<Mismatch> mismatches) {
    return mismatches.stream()
        .map(m -> error(m.message().contains(engine) ? m : m.on(engine)))
        .toList();
  }

  static AssertionFailedError error(Mismatch m) {
    if (m.expected().isPresent() && m.actual().isPresent()) {
      return new AssertionFailedError(m.message(), m.expected().get(), m.actual().get());
    }
    return new AssertionFailedError(m.message());
  }

  /**
   * The failures of both engines: when they emitted the very same rows, one failure per missed
   * expectation saying both agree (the expectation is what differs); otherwise each engine's own.
   */
  static List<AssertionFailedError> both(
      String flinkName,
      RunOutcome flink,
      List<Mismatch> flinkMismatches,
      String referenceName,
      RunOutcome reference,
      List<Mismatch> referenceMismatches) {
    if (!flinkMismatches.isEmpty()
        && reference instanceof RunOutcome.Completed r
        && flink instanceof RunOutcome.Completed f
        && sameRows(r.outputs(), f.outputs())) {
      return label(flinkName + " and " + referenceName + " agree", flinkMismatches);
    }
    List<AssertionFailedError> all = new ArrayList<>(label(flinkName, flinkMismatches));
    all.addAll(label(referenceName, referenceMismatches));
    return all;
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
