package io.github.topnkit.junit.execution;

import io.github.topnkit.flink.FlinkCaseRunner;
import io.github.topnkit.linter.FlinkVersion;
import io.github.topnkit.reference.ReferenceCaseRunner;
import io.github.topnkit.spec.run.CaseRunner;
import java.time.Duration;
import java.util.Optional;

/**
 * The engines of one engine execution: the reference engine for every case, and Flink (its
 * MiniCluster started by the first case that needs it) when {@code topnkit.flink.enabled} is on.
 * Both behave as the Flink version on the class path.
 */
final class CaseEngines implements AutoCloseable {

  private final boolean flinkEnabled;
  private final String version = FlinkCaseRunner.classpathVersion();
  private CaseRunner reference;
  private FlinkCaseRunner flink;

  CaseEngines(boolean flinkEnabled) {
    this.flinkEnabled = flinkEnabled;
  }

  /** The Flink version the cases are checked against, such as {@code 2.3.0}. */
  String version() {
    return version;
  }

  boolean flinkEnabled() {
    return flinkEnabled;
  }

  synchronized CaseRunner reference() {
    if (reference == null) {
      reference = new ReferenceCaseRunner(FlinkVersion.parse(version));
    }
    return reference;
  }

  synchronized CaseRunner flink() {
    if (!flinkEnabled) {
      throw new IllegalStateException("Flink runs are off");
    }
    if (flink == null) {
      flink = new FlinkCaseRunner();
    }
    return flink;
  }

  /** The MiniCluster's start-up time, once a Flink run started it. */
  synchronized Optional<Duration> clusterStartupTime() {
    return flink == null ? Optional.empty() : flink.clusterStartupTime();
  }

  @Override
  public synchronized void close() {
    if (flink != null) {
      flink.close();
      flink = null;
    }
    if (reference != null) {
      reference.close();
      reference = null;
    }
  }
}
