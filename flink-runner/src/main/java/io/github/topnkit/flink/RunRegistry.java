package io.github.topnkit.flink;

import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

/**
 * Connects the runner with the sources and sinks Flink instantiates from table options: the options
 * carry a run id, and this registry holds each open run's {@link RunState}.
 */
final class RunRegistry {

  private static final ConcurrentMap<String, RunState> RUNS = new ConcurrentHashMap<>();

  private RunRegistry() {}

  static RunState open() {
    RunState run = new RunState(UUID.randomUUID().toString());
    RUNS.put(run.id(), run);
    return run;
  }

  /**
   * The state of an open run.
   *
   * @throws IllegalStateException when the run is over, e.g. a job outlived its case
   */
  static RunState get(String runId) {
    RunState run = RUNS.get(runId);
    if (run == null) {
      throw new IllegalStateException("topnkit run " + runId + " is not open");
    }
    return run;
  }

  static void close(String runId) {
    RUNS.remove(runId);
  }
}
