package io.github.topnkit.benchmarks;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * The CPU time the benchmark's operations take on the benchmark thread and on the linter's own
 * threads, reported beside JMH's wall-clock score: on a shared machine the wall clock also counts
 * time spent waiting for a core, the CPU time does not. The linter works on a thread of its own
 * while the caller waits, so that thread's time is counted; the JIT compiler's and the collector's
 * threads are not. {@link Ratios} divides {@code cpuNanos} by {@code calls}.
 */
@State(Scope.Thread)
@AuxCounters(AuxCounters.Type.EVENTS)
public class CpuTime {

  /** The name prefix of the linter's threads ({@code LintThreads}). */
  static final String LINT_THREAD_PREFIX = "topnkit-lint-";

  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

  public long cpuNanos;
  public long calls;

  /** The CPU time of each counted thread when the running operation started. */
  private final Map<Long, Long> atStart = new HashMap<>();

  @Setup(Level.Iteration)
  public void reset() {
    cpuNanos = 0;
    calls = 0;
  }

  /** Notes the CPU time so far of this thread and of every live linter thread. */
  void start() {
    atStart.clear();
    atStart.put(Thread.currentThread().getId(), THREADS.getCurrentThreadCpuTime());
    for (Thread t : lintThreads()) {
      atStart.put(t.getId(), Math.max(0, THREADS.getThreadCpuTime(t.getId())));
    }
  }

  /**
   * Adds what those threads, and linter threads started since, have used since {@link #start}. A
   * linter thread that ended meanwhile is left out: the pool keeps busy threads.
   */
  void stop() {
    long used = THREADS.getCurrentThreadCpuTime() - atStart.get(Thread.currentThread().getId());
    for (Thread t : lintThreads()) {
      long now = THREADS.getThreadCpuTime(t.getId());
      if (now > 0) {
        used += now - atStart.getOrDefault(t.getId(), 0L);
      }
    }
    cpuNanos += used;
    calls++;
  }

  private static List<Thread> lintThreads() {
    List<Thread> lint = new ArrayList<>();
    for (Thread t : allThreads()) {
      if (t != null && t.getName().startsWith(LINT_THREAD_PREFIX)) {
        lint.add(t);
      }
    }
    return lint;
  }

  private static Thread[] allThreads() {
    ThreadGroup root = Thread.currentThread().getThreadGroup();
    while (root.getParent() != null) {
      root = root.getParent();
    }
    Thread[] threads = new Thread[root.activeCount() + 16];
    root.enumerate(threads, true);
    return threads;
  }
}
