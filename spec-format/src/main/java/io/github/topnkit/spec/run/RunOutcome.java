package io.github.topnkit.spec.run;

import static java.util.Objects.requireNonNull;

import io.github.topnkit.spec.Position;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/** How running one case in one mode ended. */
public sealed interface RunOutcome {

  /**
   * The job ran to the end. Outputs are keyed by sink table name, a query's result by {@link
   * io.github.topnkit.spec.Expectations#SINGLE}.
   */
  record Completed(Map<String, OutputTable> outputs) implements RunOutcome {
    public Completed {
      outputs = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(outputs));
    }
  }

  /**
   * Flink refused or failed the case: while planning (a planner error), while running (a job
   * failure) or while setting it up.
   *
   * @param message the whole message, with the messages of its causes
   * @param where the place in the spec file the failure points to, when known
   * @param cause the exception the failure was raised as; empty when the engine found the problem
   *     without one
   */
  record Failed(Phase phase, String message, Optional<Position> where, Optional<Throwable> cause)
      implements RunOutcome {
    public Failed {
      requireNonNull(phase, "phase is null");
      requireNonNull(message, "message is null");
      requireNonNull(cause, "cause is null");
    }
  }

  /** The job did not finish within the timeout; it was cancelled. */
  record TimedOut(Duration timeout, String detail) implements RunOutcome {}

  /** The engine cannot run this case; it says why, never a wrong answer. */
  record Unsupported(String reason, Optional<Position> where) implements RunOutcome {}

  /** When a failure happened. */
  enum Phase {
    /** Creating tables and views, or reading the case's input. */
    SETUP,
    /** Flink's planner rejected a statement. */
    PLANNING,
    /** The job failed while running. */
    RUNTIME
  }
}
