package io.github.topnkit.benchmarks;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class CpuTimeTest {

  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

  @Test
  void countsTheWorkOfALinterThreadTheCallerWaitsFor() throws Exception {
    CpuTime cpu = new CpuTime();
    cpu.reset();
    CountDownLatch worked = new CountDownLatch(1);
    CountDownLatch measured = new CountDownLatch(1);
    AtomicLong used = new AtomicLong();
    Thread lint =
        new Thread(
            () -> {
              long start = THREADS.getCurrentThreadCpuTime();
              spin(50_000_000L);
              used.set(THREADS.getCurrentThreadCpuTime() - start);
              worked.countDown();
              await(measured);
            },
            CpuTime.LINT_THREAD_PREFIX + "test");

    cpu.start();
    lint.start();
    worked.await();
    cpu.stop();
    measured.countDown();
    lint.join();

    assertThat(cpu.calls).isEqualTo(1);
    assertThat(cpu.cpuNanos).isGreaterThanOrEqualTo(used.get()).isGreaterThan(40_000_000L);
  }

  @Test
  void leavesOutOtherThreads() throws Exception {
    CpuTime cpu = new CpuTime();
    cpu.reset();
    Thread other = new Thread(() -> spin(50_000_000L), "not-the-linter");

    cpu.start();
    other.start();
    other.join();
    cpu.stop();

    assertThat(cpu.cpuNanos).isLessThan(40_000_000L);
  }

  /** Burns this much CPU time of the calling thread. */
  private static void spin(long nanos) {
    long end = THREADS.getCurrentThreadCpuTime() + nanos;
    long x = 0;
    while (THREADS.getCurrentThreadCpuTime() < end) {
      x += System.nanoTime() & 1;
    }
    if (x == 42) {
      System.out.print("");
    }
  }

  private static void await(CountDownLatch latch) {
    try {
      latch.await();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
