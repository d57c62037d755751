package io.github.topnkit.spec.verify;

import io.github.topnkit.spec.run.RunOutcome;

/**
 * Takes Flink's actual outcome of a case run to write it into the case's expectations, when the
 * caller asked for expectations to be rewritten.
 */
@FunctionalInterface
public interface ExpectationRecorder {

  /**
   * Records the outcome as the run's new expectation.
   *
   * @return whether it can be written: a timeout or an unsupported run has no output to write
   */
  boolean record(RunOutcome flinkOutcome);
}
