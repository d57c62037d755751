package io.github.topnkit.spec.verify;

import static java.util.Objects.requireNonNull;

import io.github.topnkit.spec.check.OutputCheck;
import io.github.topnkit.spec.run.RunOutcome;

/** One engine's run of a case: the engine's name and how the run ended. */
public record EngineRun(String engine, RunOutcome outcome) {

  public EngineRun {
    requireNonNull(engine, "engine is null");
    requireNonNull(outcome, "outcome is null");
  }

  /** What happened, in a sentence, followed by each output in print notation. */
  public String describe() {
    return OutputCheck.describe(outcome, engine);
  }

  boolean unsupported() {
    return outcome instanceof RunOutcome.Unsupported;
  }
}
