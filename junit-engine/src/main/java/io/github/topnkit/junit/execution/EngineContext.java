package io.github.topnkit.junit.execution;

import io.github.topnkit.flink.FlinkCaseRunner;
import io.github.topnkit.junit.config.EngineConfig;
import io.github.topnkit.linter.target.FlinkVersion;
import io.github.topnkit.reference.CaseEngines;
import io.github.topnkit.spec.run.CaseRunner;
import io.github.topnkit.spec.verify.CaseVerifier;
import io.github.topnkit.spec.verify.EngineChoice;
import io.github.topnkit.spec.verify.Engines;
import java.util.Optional;
import org.junit.platform.engine.EngineExecutionListener;
import org.junit.platform.engine.ExecutionRequest;
import org.junit.platform.engine.TestDescriptor;
import org.junit.platform.engine.reporting.ReportEntry;
import org.junit.platform.engine.support.hierarchical.EngineExecutionContext;

/**
 * What every test of one engine execution shares: the configuration, the engines (the reference
 * engine, and Flink's MiniCluster started with the first case that needs it, both as the Flink on
 * the class path), the verification core and the expectation updates.
 */
public final class EngineContext implements EngineExecutionContext, AutoCloseable {

  private final EngineConfig config;
  private final EngineExecutionListener listener;
  private final ExpectationUpdates updates = new ExpectationUpdates();
  private final RunTimes referenceTimes = new RunTimes();
  private final RunTimes flinkTimes = new RunTimes();
  private final Engines engines;
  private final TestVerdicts verifier;

  private EngineContext(EngineConfig config, EngineExecutionListener listener) {
    this.config = config;
    this.listener = listener;
    this.engines =
        CaseEngines.open(
            config.flinkEnabled() ? EngineChoice.BOTH : EngineChoice.REFERENCE,
            Optional.of(FlinkVersion.parse(FlinkCaseRunner.classpathVersion())));
    CaseVerifier core =
        new CaseVerifier(
            engines, config.timeout(), (engine, time, outcome) -> times(engine).add(time, outcome));
    this.verifier =
        new TestVerdicts(core, updates, config.updateExpectations() && config.flinkEnabled());
  }

  public static EngineContext create(ExecutionRequest request) {
    return new EngineContext(
        EngineConfig.from(request.getConfigurationParameters()),
        request.getEngineExecutionListener());
  }

  public EngineConfig config() {
    return config;
  }

  public TestVerdicts verifier() {
    return verifier;
  }

  public ExpectationUpdates updates() {
    return updates;
  }

  private RunTimes times(CaseRunner engine) {
    return engines.flink().filter(f -> f == engine).isPresent() ? flinkTimes : referenceTimes;
  }

  /** Publishes how long each engine's runs took, one report entry per engine, on the root. */
  public synchronized void reportTimes(TestDescriptor root) {
    if (!referenceTimes.isEmpty()) {
      listener.reportingEntryPublished(
          root,
          ReportEntry.from(
              referenceTimes.summary(engines.reference().orElseThrow().name(), Optional.empty())));
    }
    if (!flinkTimes.isEmpty()) {
      CaseRunner flink = engines.flink().orElseThrow();
      listener.reportingEntryPublished(
          root, ReportEntry.from(flinkTimes.summary(flink.name(), flink.startupTime())));
    }
  }

  @Override
  public synchronized void close() {
    engines.close();
  }
}
