package io.github.topnkit.reference;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.linter.target.ExecutionMode;
import io.github.topnkit.linter.target.FlinkVersion;
import io.github.topnkit.spec.SpecCase;
import io.github.topnkit.spec.run.RunOutcome;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Corpus cases (recorded on Flink 2.3.0) the engine runs with Flink's SinkUpsertMaterializer,
 * regular streaming joins, a projected PROCTIME(), a mini-batch plan without mini-batch operators,
 * and Flink's exact parse and validation messages: each agrees with Flink's recorded outcome.
 */
class CorpusJoinsSinksAndMessagesTest {

  private final ReferenceCaseRunner runner = new ReferenceCaseRunner(FlinkVersion.V2_3);

  @ParameterizedTest(name = "{1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "topn/sinks.spec.yaml|ON CONFLICT DO DEDUPLICATE writes the same Top-N into the PK sink"
            + " (2.3+)",
        "docs/topn.spec.yaml|ON CONFLICT DO DEDUPLICATE lets Flink 2.3 write it, keyed by"
            + " product_id",
        "updating/several-sources.spec.yaml|the 2 largest orders per country over a LEFT JOIN",
        "dedup/proctime.spec.yaml|PROCTIME() written in the ORDER BY works as well",
        "topn/top-one.spec.yaml|FLINK-40368 workaround (2.1+) with mini-batch on, the top-1 ASC"
            + " retracts its row again",
        "docs/window-tvf.spec.yaml|the 1.20 page's unquoted OFFSET named parameter does not parse",
        "window-tvf/validation.spec.yaml|the TVF's table argument needs the TABLE keyword",
      })
  void agreesWithFlink(String file, String name) {
    SpecCase c = SpecChecks.named(SpecChecks.load(file), name);
    RunOutcome outcome = runner.run(c, ExecutionMode.STREAMING, ReferenceEngine.TIMEOUT);
    assertThat(outcome).isNotInstanceOf(RunOutcome.Unsupported.class);
    assertThat(SpecChecks.problems(c, ExecutionMode.STREAMING, outcome, FlinkVersion.V2_3))
        .isEmpty();
  }

  @ParameterizedTest(name = "{1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "docs/window-tvf.spec.yaml|the 1.20 page's unquoted OFFSET named parameter does not parse"
            + "|SQL parse failed. Incorrect syntax near the keyword 'OFFSET' at line 6, column 6.",
        "window-tvf/validation.spec.yaml|the TVF's table argument needs the TABLE keyword"
            + "|Column 'Bid' not found in any table",
      })
  void failsWithFlinksMessageWhereFlinkPointsTo(String file, String name, String message) {
    SpecCase c = SpecChecks.named(SpecChecks.load(file), name);
    RunOutcome.Failed failed =
        (RunOutcome.Failed) runner.run(c, ExecutionMode.STREAMING, ReferenceEngine.TIMEOUT);
    assertThat(failed.phase()).isEqualTo(RunOutcome.Phase.PLANNING);
    assertThat(failed.message()).startsWith(message);
    assertThat(failed.where()).isPresent();
    assertThat(failed.where().get().line()).isGreaterThan(c.sql().start().line());
  }
}
