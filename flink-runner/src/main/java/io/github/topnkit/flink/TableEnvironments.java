package io.github.topnkit.flink;

import io.github.topnkit.linter.target.ExecutionMode;
import java.util.List;
import org.apache.flink.api.common.RuntimeExecutionMode;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.configuration.CoreOptions;
import org.apache.flink.configuration.DeploymentOptions;
import org.apache.flink.configuration.ExecutionOptions;
import org.apache.flink.configuration.PipelineOptions;
import org.apache.flink.configuration.RestartStrategyOptions;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.table.api.EnvironmentSettings;
import org.apache.flink.table.api.bridge.java.StreamTableEnvironment;
import org.apache.flink.table.api.config.ExecutionConfigOptions;
import org.apache.flink.table.api.config.TableConfigOptions;

/**
 * Creates the fresh table environment each case runs in: parallelism 1, no restarts, the session
 * time zone UTC unless the case sets it, jobs submitted to the shared MiniCluster.
 */
final class TableEnvironments {

  private TableEnvironments() {}

  static StreamTableEnvironment create(MiniClusterExecutors executors, ExecutionMode mode) {
    RuntimeExecutionMode runtimeMode =
        mode == ExecutionMode.BATCH ? RuntimeExecutionMode.BATCH : RuntimeExecutionMode.STREAMING;
    Configuration config = new Configuration();
    config.set(DeploymentOptions.TARGET, MiniClusterExecutors.TARGET);
    config.set(DeploymentOptions.ATTACHED, true);
    config.set(ExecutionOptions.RUNTIME_MODE, runtimeMode);
    // One subtask per operator: the only setting in which Flink's changelog order is defined.
    config.set(CoreOptions.DEFAULT_PARALLELISM, 1);
    // Fail fast: a restarted job would replay the input and duplicate the output.
    config.set(RestartStrategyOptions.RESTART_STRATEGY, "none");
    // A job without a class path gets the JVM's system class loader as its user-code loader, which
    // lacks Flink's operators when Flink was loaded by another loader (a Maven plugin's realm).
    // Naming the kit's own code as the class path gives the job a loader below the kit's loader.
    config.set(PipelineOptions.CLASSPATHS, List.of(codeSource()));
    ClassLoader classLoader = TableEnvironments.class.getClassLoader();
    StreamExecutionEnvironment env = new StreamExecutionEnvironment(executors, config, classLoader);

    EnvironmentSettings.Builder settings =
        EnvironmentSettings.newInstance().withClassLoader(classLoader);
    if (mode == ExecutionMode.BATCH) {
      settings.inBatchMode();
    } else {
      settings.inStreamingMode();
    }
    StreamTableEnvironment tableEnv = StreamTableEnvironment.create(env, settings.build());
    applyDefaults(tableEnv.getConfig().getConfiguration());
    return tableEnv;
  }

  private static String codeSource() {
    return TableEnvironments.class.getProtectionDomain().getCodeSource().getLocation().toString();
  }

  /**
   * {@code SET 'key' = 'value'}, as Flink's SQL client does it: the table environment itself only
   * plans statements, the client keeps the session configuration.
   */
  static void set(StreamTableEnvironment env, String key, String value) {
    env.getConfig().set(key, value);
  }

  /** {@code RESET 'key'}, or {@code RESET} for every key: back to the kit's session defaults. */
  static void reset(StreamTableEnvironment env, String key) {
    Configuration session = env.getConfig().getConfiguration();
    if (key == null) {
      session.keySet().forEach(session::removeKey);
    } else {
      session.removeKey(key);
    }
    applyDefaults(session);
  }

  private static void applyDefaults(Configuration session) {
    if (!session.contains(TableConfigOptions.LOCAL_TIME_ZONE)) {
      session.set(TableConfigOptions.LOCAL_TIME_ZONE, "UTC");
    }
    if (!session.contains(ExecutionConfigOptions.TABLE_EXEC_RESOURCE_DEFAULT_PARALLELISM)) {
      session.set(ExecutionConfigOptions.TABLE_EXEC_RESOURCE_DEFAULT_PARALLELISM, 1);
    }
  }
}
