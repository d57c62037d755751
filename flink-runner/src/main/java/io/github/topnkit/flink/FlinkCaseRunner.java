package io.github.topnkit.flink;

import static java.util.Objects.requireNonNull;

import io.github.topnkit.linter.target.FlinkRelease;
import io.github.topnkit.spec.SpecCase;
import io.github.topnkit.spec.run.CaseRun;
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
    return "flink " + flinkRelease();
  }

  @Override
  public FlinkRelease flinkRelease() {
    return FlinkRelease.of(classpathVersion());
  }

  /** The version of the Flink runtime on the class path, read without starting anything. */
  public static String classpathVersion() {
    return EnvironmentInformation.getVersion();
  }

  @Override
  public RunOutcome run(CaseRun caseRun) {
    requireNonNull(caseRun, "caseRun is null");
    SpecCase specCase = caseRun.specCase();
    MiniClusterExecutors executors;
    try {
      executors = cluster.executors();
    } catch (Exception e) {
      return new RunOutcome.Failed(
          RunOutcome.Phase.SETUP,
          "the Flink MiniCluster did not start: " + Failures.chain(e),
          Optional.empty(),
          Optional.of(e));
    }
    RunState run = RunRegistry.open();
    try {
      StreamTableEnvironment env = TableEnvironments.create(executors, caseRun.mode());
      return new CaseExecution(specCase, env, run, new JobWaiter(cluster, caseRun.timeout())).run();
    } catch (RuntimeException | StackOverflowError e) {
      return new RunOutcome.Failed(
          RunOutcome.Phase.SETUP,
          Failures.chain(e),
          Optional.of(specCase.position()),
          Optional.of(e));
    } finally {
      RunRegistry.close(run.id());
    }
  }

  /** How long the MiniCluster took to start; empty before the first case. */
  @Override
  public Optional<Duration> startupTime() {
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
