package io.github.topnkit.flink;

import java.util.concurrent.CompletableFuture;
import java.util.stream.Stream;
import org.apache.flink.api.dag.Pipeline;
import org.apache.flink.client.deployment.executors.PipelineExecutorUtils;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.core.execution.JobClient;
import org.apache.flink.core.execution.PipelineExecutor;
import org.apache.flink.core.execution.PipelineExecutorFactory;
import org.apache.flink.core.execution.PipelineExecutorServiceLoader;
import org.apache.flink.runtime.minicluster.MiniCluster;
import org.apache.flink.runtime.minicluster.MiniClusterJobClient;
import org.apache.flink.streaming.api.graph.StreamGraph;

/**
 * Hands every pipeline of an execution environment to one running {@link MiniCluster}, so jobs
 * share the cluster instead of each starting its own (as Flink's local executor would).
 */
final class MiniClusterExecutors implements PipelineExecutorServiceLoader {

  /** The {@code execution.target} that selects this executor. */
  static final String TARGET = "topnkit-minicluster";

  private final MiniCluster cluster;

  MiniClusterExecutors(MiniCluster cluster) {
    this.cluster = cluster;
  }

  @Override
  public PipelineExecutorFactory getExecutorFactory(Configuration configuration) {
    return new PipelineExecutorFactory() {
      @Override
      public String getName() {
        return TARGET;
      }

      @Override
      public boolean isCompatibleWith(Configuration config) {
        return true;
      }

      @Override
      public PipelineExecutor getExecutor(Configuration config) {
        return MiniClusterExecutors.this::submit;
      }
    };
  }

  @Override
  public Stream<String> getExecutorNames() {
    return Stream.of(TARGET);
  }

  private CompletableFuture<JobClient> submit(
      Pipeline pipeline, Configuration configuration, ClassLoader userClassLoader)
      throws Exception {
    StreamGraph graph = PipelineExecutorUtils.getStreamGraph(pipeline, configuration);
    return cluster
        .submitJob(graph)
        .thenApply(
            result ->
                new MiniClusterJobClient(
                    result.getJobID(),
                    cluster,
                    userClassLoader,
                    MiniClusterJobClient.JobFinalizationBehavior.NOTHING));
  }
}
