package io.github.topnkit.junit;

import io.github.topnkit.junit.config.EngineConfig;
import io.github.topnkit.junit.discovery.SpecDiscovery;
import io.github.topnkit.junit.execution.EngineContext;
import java.util.Optional;
import org.junit.platform.engine.ConfigurationParameters;
import org.junit.platform.engine.EngineDiscoveryRequest;
import org.junit.platform.engine.ExecutionRequest;
import org.junit.platform.engine.TestDescriptor;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.support.config.PrefixedConfigurationParameters;
import org.junit.platform.engine.support.hierarchical.ForkJoinPoolHierarchicalTestExecutorService;
import org.junit.platform.engine.support.hierarchical.HierarchicalTestEngine;
import org.junit.platform.engine.support.hierarchical.HierarchicalTestExecutorService;

/**
 * The topnkit JUnit Platform engine: every case of every {@code *.spec.yaml} file it is pointed at
 * becomes a test that runs the case on a real Flink MiniCluster and checks its expectations.
 */
public final class TopnkitTestEngine extends HierarchicalTestEngine<EngineContext> {

  /** The engine id, for {@code @IncludeEngines("topnkit")}. */
  public static final String ID = "topnkit";

  @Override
  public String getId() {
    return ID;
  }

  @Override
  public Optional<String> getGroupId() {
    return Optional.of("io.github.topnkit");
  }

  @Override
  public Optional<String> getArtifactId() {
    return Optional.of("topnkit-junit-engine");
  }

  @Override
  public TestDescriptor discover(EngineDiscoveryRequest request, UniqueId uniqueId) {
    return SpecDiscovery.discover(request, uniqueId);
  }

  @Override
  protected HierarchicalTestExecutorService createExecutorService(ExecutionRequest request) {
    ConfigurationParameters parameters = request.getConfigurationParameters();
    if (runsInParallel(parameters)) {
      return new ForkJoinPoolHierarchicalTestExecutorService(
          new PrefixedConfigurationParameters(parameters, EngineConfig.PARALLEL_CONFIG_PREFIX));
    }
    return super.createExecutorService(request);
  }

  /**
   * Cases run in parallel when only the reference engine runs them, as each run is independent and
   * in memory; with Flink they run one at a time on the shared MiniCluster.
   */
  static boolean runsInParallel(ConfigurationParameters parameters) {
    if (!EngineConfig.problems(parameters).isEmpty()) {
      // Discovery reports the bad value; the cases are not run.
      return false;
    }
    EngineConfig config = EngineConfig.from(parameters);
    return config.parallel() && !config.flinkEnabled();
  }

  @Override
  protected EngineContext createExecutionContext(ExecutionRequest request) {
    return EngineContext.create(request);
  }
}
