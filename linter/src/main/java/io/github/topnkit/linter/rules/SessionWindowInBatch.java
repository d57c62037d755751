package io.github.topnkit.linter.rules;

import io.github.topnkit.linter.diag.Severity;
import io.github.topnkit.linter.model.Rejection;

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
          r.span(),
          RuleMessages.sessionInBatch(r.message(), context.version()),
          RuleMessages.SESSION_IN_BATCH_FIX);
    }
  }
}
