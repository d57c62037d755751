package io.github.topnkit.flink;

import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.configuration.CoreOptions;
import org.apache.flink.configuration.RestOptions;
import org.apache.flink.runtime.minicluster.MiniCluster;
import org.apache.flink.runtime.minicluster.MiniClusterConfiguration;
import org.apache.flink.runtime.resourcemanager.ResourceOverview;

/**
 * The one MiniCluster of a test run: started on first use, checked before each case and restarted
 * when it lost its TaskManager or a job would not stop, closed by {@link #close()} or at JVM exit.
 */
final class FlinkCluster implements AutoCloseable {

  /** Slots beyond the one a case needs, so a job still being cancelled does not block the next. */
  private static final int SLOTS = 4;

  private static final Duration HEALTH_CHECK_TIMEOUT = Duration.ofSeconds(10);

  private MiniCluster cluster;
  private MiniClusterExecutors executors;
  private Duration startupTime;
  private Thread shutdownHook;
  private int starts;

  /** The running cluster's executors, starting or restarting the cluster when needed. */
  synchronized MiniClusterExecutors executors() throws Exception {
    if (cluster != null && !healthy()) {
      stop();
    }
    if (cluster == null) {
      start();
    }
    return executors;
  }

  /** Stops the cluster; the next case starts a fresh one. */
  synchronized void restart() {
    stop();
  }

  /** How long the first start of the cluster took; empty until it started. */
  synchronized Optional<Duration> startupTime() {
    return Optional.ofNullable(startupTime);
  }

  /** How often the cluster was started: 1, plus one for each restart. */
  synchronized int starts() {
    return starts;
  }

  /** The running cluster, for tests that break it on purpose. */
  synchronized Optional<MiniCluster> running() {
    return Optional.ofNullable(cluster);
  }

  @Override
  public synchronized void close() {
    stop();
    if (shutdownHook != null) {
      try {
        Runtime.getRuntime().removeShutdownHook(shutdownHook);
      } catch (IllegalStateException alreadyShuttingDown) {
        // The hook is running or ran: nothing left to remove.
      }
      shutdownHook = null;
    }
  }

  private void start() throws Exception {
    Configuration config = new Configuration();
    // A random port: parallel builds on one machine must not fight over 8081.
    config.set(RestOptions.BIND_PORT, "0");
    // Jobs resolve every class from the loader the kit and Flink came from (see TableEnvironments).
    config.set(CoreOptions.CLASSLOADER_RESOLVE_ORDER, "parent-first");
    long begin = System.nanoTime();
    MiniCluster started =
        new MiniCluster(
            new MiniClusterConfiguration.Builder()
                .setConfiguration(config)
                .setNumTaskManagers(1)
                .setNumSlotsPerTaskManager(SLOTS)
                .build());
    try {
      started.start();
    } catch (Exception e) {
      started.close();
      throw e;
    }
    if (startupTime == null) {
      startupTime = Duration.ofNanos(System.nanoTime() - begin);
    }
    cluster = started;
    executors = new MiniClusterExecutors(started);
    starts++;
    if (shutdownHook == null) {
      shutdownHook = new Thread(this::stop, "topnkit-minicluster-shutdown");
      Runtime.getRuntime().addShutdownHook(shutdownHook);
    }
  }

  private boolean healthy() {
    if (!cluster.isRunning()) {
      return false;
    }
    try {
      ResourceOverview overview =
          cluster.getResourceOverview().get(HEALTH_CHECK_TIMEOUT.toMillis(), TimeUnit.MILLISECONDS);
      return overview.getNumberTaskManagers() >= 1 && overview.getNumberRegisteredSlots() >= SLOTS;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return false;
    } catch (Exception e) {
      return false;
    }
  }

  private synchronized void stop() {
    if (cluster == null) {
      return;
    }
    try {
      cluster.close();
    } catch (Exception e) {
      // A cluster that fails to close is dropped anyway; the next case starts a new one.
    } finally {
      cluster = null;
      executors = null;
    }
  }
}
