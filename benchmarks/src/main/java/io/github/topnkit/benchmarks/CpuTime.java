package io.github.topnkit.benchmarks;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * The CPU time the benchmark thread spends in its operations, reported beside JMH's wall-clock
 * score: on a shared machine the wall clock also counts time spent waiting for a core, the CPU time
 * does not. {@link Ratios} divides {@code cpuNanos} by {@code calls}.
 */
@State(Scope.Thread)
@AuxCounters(AuxCounters.Type.EVENTS)
public class CpuTime {

  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

  public long cpuNanos;
  public long calls;

  @Setup(Level.Iteration)
  public void reset() {
    cpuNanos = 0;
    calls = 0;
  }

  long start() {
    return THREADS.getCurrentThreadCpuTime();
  }

  void stop(long start) {
    cpuNanos += THREADS.getCurrentThreadCpuTime() - start;
    calls++;
  }
}
