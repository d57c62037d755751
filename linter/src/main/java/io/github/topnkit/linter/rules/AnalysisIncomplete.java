package io.github.topnkit.linter.rules;

import io.github.topnkit.linter.diag.Severity;
import io.github.topnkit.linter.model.AnalyzedStatement;
import io.github.topnkit.linter.model.ScriptModel;
import io.github.topnkit.linter.plan.PlanNote;

/**
 * A statement, or a part of one, the pattern model could not analyze, so its checks were skipped.
 */
@RuleInfo(
    summary = "Statement could not be analyzed; its checks are skipped",
    severity = Severity.INFO,
    tags = {"tool"})
public final class AnalysisIncomplete implements Rule {

  @Override
  public void check(RuleContext context) {
    for (ScriptModel.AnalysisFailure f : context.model().failures()) {
      context.report(f.span(), analysisIncomplete(f.reason()), "");
    }
    // The planner stops at a nesting depth and plans the deeper part as opaque; say so, as
    // its checks are skipped just the same.
    for (AnalyzedStatement q : context.queries()) {
      for (PlanNote note : q.model().plan().notes()) {
        if (note.kind() == PlanNote.Kind.UNSUPPORTED) {
          context.report(note.span(), analysisIncomplete(note.subject()), "");
        }
      }
    }
  }

  private static String analysisIncomplete(String reason) {
    return "the linter could not analyze this statement (" + reason + "); its checks are skipped";
  }
}
