package io.github.topnkit.linter.rules;

import io.github.topnkit.linter.diag.Severity;
import io.github.topnkit.linter.model.Rejection;
import io.github.topnkit.linter.target.FlinkVersion;

/** A SESSION window TVF in batch mode, where Flink supports only aligned windows. */
@RuleInfo(
    summary = "SESSION window TVF is not supported in batch mode",
    severity = Severity.ERROR,
    tags = {"window", "batch"})
public final class SessionWindowInBatch implements Rule {

  @Override
  public void check(RuleContext context) {
    for (RuleContext.RejectionFact fact : context.rejections(Rejection.Cause.SESSION_IN_BATCH)) {
      Rejection r = fact.rejection();
      context.report(
          r.span(), sessionInBatch(r.message(), context.version()), SESSION_IN_BATCH_FIX);
    }
  }

  private static String sessionInBatch(String flinkMessage, FlinkVersion version) {
    return "SESSION window TVF in batch mode: Flink "
        + version.label()
        + " fails at deployment with \""
        + flinkMessage
        + "\" (a standalone TVF, a session window aggregation and a session Window Top-N alike)";
  }

  private static final String SESSION_IN_BATCH_FIX =
      "Run the statement in streaming mode (SET 'execution.runtime-mode' = 'streaming';), or use an"
          + " aligned window (TUMBLE, HOP or CUMULATE) in batch mode.";
}
