package io.github.topnkit.cli;

import java.util.EnumMap;
import java.util.Map;

/** Counts the verdicts of a {@code run}. */
final class Verdicts {

  private final Map<CaseReport.Verdict, Integer> counts = new EnumMap<>(CaseReport.Verdict.class);

  void add(CaseReport.Verdict verdict) {
    counts.merge(verdict, 1, Integer::sum);
  }

  boolean allPassed() {
    return count(CaseReport.Verdict.FAIL) == 0 && count(CaseReport.Verdict.UNSUPPORTED) == 0;
  }

  String summary() {
    return count(CaseReport.Verdict.PASS)
        + " passed, "
        + count(CaseReport.Verdict.FAIL)
        + " failed, "
        + count(CaseReport.Verdict.UNSUPPORTED)
        + " not supported by the reference engine, "
        + count(CaseReport.Verdict.SKIP)
        + " skipped";
  }

  private int count(CaseReport.Verdict verdict) {
    return counts.getOrDefault(verdict, 0);
  }
}
