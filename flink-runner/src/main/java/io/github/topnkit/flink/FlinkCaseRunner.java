package io.github.topnkit.flink;

import static java.util.Objects.requireNonNull;

import io.github.topnkit.spec.Mode;
import io.github.topnkit.spec.SpecCase;
import io.github.topnkit.spec.run.CaseRunner;
import io.github.topnkit.spec.run.RunOutcome;
import java.time.Duration;
import java.util.Optional;
import org.apache.flink.runtime.util.EnvironmentInformation;
import org.apache.flink.table.api.bridge.java.StreamTableEnvironment;

/**
 * Runs spec cases on a real Flink MiniCluster, deterministically: one cluster for all cases, each
 * case in a fresh table environment at parallelism 1, with the DDL's connectors replaced by the
 * kit's input-replaying source and capturing sink.
 */
public final class FlinkCaseRunner implements CaseRunner {

  /** The time limit a case gets unless the caller says otherwise. */
  public static final Duration DEFAULT_TIMEOUT = Duration.ofSeconds(60);

  private final FlinkCluster cluster = new FlinkCluster();

  @Override
  public String name() {
    return "flink " + flinkVersion();
  }

  @Override
  public String flinkVersion() {
    return classpathVersion();
  }

  /** The version of the Flink runtime on the class path, read without starting anything. */
  public static String classpathVersion() {
    return EnvironmentInformation.getVersion();
  }

  @Override
  public RunOutcome run(SpecCase specCase, Mode mode, Duration timeout) {
    requireNonNull(specCase, "specCase is null");
    requireNonNull(timeout, "timeout is null");
    if (mode != Mode.STREAMING && mode != Mode.BATCH) {
      throw new IllegalArgumentException("a run is streaming or batch, not " + mode);
    }
    MiniClusterExecutors executors;
    try {
      executors = cluster.executors();
    } catch (Exception e) {
      return new RunOutcome.Failed(
          RunOutcome.Phase.SETUP,
          "the Flink MiniCluster did not start: " + Failures.chain(e),
          Optional.empty(),
          e);
    }
    RunState run = RunRegistry.open();
    try {
      StreamTableEnvironment env = TableEnvironments.create(executors, mode);
      return new CaseExecution(specCase, env, run, new JobWaiter(cluster, timeout)).run();
    } catch (RuntimeException | StackOverflowError e) {
      return new RunOutcome.Failed(
          RunOutcome.Phase.SETUP, Failures.chain(e), Optional.of(specCase.position()), e);
    } finally {
      RunRegistry.close(run.id());
    }
  }

  /** How long the MiniCluster took to start; empty before the first case. */
  public Optional<Duration> clusterStartupTime() {
    return cluster.startupTime();
  }

  /** Closes the MiniCluster; a later case would start a new one. */
  @Override
  public void close() {
    cluster.close();
  }

  FlinkCluster cluster() {
    return cluster;
  }
}
