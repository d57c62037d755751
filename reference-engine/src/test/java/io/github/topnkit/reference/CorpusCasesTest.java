package io.github.topnkit.reference;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.linter.target.ExecutionMode;
import io.github.topnkit.linter.target.FlinkVersion;
import io.github.topnkit.spec.SpecCase;
import io.github.topnkit.spec.SpecFile;
import io.github.topnkit.spec.run.RunOutcome;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Corpus cases (recorded on Flink 2.3.0) that need only the core of the engine: Flink's planner
 * refusals with Flink's message, and positioned "not supported" outcomes for what other parts of
 * the engine run.
 */
class CorpusCasesTest {

  private final ReferenceCaseRunner runner = new ReferenceCaseRunner(FlinkVersion.V2_3);

  private RunOutcome run(SpecCase c) {
    return runner.run(c, ExecutionMode.STREAMING, ReferenceEngine.TIMEOUT);
  }

  @ParameterizedTest(name = "{1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "topn/sinks.spec.yaml|an updating Top-N into an append-only kafka sink is refused",
        "topn/sinks.spec.yaml|without the rank number an insert-only Top-N has no key for a PK"
            + " sink (2.3 asks for ON CONFLICT)",
        "dedup/rowtime.spec.yaml|keep-last is updating and cannot go to an append-only kafka sink",
        "dedup/rowtime.spec.yaml|keep-first on rowtime with mini-batch is updating again (2.1+)",
        "docs/window-tvf-guide.spec.yaml|an unbounded GROUP BY updates its rows and cannot go into"
            + " a plain Kafka topic",
        "rejections/streaming-top-n.spec.yaml|ROW_NUMBER() without ORDER BY",
        "docs/window-topn.spec.yaml|the 1.20 page's SELECT * written to a table keeps two rowtime"
            + " columns and fails",
        "window-tvf/validation.spec.yaml|SESSION takes no fourth argument",
        "window-tvf/validation.spec.yaml|the master page's CUMULATE emitOnlyOnUpdate argument is"
            + " not in Flink 2.3",
        "window-tvf/window-time.spec.yaml|the 1.20 page's view keeps window_start and window_end,"
            + " which clash in the next TVF",
        "window-tvf/window-time.spec.yaml|Flink bug, planner NPE on a window aggregation over a"
            + " view of another TVF (1.20 and 2.3)",
      })
  void planningRefusalsCarryFlinksMessage(String file, String name) {
    SpecCase c = SpecChecks.named(SpecChecks.load(file), name);
    RunOutcome outcome = run(c);
    assertThat(outcome).isInstanceOf(RunOutcome.Failed.class);
    RunOutcome.Failed failed = (RunOutcome.Failed) outcome;
    assertThat(failed.phase()).isEqualTo(RunOutcome.Phase.PLANNING);
    assertThat(failed.where()).isPresent();
    assertThat(failed.where().get().line()).isGreaterThanOrEqualTo(c.sql().start().line());
    assertThat(SpecChecks.problems(c, ExecutionMode.STREAMING, outcome, FlinkVersion.V2_3))
        .isEmpty();
  }

  @Test
  void theAppendOnlySinkRefusalPointsAtTheSinkAndNamesTheRank() {
    SpecFile file = SpecChecks.load("topn/sinks.spec.yaml");
    SpecCase c =
        SpecChecks.named(file, "an updating Top-N into an append-only kafka sink is refused");
    RunOutcome.Failed failed = (RunOutcome.Failed) run(c);
    assertThat(failed.message())
        .isEqualTo(
            "Table sink 'default_catalog.default_database.Ranked' doesn't support consuming update"
                + " and delete changes which is produced by node Rank(strategy=[UndefinedStrategy],"
                + " rankType=[ROW_NUMBER], rankRange=[rankStart=1, rankEnd=3], partitionBy=[k],"
                + " orderBy=[v DESC], select=[k, v, id, w0$o0])");
    // "INSERT INTO Ranked" is the 4th line of the script; the sink name starts at column 13.
    assertThat(failed.where().get().line()).isEqualTo(c.sql().start().line() + 3);
    assertThat(failed.where().get().column()).isEqualTo(c.sql().start().column() + 12);
  }

  @Test
  void aTopNTheCoreDoesNotRunIsUnsupportedAtTheRankNotAWrongAnswer() {
    SpecCase c =
        SpecChecks.named(
            SpecChecks.load("topn/top-one.spec.yaml"),
            "top-1 DESC replaces the row with -U/+U for a strictly better key");
    RunOutcome outcome = run(c);
    if (outcome instanceof RunOutcome.Unsupported u) {
      assertThat(u.reason()).startsWith("not supported by the reference engine: ");
      assertThat(u.where()).isPresent();
      assertThat(u.where().get().file()).isEqualTo(c.file());
      assertThat(u.where().get().line()).isGreaterThanOrEqualTo(c.sql().start().line());
    } else {
      // Once the rank operators are merged, the run must agree with Flink.
      assertThat(SpecChecks.problems(c, ExecutionMode.STREAMING, outcome, FlinkVersion.V2_3))
          .isEmpty();
    }
  }
}
