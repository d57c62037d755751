package io.github.topnkit.flink;

import io.github.topnkit.spec.run.RunOutcome;

/** Ends a case run early with its outcome: a failure, a timeout or an unsupported feature. */
final class Stop extends RuntimeException {

  private static final long serialVersionUID = 1L;

  private final transient RunOutcome outcome;

  Stop(RunOutcome outcome) {
    super(null, null, false, false);
    this.outcome = outcome;
  }

  RunOutcome outcome() {
    return outcome;
  }
}
