package io.github.topnkit.spec.compare;

import static java.util.Objects.requireNonNull;

/**
 * The outcome of comparing an output with its expectation: whether it matches, a report for the
 * test failure, and both sides as text for an IDE's diff viewer.
 *
 * @param ok whether the output matches
 * @param report empty when it matches; otherwise the case's position, what differs, and both sides
 *     side by side, row by row
 * @param expected the expected rows in print notation, one per line, as written
 * @param actual the actual rows in print notation, one per line: for {@code changelog}, the
 *     changelog with rows of different keys arranged like the expected ones (their relative order
 *     is not compared), so a diff viewer shows only what differs; for {@code final}, the
 *     materialized rows, those equal to an expected row at its place
 */
public record Comparison(boolean ok, String report, String expected, String actual) {

  public Comparison {
    requireNonNull(report, "report is null");
    requireNonNull(expected, "expected is null");
    requireNonNull(actual, "actual is null");
    if (ok != report.isEmpty()) {
      throw new IllegalArgumentException("a comparison has a report exactly when it fails");
    }
  }

  static Comparison matching(String expected, String actual) {
    return new Comparison(true, "", expected, actual);
  }
}
