package io.github.topnkit.benchmarks;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.linter.LintOptions;
import io.github.topnkit.linter.Linter;
import org.junit.jupiter.api.Test;

class InterleavedRatiosTest {

  @Test
  void measuresBothOperationsOnTheSameScript() throws Exception {
    InterleavedRatios.Times t =
        InterleavedRatios.measure(new Linter(LintOptions.defaults()), Workload.TOP_N.script(), 1);

    assertThat(t.lintWall()).isPositive();
    assertThat(t.parseWall()).isPositive();
    assertThat(t.lintCpu()).isPositive();
    // A lint parses the script and then analyzes it: it cannot take less CPU than the parse.
    assertThat(t.lintCpu()).isGreaterThan(t.parseCpu() * 0.9);
  }
}
