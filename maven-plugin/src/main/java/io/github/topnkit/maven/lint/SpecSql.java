package io.github.topnkit.maven.lint;

import io.github.topnkit.linter.LintResult;
import io.github.topnkit.linter.Linter;
import io.github.topnkit.linter.diag.Diagnostic;
import io.github.topnkit.linter.parse.SourceFile;
import io.github.topnkit.linter.parse.Span;
import io.github.topnkit.linter.target.ExecutionMode;
import io.github.topnkit.linter.target.FlinkRelease;
import io.github.topnkit.linter.target.FlinkVersion;
import io.github.topnkit.spec.Expectations;
import io.github.topnkit.spec.Expectations.LintExpectation;
import io.github.topnkit.spec.Position;
import io.github.topnkit.spec.SpecCase;
import io.github.topnkit.spec.SpecFile;
import io.github.topnkit.spec.run.CaseScript;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Lints the SQL of a spec file: each case's tables and query as one script, with every finding
 * moved back to its line and column in the spec file. Cases that are skipped, that are for another
 * Flink version or that expect an error are left out, and so are the findings a case expects.
 */
final class SpecSql {

  private SpecSql() {}

  static List<Diagnostic> lint(SpecFile spec, Linter linter) {
    FlinkVersion version = linter.options().version();
    Set<Diagnostic> found = new LinkedHashSet<>();
    for (SpecCase c : spec.cases()) {
      if (c.skip().isPresent() || !c.flink().contains(FlinkRelease.of(version))) {
        continue;
      }
      // A case run in both modes is linted as streaming, the mode its SQL is mostly written for.
      ExecutionMode mode = c.mode().runs().get(0);
      Expectations expected = c.expectations(mode);
      if (expected.error().isPresent()) {
        continue;
      }
      CaseScript script = CaseScript.of(c);
      LintResult result =
          new Linter(linter.options().withMode(mode))
              .lint(SourceFile.of(spec.file(), script.text()));
      List<LintExpectation> allowed = new ArrayList<>(expected.lint().orElse(List.of()));
      for (Diagnostic d : result.diagnostics()) {
        if (!expectedAway(d, script, allowed)) {
          found.add(toFile(d, script, c.position()));
        }
      }
    }
    List<Diagnostic> sorted = new ArrayList<>(found);
    sorted.sort(Diagnostic.BY_POSITION);
    return sorted;
  }

  /** Whether the case lists this finding under {@code lint:}; each entry matches once. */
  private static boolean expectedAway(
      Diagnostic d, CaseScript script, List<LintExpectation> allowed) {
    Optional<Integer> line = script.sqlLine(d.span().startLine());
    for (LintExpectation e : allowed) {
      if (e.ruleId().equals(d.ruleId()) && (e.line().isEmpty() || e.line().equals(line))) {
        allowed.remove(e);
        return true;
      }
    }
    return false;
  }

  /** The finding with its span in the spec file; at the case's name when outside any block. */
  private static Diagnostic toFile(Diagnostic d, CaseScript script, Position casePosition) {
    Span s = d.span();
    Position start = script.position(s.startLine(), s.startColumn()).orElse(casePosition);
    Position end = script.position(s.endLine(), s.endColumn()).orElse(start);
    Span span = new Span(start.line(), start.column(), end.line(), end.column());
    return new Diagnostic(d.ruleId(), d.severity(), d.message(), span, d.fix());
  }
}
