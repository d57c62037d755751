package io.github.topnkit.benchmarks;

import io.github.topnkit.linter.LintOptions;
import io.github.topnkit.linter.LintResult;
import io.github.topnkit.linter.Linter;
import io.github.topnkit.linter.parse.SourceFile;
import io.github.topnkit.linter.parse.SqlFrontEnd;
import java.util.concurrent.TimeUnit;
import org.apache.calcite.sql.SqlNodeList;
import org.apache.calcite.sql.parser.SqlParseException;
import org.apache.calcite.sql.parser.SqlParser;
import org.apache.flink.table.api.EnvironmentSettings;
import org.apache.flink.table.api.ExplainDetail;
import org.apache.flink.table.api.TableEnvironment;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Compares, on the same statements, a full lint of the script, a bare parse of it with Flink's
 * parser as the linter configures it, and a warm Flink planner explaining each statement. Each
 * operation handles the whole workload; {@link CpuTime} adds its CPU time to the wall-clock score.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(1)
// The parser and the planner are large: their code needs tens of seconds of warm-up to be compiled,
// longer on a busy machine where the JIT threads wait for a core.
@Warmup(iterations = 10, time = 3)
@Measurement(iterations = 5, time = 3)
@State(Scope.Benchmark)
public class TopNBenchmark {

  @Param({"ALL", "WINDOW_TOP_N", "TOP_N", "MISTAKES"})
  public Workload workload;

  private SourceFile script;
  private SqlParser.Config parserConfig;
  private Linter linter;
  private long lints;

  @Setup
  public void setUp() {
    script = SourceFile.of("workload.sql", workload.script());
    parserConfig = SqlFrontEnd.parserConfig();
    linter = new Linter(LintOptions.defaults());
    // A script that fails to parse whole is re-parsed statement by statement: not the path to time.
    if (!new SqlFrontEnd().parse(script).problems().isEmpty()) {
      throw new IllegalStateException("workload " + workload + " does not parse cleanly");
    }
  }

  @Benchmark
  public LintResult lint(CpuTime cpu) {
    // A new path each time: the linter keeps recently parsed files and their analyses, and the
    // same file again would time those caches instead of a lint.
    SourceFile file = SourceFile.of("workload-" + (++lints) + ".sql", script.text());
    cpu.start();
    LintResult result = linter.lint(file);
    cpu.stop();
    return result;
  }

  @Benchmark
  public SqlNodeList parse(CpuTime cpu) throws SqlParseException {
    cpu.start();
    SqlNodeList result = SqlParser.create(script.text(), parserConfig).parseStmtList();
    cpu.stop();
    return result;
  }

  @Benchmark
  public void planner(Planner planner, CpuTime cpu, Blackhole blackhole) {
    cpu.start();
    for (String statement : workload.statements()) {
      blackhole.consume(planner.explain(statement));
    }
    cpu.stop();
  }

  /** A warm streaming {@link TableEnvironment} with the workload tables, created once per run. */
  @State(Scope.Benchmark)
  public static class Planner {

    private TableEnvironment env;

    @Setup
    public void setUp() {
      env = TableEnvironment.create(EnvironmentSettings.inStreamingMode());
      for (String ddl : Workload.ddlStatements()) {
        env.executeSql(ddl);
      }
      // Uncaught on purpose: a planner that fails to load must not be timed as fast rejections.
      env.explainSql(Workload.TOP_N.statements().get(0), ExplainDetail.CHANGELOG_MODE);
    }

    /** Flink's plan with changelog modes, or its error: rejections are part of the workload. */
    String explain(String statement) {
      try {
        return env.explainSql(statement, ExplainDetail.CHANGELOG_MODE);
      } catch (RuntimeException e) {
        return String.valueOf(e.getMessage());
      }
    }
  }
}
