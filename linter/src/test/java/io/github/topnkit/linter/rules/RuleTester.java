package io.github.topnkit.linter.rules;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.linter.LintOptions;
import io.github.topnkit.linter.LintResult;
import io.github.topnkit.linter.Linter;
import io.github.topnkit.linter.diag.Diagnostic;
import io.github.topnkit.linter.parse.SourceFile;
import io.github.topnkit.linter.target.Dialect;
import io.github.topnkit.linter.target.ExecutionMode;
import io.github.topnkit.linter.target.FlinkVersion;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Strict tests of one rule: SQL in a text block marks each expected finding with a comment on the
 * line above it ({@code -- expect: RuleId}); the test fails on a marked line without a finding of
 * the rule and on an unmarked line with one.
 */
final class RuleTester {

  private static final Pattern MARKER = Pattern.compile("--\\s*expect:\\s*([A-Za-z0-9_,\\s]+)");

  private final Rule rule;
  private LintOptions options = LintOptions.defaults();

  private RuleTester(Rule rule) {
    this.rule = rule;
  }

  static RuleTester of(Rule rule) {
    return new RuleTester(rule);
  }

  RuleTester version(String version) {
    options = options.withVersion(FlinkVersion.parse(version));
    return this;
  }

  RuleTester batch() {
    options = options.withMode(ExecutionMode.BATCH);
    return this;
  }

  RuleTester dialect(Dialect dialect) {
    options = options.withDialect(dialect);
    return this;
  }

  /** Lints the SQL with the rule alone and returns its findings after checking the markers. */
  List<Diagnostic> check(String sql) {
    LintResult result = new Linter(options, List.of(rule)).lint(SourceFile.of("test.sql", sql));
    List<Diagnostic> findings =
        result.diagnostics().stream().filter(d -> d.ruleId().equals(rule.id())).toList();
    TreeSet<Integer> expected = new TreeSet<>();
    String[] lines = sql.split("\n", -1);
    for (int i = 0; i < lines.length; i++) {
      Matcher m = MARKER.matcher(lines[i]);
      if (m.find()) {
        for (String id : m.group(1).split("[,\\s]+")) {
          if (id.equals(rule.id())) {
            expected.add(i + 2);
          }
        }
      }
    }
    TreeMap<Integer, List<String>> actual = new TreeMap<>();
    for (Diagnostic d : findings) {
      actual.computeIfAbsent(d.span().startLine(), k -> new ArrayList<>()).add(d.message());
    }
    assertThat(actual.keySet())
        .as(
            "lines with %s findings (expected markers on the line above); findings: %s",
            rule.id(), actual)
        .containsExactlyElementsOf(expected);
    for (Diagnostic d : findings) {
      assertThat(d.fix()).as("fix hint of %s", d).isNotBlank();
    }
    return findings;
  }
}
