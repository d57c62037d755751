package io.github.topnkit.linter.rules;

import io.github.topnkit.linter.diag.Severity;
import io.github.topnkit.linter.parse.ParsedScript;

/** A statement Flink's SQL parser rejects. */
@RuleInfo(
    summary = "Statement does not parse with Flink's SQL parser",
    severity = Severity.ERROR,
    tags = {"syntax"})
public final class SyntaxError implements Rule {

  @Override
  public void check(RuleContext context) {
    for (ParsedScript.SyntaxProblem p : context.model().script().problems()) {
      context.report(
          p.span(),
          p.message(),
          "Fix the syntax at this position; the rest of the statement was not checked.");
    }
  }
}
