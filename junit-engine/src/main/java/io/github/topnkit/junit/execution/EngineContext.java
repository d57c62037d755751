package io.github.topnkit.junit.execution;

import io.github.topnkit.junit.EngineConfig;
import java.util.Optional;
import org.junit.platform.engine.EngineExecutionListener;
import org.junit.platform.engine.ExecutionRequest;
import org.junit.platform.engine.TestDescriptor;
import org.junit.platform.engine.reporting.ReportEntry;
import org.junit.platform.engine.support.hierarchical.EngineExecutionContext;

/**
 * What every test of one engine execution shares: the configuration, the engines (the reference
 * engine, and Flink's MiniCluster started with the first case that needs it) and the expectation
 * updates.
 */
public final class EngineContext implements EngineExecutionContext, AutoCloseable {

  private final EngineConfig config;
  private final EngineExecutionListener listener;
  private final ExpectationUpdates updates = new ExpectationUpdates();
  private final RunTimes referenceTimes = new RunTimes();
  private final RunTimes flinkTimes = new RunTimes();
  private final CaseEngines engines;
  private final CaseVerifier verifier;

  private EngineContext(EngineConfig config, EngineExecutionListener listener) {
    this.config = config;
    this.listener = listener;
    this.engines = new CaseEngines(config.flinkEnabled());
    this.verifier = new CaseVerifier(config, engines, updates, referenceTimes, flinkTimes);
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

  /** Publishes how long each engine's runs took, one report entry per engine, on the root. */
  public synchronized void reportTimes(TestDescriptor root) {
    if (!referenceTimes.isEmpty()) {
      listener.reportingEntryPublished(
          root,
          ReportEntry.from(referenceTimes.summary(engines.reference().name(), Optional.empty())));
    }
    if (!flinkTimes.isEmpty()) {
      listener.reportingEntryPublished(
          root,
          ReportEntry.from(
              flinkTimes.summary("flink " + engines.version(), engines.clusterStartupTime())));
    }
  }

  @Override
  public synchronized void close() {
    engines.close();
  }
}
