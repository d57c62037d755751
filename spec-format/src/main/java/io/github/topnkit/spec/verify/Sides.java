package io.github.topnkit.spec.verify;

import io.github.topnkit.spec.check.Mismatch;
import io.github.topnkit.spec.run.OutputTable;
import io.github.topnkit.spec.run.RunOutcome;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/** Says which side of expected × reference engine × Flink a failure is about. */
final class Sides {

  private Sides() {}

  /** The mismatches with the engine's name in front, unless the message already names it. */
  static List<Mismatch> label(String engine, List<Mismatch> mismatches) {
    return mismatches.stream().map(m -> m.message().contains(engine) ? m : m.on(engine)).toList();
  }

  /**
   * The failures of both engines: when they emitted the very same rows, one failure per missed
   * expectation saying both agree (the expectation is what differs); otherwise each engine's own.
   */
  static List<Mismatch> both(
      EngineRun flink,
      List<Mismatch> flinkMismatches,
      EngineRun reference,
      List<Mismatch> referenceMismatches) {
    if (!flinkMismatches.isEmpty()
        && reference.outcome() instanceof RunOutcome.Completed r
        && flink.outcome() instanceof RunOutcome.Completed f
        && sameRows(r.outputs(), f.outputs())) {
      return label(flink.engine() + " and " + reference.engine() + " agree", flinkMismatches);
    }
    List<Mismatch> all = new ArrayList<>(label(flink.engine(), flinkMismatches));
    all.addAll(label(reference.engine(), referenceMismatches));
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
