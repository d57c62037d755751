package io.github.topnkit.cli;

import java.util.EnumMap;
import java.util.Map;

/** Counts the verdicts of a {@code run}. */
final class Verdicts {

  private final Map<CaseReport.Outcome, Integer> counts = new EnumMap<>(CaseReport.Outcome.class);

  void add(CaseReport.Outcome verdict) {
    counts.merge(verdict, 1, Integer::sum);
  }

  /** Whether no case failed: an unsupported case is neither a pass nor a failure, as in JUnit. */
  boolean noneFailed() {
    return count(CaseReport.Outcome.FAIL) == 0;
  }

  String summary() {
    return count(CaseReport.Outcome.PASS)
        + " passed, "
        + count(CaseReport.Outcome.FAIL)
        + " failed, "
        + count(CaseReport.Outcome.UNSUPPORTED)
        + " unsupported, "
        + count(CaseReport.Outcome.SKIP)
        + " skipped";
  }

  private int count(CaseReport.Outcome verdict) {
    return counts.getOrDefault(verdict, 0);
  }
}
