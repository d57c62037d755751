package io.github.topnkit.junit.execution;

import io.github.topnkit.junit.EngineConfig;
import io.github.topnkit.junit.flink.FlinkCaseRunner;
import io.github.topnkit.spec.run.CaseRunner;
import org.junit.platform.engine.ConfigurationParameters;
import org.junit.platform.engine.support.hierarchical.EngineExecutionContext;

/**
 * What every test of one engine execution shares: the configuration, the Flink runner (its
 * MiniCluster starts with the first case that needs it) and the expectation updates.
 */
public final class EngineContext implements EngineExecutionContext, AutoCloseable {

  private final EngineConfig config;
  private final ExpectationUpdates updates = new ExpectationUpdates();
  private final CaseVerifier verifier;
  private CaseRunner runner;

  private EngineContext(EngineConfig config) {
    this.config = config;
    this.verifier = new CaseVerifier(config, this::runner, updates);
  }

  public static EngineContext create(ConfigurationParameters parameters) {
    return new EngineContext(EngineConfig.from(parameters));
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

  @Override
  public synchronized void close() {
    if (runner != null) {
      runner.close();
      runner = null;
    }
  }
}
