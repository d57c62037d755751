package io.github.topnkit.flink;

import io.github.topnkit.spec.Position;
import io.github.topnkit.spec.run.RunOutcome;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Supplier;
import org.apache.flink.core.execution.JobClient;

/**
 * Waits for a case's jobs within the case's time limit. A job still running at the limit is
 * cancelled; one that does not stop costs the cluster a restart, so the next case finds it clean.
 */
final class JobWaiter {

  private static final Duration CANCEL_WAIT = Duration.ofSeconds(30);

  private final FlinkCluster cluster;
  private final Duration timeout;
  private final long deadline;

  JobWaiter(FlinkCluster cluster, Duration timeout) {
    this.cluster = cluster;
    this.timeout = timeout;
    this.deadline = System.nanoTime() + timeout.toNanos();
  }

  /** Stops the case when its time is up before the statement at {@code where} starts. */
  void checkDeadline(Supplier<Position> where) {
    if (System.nanoTime() - deadline > 0) {
      throw new Stop(
          new RunOutcome.TimedOut(
              timeout, "the time was up before the statement at " + where.get() + " ran"));
    }
  }

  /** Waits for the job to finish; a failure or the time limit ends the case. */
  void await(JobClient job, Supplier<Position> where) {
    try {
      job.getJobExecutionResult()
          .get(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
    } catch (TimeoutException e) {
      cancel(job);
      throw new Stop(
          new RunOutcome.TimedOut(
              timeout,
              "job "
                  + job.getJobID()
                  + " of the statement at "
                  + where.get()
                  + " did not finish in time and was cancelled"));
    } catch (ExecutionException e) {
      Throwable cause = Failures.jobCause(e);
      throw new Stop(
          new RunOutcome.Failed(
              RunOutcome.Phase.RUNTIME,
              Failures.chain(cause),
              Optional.of(where.get()),
              Optional.of(cause)));
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      cancel(job);
      throw new Stop(
          new RunOutcome.TimedOut(
              timeout,
              "interrupted while job " + job.getJobID() + " was running; it was cancelled"));
    }
  }

  private void cancel(JobClient job) {
    try {
      job.cancel().get(CANCEL_WAIT.toMillis(), TimeUnit.MILLISECONDS);
      job.getJobExecutionResult()
          .handle((result, failure) -> null)
          .get(CANCEL_WAIT.toMillis(), TimeUnit.MILLISECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      cluster.restart();
    } catch (ExecutionException | TimeoutException | RuntimeException e) {
      cluster.restart();
    }
  }
}
