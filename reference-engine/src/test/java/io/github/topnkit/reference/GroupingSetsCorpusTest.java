package io.github.topnkit.reference;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.linter.target.ExecutionMode;
import io.github.topnkit.linter.target.FlinkVersion;
import io.github.topnkit.spec.SpecCase;
import io.github.topnkit.spec.SpecFile;
import io.github.topnkit.spec.run.RunOutcome;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The GROUPING SETS, ROLLUP and CUBE cases of window-tvf/grouping-sets.spec.yaml (recorded on Flink
 * 2.3.0) run on the reference engine in every mode they declare and agree with Flink.
 */
class GroupingSetsCorpusTest {

  private static final String FILE = "window-tvf/grouping-sets.spec.yaml";

  static Stream<String> cases() {
    return SpecChecks.load(FILE).cases().stream().map(SpecCase::name);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void agreesWithFlink(String name) {
    SpecFile file = SpecChecks.load(FILE);
    SpecCase c = SpecChecks.named(file, name);
    ReferenceCaseRunner runner = new ReferenceCaseRunner(FlinkVersion.V2_3);
    List<ExecutionMode> ran = new ArrayList<>();
    for (ExecutionMode mode : c.mode().runs()) {
      if (!c.expectations(mode).hasOutputExpectation()) {
        continue;
      }
      RunOutcome outcome = runner.run(c, mode, ReferenceEngine.TIMEOUT);
      assertThat(outcome)
          .as("%s (%s)", name, mode.label())
          .isNotInstanceOf(RunOutcome.Unsupported.class);
      assertThat(SpecChecks.problems(c, mode, outcome, FlinkVersion.V2_3))
          .as("%s (%s)", name, mode.label())
          .isEmpty();
      ran.add(mode);
    }
    assertThat(ran).contains(ExecutionMode.STREAMING);
  }
}
