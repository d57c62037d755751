package io.github.topnkit.reference;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.linter.FlinkVersion;
import io.github.topnkit.spec.Mode;
import io.github.topnkit.spec.SpecCase;
import io.github.topnkit.spec.run.RunOutcome;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Corpus cases (recorded on Flink 2.3.0) of the aggregations over windows that are not window TVF
 * aggregations: the legacy {@code GROUP BY TUMBLE(...)} group window, and a SESSION TVF followed by
 * a regular GROUP BY because its group keys are not the session's PARTITION BY keys.
 */
class GroupWindowCorpusTest {

  private final ReferenceCaseRunner runner = new ReferenceCaseRunner(FlinkVersion.V2_3);

  @ParameterizedTest(name = "{1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "docs/window-tvf-guide.spec.yaml|SESSION with a 5-minute gap over all accounts, then"
            + " grouped by account",
        "docs/window-tvf-guide.spec.yaml|the old GROUP BY TUMBLE syntax still works",
      })
  void runsLikeFlink(String file, String name) {
    SpecCase c = SpecChecks.named(SpecChecks.load(file), name);
    RunOutcome outcome = runner.run(c, Mode.STREAMING, ReferenceEngine.TIMEOUT);
    assertThat(SpecChecks.problems(c, Mode.STREAMING, outcome, FlinkVersion.V2_3))
        .as("%s", outcome)
        .isEmpty();
  }
}
