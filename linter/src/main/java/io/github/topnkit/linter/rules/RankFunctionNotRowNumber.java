package io.github.topnkit.linter.rules;

import io.github.topnkit.linter.diag.Severity;
import io.github.topnkit.linter.model.RankPattern;
import io.github.topnkit.linter.model.Rejection;

/** RANK() or DENSE_RANK() in a streaming Top-N or Window Top-N, which Flink cannot run. */
@RuleInfo(
    summary = "Streaming Top-N supports only ROW_NUMBER()",
    severity = Severity.ERROR,
    tags = {"top-n", "window"})
public final class RankFunctionNotRowNumber implements Rule {

  @Override
  public void check(RuleContext context) {
    for (RuleContext.PatternFact fact : context.patterns()) {
      RankPattern p = fact.pattern();
      if (!(p instanceof RankPattern.Rejected rejected)
          || (rejected.rejection().cause() != Rejection.Cause.RANK_FUNCTION
              && rejected.rejection().cause() != Rejection.Cause.WINDOW_RANK_FUNCTION)
          || p.function().equals("PERCENT_RANK")
          || p.function().equals("CUME_DIST")) {
        continue;
      }
      boolean window = rejected.rejection().cause() == Rejection.Cause.WINDOW_RANK_FUNCTION;
      context.report(
          p.span(),
          RuleMessages.rankFunctionStreaming(p.function(), window, context.version()),
          RuleMessages.rankFunctionFix(p.function()));
    }
  }
}
