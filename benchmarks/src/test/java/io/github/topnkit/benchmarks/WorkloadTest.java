package io.github.topnkit.benchmarks;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.linter.LintOptions;
import io.github.topnkit.linter.Linter;
import io.github.topnkit.linter.diag.Diagnostic;
import io.github.topnkit.linter.parse.SourceFile;
import io.github.topnkit.linter.parse.SqlFrontEnd;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Holds the workloads to the path the benchmark means to time: whole-file parses, full analysis.
 */
class WorkloadTest {

  private static final int TABLES = Workload.ddlStatements().size();

  @ParameterizedTest
  @EnumSource(Workload.class)
  void theLinterParsesTheWholeScriptInOnePass(Workload workload) {
    var script = new SqlFrontEnd().parse(SourceFile.of("w.sql", workload.script()));
    assertThat(script.problems()).isEmpty();
    assertThat(script.statements()).hasSize(TABLES + workload.statements().size());
  }

  @ParameterizedTest
  @EnumSource(Workload.class)
  void theBareParseReadsTheSameStatements(Workload workload) throws Exception {
    TopNBenchmark benchmark = new TopNBenchmark();
    benchmark.workload = workload;
    benchmark.setUp();
    assertThat(benchmark.parse(new CpuTime())).hasSize(TABLES + workload.statements().size());
  }

  @ParameterizedTest
  @EnumSource(Workload.class)
  void theLinterAnalyzesEveryStatement(Workload workload) {
    var result = new Linter(LintOptions.defaults()).lint(SourceFile.of("w.sql", workload.script()));
    assertThat(result.diagnostics())
        .extracting(Diagnostic::ruleId)
        .doesNotContain("RuleCrashed", "AnalysisIncomplete", "SyntaxError", "UnknownTable");
  }
}
