package io.github.topnkit.spec.run;

import io.github.topnkit.spec.Mode;
import io.github.topnkit.spec.SpecCase;
import java.time.Duration;

/** An engine that runs spec cases: a Flink MiniCluster or the reference engine. */
public interface CaseRunner extends AutoCloseable {

  /** A short name for test reports, such as {@code flink 2.3.0}. */
  String name();

  /** The Flink version this engine behaves as, such as {@code 2.3.0}. */
  String flinkVersion();

  /**
   * Runs a case in one mode ({@code STREAMING} or {@code BATCH}). Never throws for a problem of the
   * case: planning and runtime errors, timeouts and unsupported features are outcomes.
   */
  RunOutcome run(SpecCase specCase, Mode mode, Duration timeout);

  @Override
  default void close() {}
}
