package io.github.topnkit.spec.check;

import io.github.topnkit.linter.LintResult;
import io.github.topnkit.linter.diag.Diagnostic;
import io.github.topnkit.linter.model.AnalyzedStatement;
import io.github.topnkit.linter.model.PatternKind;
import io.github.topnkit.linter.model.RankPattern;
import io.github.topnkit.linter.model.ScriptModel;
import io.github.topnkit.spec.Expectations;
import io.github.topnkit.spec.Expectations.LintExpectation;
import io.github.topnkit.spec.run.CaseAnalysis;
import io.github.topnkit.spec.run.CaseScript;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/** Checks a case's {@code lint} and {@code pattern} expectations against the linter. */
public final class LintCheck {

  private LintCheck() {}

  /** The problems found, each a readable paragraph; empty when both expectations hold. */
  public static List<String> check(CaseAnalysis analysis) {
    Expectations expected = analysis.specCase().expectations(analysis.mode());
    if (expected.lint().isEmpty() && expected.pattern().isEmpty()) {
      return List.of();
    }
    CaseScript script = analysis.script();
    LintResult result = analysis.lint();
    List<String> problems = new ArrayList<>();
    expected.lint().ifPresent(l -> lintProblems(l, result, script).ifPresent(problems::add));
    expected
        .pattern()
        .ifPresent(p -> patternProblem(p, result.model(), script).ifPresent(problems::add));
    return problems;
  }

  private static Optional<String> lintProblems(
      List<LintExpectation> expected, LintResult result, CaseScript script) {
    List<Diagnostic> inSql = new ArrayList<>();
    for (Diagnostic d : result.diagnostics()) {
      if (script.sqlLine(d.span().startLine()).isPresent()) {
        inSql.add(d);
      }
    }
    List<LintExpectation> missing = new ArrayList<>();
    List<Diagnostic> unmatched = new ArrayList<>(inSql);
    for (LintExpectation e : expected) {
      Optional<Diagnostic> match =
          unmatched.stream()
              .filter(d -> d.ruleId().equals(e.ruleId()))
              .filter(
                  d -> e.line().isEmpty() || script.sqlLine(d.span().startLine()).equals(e.line()))
              .findFirst();
      if (match.isPresent()) {
        unmatched.remove(match.get());
      } else {
        missing.add(e);
      }
    }
    if (missing.isEmpty() && unmatched.isEmpty()) {
      return Optional.empty();
    }
    StringBuilder out = new StringBuilder("lint findings differ from the expected ones");
    for (LintExpectation e : missing) {
      out.append("\n  missing:    ")
          .append(e.ruleId())
          .append(e.line().map(l -> "@" + l).orElse(""))
          .append(" (expected at ")
          .append(e.position())
          .append(')');
    }
    for (Diagnostic d : unmatched) {
      int line = script.sqlLine(d.span().startLine()).orElse(0);
      out.append("\n  unexpected: ")
          .append(d.ruleId())
          .append('@')
          .append(line)
          .append(" at ")
          .append(
              script
                  .position(d.span().startLine(), d.span().startColumn())
                  .map(Object::toString)
                  .orElse("?"))
          .append(": ")
          .append(d.severity().label())
          .append(": ")
          .append(d.message());
    }
    return Optional.of(out.toString());
  }

  private static Optional<String> patternProblem(
      List<PatternKind> expected, Optional<ScriptModel> model, CaseScript script) {
    List<RankPattern> patterns = new ArrayList<>();
    for (AnalyzedStatement q : model.map(ScriptModel::queries).orElse(List.of())) {
      if (q.kind() == AnalyzedStatement.Kind.VIEW
          || script.sqlLine(q.span().startLine()).isEmpty()) {
        continue;
      }
      patterns.addAll(q.model().patterns());
    }
    patterns.sort(
        Comparator.comparingInt((RankPattern p) -> p.span().startLine())
            .thenComparingInt(p -> p.span().startColumn()));
    List<PatternKind> actual = patterns.stream().map(RankPattern::kind).toList();
    if (actual.equals(expected)) {
      return Optional.empty();
    }
    StringBuilder out =
        new StringBuilder("pattern: expected ")
            .append(expected)
            .append(" but the linter classifies ")
            .append(actual);
    for (RankPattern p : patterns) {
      out.append("\n  ")
          .append(p.kind())
          .append(" at ")
          .append(
              script
                  .position(p.span().startLine(), p.span().startColumn())
                  .map(Object::toString)
                  .orElse("?"));
      if (p instanceof RankPattern.Rejected rejected) {
        out.append(": ").append(rejected.rejection().message());
      }
    }
    return Optional.of(out.toString());
  }
}
