package io.github.topnkit.spec.run;

import io.github.topnkit.linter.target.ExecutionMode;
import io.github.topnkit.linter.target.FlinkRelease;
import io.github.topnkit.spec.SpecCase;
import java.time.Duration;
import java.util.Optional;

/** An engine that runs spec cases: a Flink MiniCluster or the reference engine. */
public interface CaseRunner extends AutoCloseable {

  /** A short name for test reports, such as {@code flink 2.3.0}. */
  String name();

  /** The Flink release this engine runs or behaves as, such as {@code 2.3.0}. */
  FlinkRelease flinkRelease();

  /**
   * Runs a case in one mode. Never throws for a problem of the case: planning and runtime errors,
   * timeouts and unsupported features are outcomes.
   */
  RunOutcome run(CaseRun run);

  /** Runs a case with an analysis of its own, for callers that run it on this engine only. */
  default RunOutcome run(SpecCase specCase, ExecutionMode mode, Duration timeout) {
    CaseAnalysis analysis = CaseAnalysis.of(specCase, mode, flinkRelease().line());
    return run(new CaseRun(specCase, mode, timeout, analysis));
  }

  /** How long the engine took to start (a cluster, say); empty when it has nothing to start. */
  default Optional<Duration> startupTime() {
    return Optional.empty();
  }

  @Override
  default void close() {}
}
