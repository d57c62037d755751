package io.github.topnkit.linter.rules;

import io.github.topnkit.linter.diag.Severity;
import io.github.topnkit.linter.model.AnalyzedStatement;
import io.github.topnkit.linter.model.Rejection;
import java.util.EnumSet;
import java.util.Set;

/**
 * Any other error the pattern model predicts Flink's planner raises for the statement, reported
 * with Flink's own message, so no predicted deployment failure goes unreported.
 */
@RuleInfo(
    summary = "Flink's planner rejects this statement",
    severity = Severity.ERROR,
    tags = {"planner"})
public final class PlannerRejection implements Rule {

  /** Causes a dedicated rule explains; this rule stays silent on them. */
  private static final Set<Rejection.Cause> EXPLAINED_ELSEWHERE =
      EnumSet.of(
          Rejection.Cause.RANK_FUNCTION,
          Rejection.Cause.WINDOW_RANK_FUNCTION,
          Rejection.Cause.WINDOW_INPUT_CHANGES,
          Rejection.Cause.WINDOW_PROCTIME,
          Rejection.Cause.WINDOW_DEDUPLICATE_PROCTIME,
          Rejection.Cause.WINDOW_VARIABLE_END,
          Rejection.Cause.SESSION_IN_BATCH,
          Rejection.Cause.WINDOW_DESCRIPTOR,
          Rejection.Cause.WINDOW_SIZE,
          Rejection.Cause.SINK_APPEND_ONLY,
          Rejection.Cause.SINK_KEY,
          Rejection.Cause.SINK_ROWTIME,
          Rejection.Cause.DEDUPLICATE_INPUT_CHANGES,
          Rejection.Cause.VERSION_SYNTAX,
          Rejection.Cause.RANK_END_MISSING,
          Rejection.Cause.RANK_END_NOT_POSITIVE,
          Rejection.Cause.RANK_ORDER_BY,
          Rejection.Cause.RANK_FRAME,
          Rejection.Cause.OVER_WINDOWS,
          Rejection.Cause.OVER_ORDERING,
          Rejection.Cause.UNKNOWN_FUNCTION);

  @Override
  public void check(RuleContext context) {
    for (AnalyzedStatement q : context.queries()) {
      boolean unvalidated = RuleContext.unvalidated(q);
      for (Rejection r : q.model().rejections()) {
        boolean blocking = r.cause().blocksValidation();
        if (!EXPLAINED_ELSEWHERE.contains(r.cause()) && (blocking || !unvalidated)) {
          context.report(
              r.span(),
              RuleWords.flinkRejects(r.message(), context.version()),
              "Change the statement so Flink can plan it; see docs/rules/PlannerRejection.md.");
        }
      }
    }
  }
}
