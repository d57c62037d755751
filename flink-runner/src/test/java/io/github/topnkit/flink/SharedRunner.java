package io.github.topnkit.flink;

import java.time.Duration;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;

/**
 * Gives tests the one {@link FlinkCaseRunner} of the test run, so all test classes share one
 * MiniCluster; it closes when the run ends and reports how long the cluster took to start.
 */
final class SharedRunner implements ParameterResolver {

  @Override
  public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
    return parameter.getParameter().getType() == FlinkCaseRunner.class;
  }

  @Override
  public FlinkCaseRunner resolveParameter(ParameterContext parameter, ExtensionContext context) {
    return context
        .getRoot()
        .getStore(ExtensionContext.Namespace.GLOBAL)
        .getOrComputeIfAbsent(Holder.class, k -> new Holder(), Holder.class)
        .runner;
  }

  /** Closes the runner at the end of the test run. */
  private static final class Holder implements AutoCloseable {

    final FlinkCaseRunner runner = new FlinkCaseRunner();

    @Override
    public void close() {
      System.out.println(
          "[timing] MiniCluster startup: "
              + runner.startupTime().map(Duration::toMillis).orElse(-1L)
              + " ms, cluster starts: "
              + runner.cluster().starts());
      runner.close();
    }
  }
}
