package io.github.topnkit.spec;

import io.github.topnkit.linter.model.PatternKind;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What a case expects in one mode. Output rows are keyed by sink table name; a query's result, or
 * the only sink of a script written as a plain row block, has the key {@link #SINGLE}.
 */
public record Expectations(
    Optional<Map<String, ExpectedRows>> changelog,
    Optional<Map<String, ExpectedRows>> finalRows,
    Optional<ErrorExpectation> error,
    Optional<List<LintExpectation>> lint,
    Optional<List<PatternKind>> pattern) {

  /** The key of the one output of a case whose expectation is a plain row block. */
  public static final String SINGLE = "";

  public static final Expectations NONE =
      new Expectations(
          Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty());

  public Expectations {
    changelog = changelog.map(Map::copyOf);
    finalRows = finalRows.map(Map::copyOf);
    lint = lint.map(List::copyOf);
    pattern = pattern.map(List::copyOf);
  }

  public boolean isEmpty() {
    return changelog.isEmpty()
        && finalRows.isEmpty()
        && error.isEmpty()
        && lint.isEmpty()
        && pattern.isEmpty();
  }

  /** Whether the case says what its run outputs: rows or an error. */
  public boolean hasOutputExpectation() {
    return changelog.isPresent() || finalRows.isPresent() || error.isPresent();
  }

  /** Whether the case must be run on an engine (not only linted). */
  public boolean needsRun() {
    return hasOutputExpectation();
  }

  /** {@code error:}: a substring of Flink's message. */
  public record ErrorExpectation(String substring, Position position) {}

  /** One entry of {@code lint:}: a rule id, and the line within the SQL block when given. */
  public record LintExpectation(String ruleId, Optional<Integer> line, Position position) {}
}
