package io.github.topnkit.benchmarks;

import io.github.topnkit.linter.LintOptions;
import io.github.topnkit.linter.Linter;
import io.github.topnkit.linter.parse.SourceFile;
import io.github.topnkit.linter.parse.SqlFrontEnd;
import java.io.PrintStream;
import org.apache.calcite.sql.parser.SqlParseException;
import org.apache.calcite.sql.parser.SqlParser;

/**
 * The lint/parse ratio of {@link TopNBenchmark}, measured by alternating blocks of lints and bare
 * parses in one JVM: on a machine whose speed drifts over minutes, JMH's benchmarks, which run one
 * after another, can land in different phases of the drift, and blocks that alternate cannot. The
 * JVM first warms up on all workloads in turn, so that the first one measured is not the least
 * compiled. {@code java -cp benchmarks.jar io.github.topnkit.benchmarks.InterleavedRatios [warm-up
 * seconds] [rounds]}.
 */
public final class InterleavedRatios {

  private static final int BLOCK = 100;

  /** Lints so far, for a new file path each time. */
  private static long files;

  /** Microseconds per operation, by wall clock and by CPU time ({@link CpuTime}). */
  record Times(double lintWall, double lintCpu, double parseWall, double parseCpu) {}

  private InterleavedRatios() {}

  public static void main(String[] args) throws SqlParseException {
    int warmUp = args.length > 0 ? Integer.parseInt(args[0]) : 60;
    int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 20;
    PrintStream out = System.out;
    out.printf(
        "  %-14s %10s %10s %10s %10s %11s %11s%n",
        "workload", "lint µs", "lint cpu", "parse µs", "parse cpu", "wall ratio", "cpu ratio");
    Linter linter = new Linter(LintOptions.defaults());
    long end = System.nanoTime() + warmUp * 1_000_000_000L;
    while (System.nanoTime() < end) {
      for (Workload workload : Workload.values()) {
        measure(linter, workload.script(), 1);
      }
    }
    for (Workload workload : Workload.values()) {
      Times t = measure(linter, workload.script(), rounds);
      out.printf(
          "  %-14s %10.0f %10.0f %10.0f %10.0f %11.2f %11.2f%n",
          workload,
          t.lintWall(),
          t.lintCpu(),
          t.parseWall(),
          t.parseCpu(),
          t.lintWall() / t.parseWall(),
          t.lintCpu() / t.parseCpu());
    }
  }

  static Times measure(Linter linter, String text, int rounds) throws SqlParseException {
    SqlParser.Config config = SqlFrontEnd.parserConfig();
    CpuTime lintCpu = new CpuTime();
    CpuTime parseCpu = new CpuTime();
    long lintNanos = 0;
    long parseNanos = 0;
    for (int r = 0; r < rounds; r++) {
      long start = System.nanoTime();
      for (int i = 0; i < BLOCK; i++) {
        lintCpu.start();
        lint(linter, text);
        lintCpu.stop();
      }
      long middle = System.nanoTime();
      for (int i = 0; i < BLOCK; i++) {
        parseCpu.start();
        SqlParser.create(text, config).parseStmtList();
        parseCpu.stop();
      }
      lintNanos += middle - start;
      parseNanos += System.nanoTime() - middle;
    }
    double ops = (double) rounds * BLOCK * 1000;
    return new Times(
        lintNanos / ops, lintCpu.cpuNanos / ops, parseNanos / ops, parseCpu.cpuNanos / ops);
  }

  /** A lint of a file path the linter has not seen, so that its caches do not answer. */
  private static void lint(Linter linter, String text) {
    linter.lint(SourceFile.of("workload-" + (++files) + ".sql", text));
  }
}
