package io.github.topnkit.linter.rules;

import io.github.topnkit.linter.diag.Severity;
import io.github.topnkit.linter.model.RankPattern;
import io.github.topnkit.linter.model.Rejection;
import io.github.topnkit.linter.target.FlinkVersion;

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
          rankFunctionStreaming(p.function(), window, context.version()),
          rankFunctionFix(p.function()));
    }
  }

  private static String rankFunctionStreaming(
      String function, boolean window, FlinkVersion version) {
    return function
        + "() is not supported in streaming "
        + (window ? "Window Top-N" : "Top-N")
        + ": Flink "
        + version.label()
        + " fails at deployment with \""
        + (window
            ? function
                + "() function is not supported on Window TopN currently, only ROW_NUMBER() is"
                + " supported."
            : function + "() on streaming table is not supported currently")
        + "\"";
  }

  private static String rankFunctionFix(String function) {
    return "Use ROW_NUMBER() instead of "
        + function
        + "(); rows with equal sort keys then get distinct numbers in arrival order. Batch mode"
        + " supports "
        + function
        + "().";
  }
}
