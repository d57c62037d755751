package io.github.topnkit.linter;

import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The daemon threads with a {@linkplain Linter#STACK_BYTES large stack} that files are linted on.
 * They are kept for a while and reused: a test suite or a build lints hundreds of files one after
 * another, and starting a thread per file cost more than parsing a small one.
 */
final class LintThreads {

  private static final AtomicInteger COUNT = new AtomicInteger();

  private static final ExecutorService THREADS =
      new ThreadPoolExecutor(
          0,
          Integer.MAX_VALUE,
          30,
          TimeUnit.SECONDS,
          // A hand-off queue: every file gets a thread at once, so a lint that waits for another
          // lint (the JUnit engine's checks inside a linted run) never waits for a free thread.
          new SynchronousQueue<>(),
          work -> {
            Thread t =
                new Thread(
                    null, work, "topnkit-lint-" + COUNT.incrementAndGet(), Linter.STACK_BYTES);
            t.setDaemon(true);
            return t;
          });

  private LintThreads() {}

  static <T> Future<T> submit(Callable<T> work) {
    return THREADS.submit(work);
  }
}
