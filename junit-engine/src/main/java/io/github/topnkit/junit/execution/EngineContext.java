package io.github.topnkit.junit.execution;

import io.github.topnkit.junit.EngineConfig;
import io.github.topnkit.junit.flink.FlinkCaseRunner;
import io.github.topnkit.spec.run.CaseRunner;
import java.util.Optional;
import org.junit.platform.engine.EngineExecutionListener;
import org.junit.platform.engine.ExecutionRequest;
import org.junit.platform.engine.TestDescriptor;
import org.junit.platform.engine.reporting.ReportEntry;
import org.junit.platform.engine.support.hierarchical.EngineExecutionContext;

/**
 * What every test of one engine execution shares: the configuration, the Flink runner (its
 * MiniCluster starts with the first case that needs it) and the expectation updates.
 */
public final class EngineContext implements EngineExecutionContext, AutoCloseable {

  private final EngineConfig config;
  private final EngineExecutionListener listener;
  private final ExpectationUpdates updates = new ExpectationUpdates();
  private final RunTimes times = new RunTimes();
  private final CaseVerifier verifier;
  private CaseRunner runner;

  private EngineContext(EngineConfig config, EngineExecutionListener listener) {
    this.config = config;
    this.listener = listener;
    this.verifier = new CaseVerifier(config, this::runner, updates, times);
  }

  public static EngineContext create(ExecutionRequest request) {
    return new EngineContext(
        EngineConfig.from(request.getConfigurationParameters()),
        request.getEngineExecutionListener());
  }

  public EngineConfig config() {
    return config;
  }

  public CaseVerifier verifier() {
    return verifier;
  }

  public ExpectationUpdates updates() {
    return updates;
  }

  private synchronized CaseRunner runner() {
    if (runner == null) {
      runner = new FlinkCaseRunner();
    }
    return runner;
  }

  /** Publishes how long the runs took as a report entry of the engine's root. */
  public synchronized void reportTimes(TestDescriptor root) {
    if (runner != null) {
      Optional<java.time.Duration> startup =
          runner instanceof FlinkCaseRunner flink ? flink.clusterStartupTime() : Optional.empty();
      listener.reportingEntryPublished(
          root, ReportEntry.from(times.summary(runner.name(), startup)));
    }
  }

  @Override
  public synchronized void close() {
    if (runner != null) {
      runner.close();
      runner = null;
    }
  }
}
