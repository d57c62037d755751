package io.github.topnkit.linter.rules;

import io.github.topnkit.linter.diag.Severity;
import io.github.topnkit.linter.model.ScriptModel;

/** A statement the pattern model could not analyze, so its checks were skipped. */
@RuleInfo(
    summary = "Statement could not be analyzed; its checks are skipped",
    severity = Severity.INFO,
    tags = {"tool"})
public final class AnalysisIncomplete implements Rule {

  @Override
  public void check(RuleContext context) {
    for (ScriptModel.AnalysisFailure f : context.model().failures()) {
      context.report(f.span(), RuleMessages.analysisIncomplete(f.reason()), "");
    }
  }
}
