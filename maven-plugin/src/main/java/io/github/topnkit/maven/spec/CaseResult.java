package io.github.topnkit.maven.spec;

import static java.util.Objects.requireNonNull;

import java.time.Duration;
import java.util.List;

/**
 * How one case ended in one mode: a test of the JUnit report.
 *
 * @param file the spec file as the report names it, relative to the project
 * @param name the case's name and, for a case run in both modes, the mode
 * @param position the case's {@code file:line:col}
 * @param problems for a failure or error, each expectation that does not hold with its diff; for a
 *     skipped case, why
 */
public record CaseResult(
    String file,
    String name,
    String position,
    Status status,
    List<String> problems,
    Duration time) {

  /** The verdicts of Surefire's report schema. */
  public enum Status {
    PASSED,
    FAILED,
    ERROR,
    SKIPPED
  }

  public CaseResult {
    requireNonNull(file, "file is null");
    requireNonNull(name, "name is null");
    requireNonNull(position, "position is null");
    requireNonNull(status, "status is null");
    problems = List.copyOf(problems);
    requireNonNull(time, "time is null");
  }

  /** The whole failure text: every problem, one after the other. */
  public String detail() {
    return String.join("\n\n", problems);
  }
}
