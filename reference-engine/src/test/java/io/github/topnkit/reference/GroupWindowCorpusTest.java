package io.github.topnkit.reference;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.linter.target.ExecutionMode;
import io.github.topnkit.linter.target.FlinkVersion;
import io.github.topnkit.spec.SpecCase;
import io.github.topnkit.spec.SpecFile;
import io.github.topnkit.spec.parse.SpecParser;
import io.github.topnkit.spec.run.RunOutcome;
import org.junit.jupiter.api.Test;
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
    RunOutcome outcome = runner.run(c, ExecutionMode.STREAMING, ReferenceEngine.TIMEOUT);
    assertThat(SpecChecks.problems(c, ExecutionMode.STREAMING, outcome, FlinkVersion.V2_3))
        .as("%s", outcome)
        .isEmpty();
  }

  private static final String TABLES =
      """
      tables:
        T: |
          CREATE TABLE T (
            k STRING, v INT, ts TIMESTAMP(3),
            WATERMARK FOR ts AS ts - INTERVAL '1' SECOND
          ) WITH ('connector' = 'kafka', 'topic' = 't', 'format' = 'json')
      input:
        T: |
          +I[a, 1, 2024-01-01 10:00:10]
          +I[b, 2, 2024-01-01 10:00:40]
          +I[a, 3, 2024-01-01 10:01:20]
          +I[a, 5, 2024-01-01 10:00:20]
          +I[b, 7, 2024-01-01 10:00:50]
      """;

  private static SpecCase spec(String cases) {
    SpecFile file = new SpecParser().parse("test.spec.yaml", TABLES + cases).orThrow();
    return file.cases().get(0);
  }

  @Test
  void hopGroupWindowSkipsOnlyItsFiredWindowsForALateRow() {
    // Not from the corpus: derived from Flink's group-window WindowOperator. SlidingWindowAssigner
    // puts each row in two windows; a window fires at watermark >= end - 1 (watermark = ts - 1s
    // after each row). The 10:00:20 row is late for both its windows (fired at 10:00:39 and
    // 10:01:19) and is dropped; the 10:00:50 row is late for [10:00, 10:01) only
    // (WindowOperator#isWindowLate per window) and still counts in [10:00:30, 10:01:30).
    SpecCase c =
        spec(
            """
            cases:
              - name: legacy hop
                query: |
                  SELECT k,
                    HOP_START(ts, INTERVAL '30' SECOND, INTERVAL '1' MINUTE) AS hs,
                    HOP_END(ts, INTERVAL '30' SECOND, INTERVAL '1' MINUTE) AS he,
                    HOP_ROWTIME(ts, INTERVAL '30' SECOND, INTERVAL '1' MINUTE) AS hr,
                    COUNT(*) AS c, SUM(v) AS s
                  FROM T
                  GROUP BY HOP(ts, INTERVAL '30' SECOND, INTERVAL '1' MINUTE), k
                changelog: |
                  +I[a, 2024-01-01 09:59:30, 2024-01-01 10:00:30, 2024-01-01 10:00:29.999, 1, 1]
                  +I[a, 2024-01-01 10:00:00, 2024-01-01 10:01:00, 2024-01-01 10:00:59.999, 1, 1]
                  +I[b, 2024-01-01 10:00:00, 2024-01-01 10:01:00, 2024-01-01 10:00:59.999, 1, 2]
                  +I[b, 2024-01-01 10:00:30, 2024-01-01 10:01:30, 2024-01-01 10:01:29.999, 2, 9]
                  +I[a, 2024-01-01 10:00:30, 2024-01-01 10:01:30, 2024-01-01 10:01:29.999, 1, 3]
                  +I[a, 2024-01-01 10:01:00, 2024-01-01 10:02:00, 2024-01-01 10:01:59.999, 1, 3]
            """);
    RunOutcome outcome = runner.run(c, ExecutionMode.STREAMING, ReferenceEngine.TIMEOUT);
    assertThat(outcome).isInstanceOf(RunOutcome.Completed.class);
    assertThat(SpecChecks.problems(c, ExecutionMode.STREAMING, outcome, FlinkVersion.V2_3))
        .as("%s", outcome)
        .isEmpty();
  }

  @Test
  void sessionGroupWindowMergesTouchingWindowsAndDropsLateRows() {
    // Not from the corpus: derived from Flink's group-window WindowOperator with
    // SessionWindowAssigner (gap 1 minute). a's first session [10:00:10, 10:01:10) fires at the
    // watermark 10:01:19; the 10:00:20 row's window [10:00:20, 10:01:20) touches a's open session
    // [10:01:20, 10:02:20) and merges into it (TimeWindow.intersects counts touching bounds), so
    // it is not late; b's two rows merge into [10:00:40, 10:01:50). Sessions fire in end order.
    SpecCase c =
        spec(
            """
            cases:
              - name: legacy session
                query: |
                  SELECT k,
                    SESSION_START(ts, INTERVAL '1' MINUTE) AS ss,
                    SESSION_END(ts, INTERVAL '1' MINUTE) AS se,
                    SESSION_ROWTIME(ts, INTERVAL '1' MINUTE) AS sr,
                    COUNT(*) AS c, SUM(v) AS s
                  FROM T
                  GROUP BY SESSION(ts, INTERVAL '1' MINUTE), k
                changelog: |
                  +I[a, 2024-01-01 10:00:10, 2024-01-01 10:01:10, 2024-01-01 10:01:09.999, 1, 1]
                  +I[b, 2024-01-01 10:00:40, 2024-01-01 10:01:50, 2024-01-01 10:01:49.999, 2, 9]
                  +I[a, 2024-01-01 10:00:20, 2024-01-01 10:02:20, 2024-01-01 10:02:19.999, 2, 8]
            """);
    RunOutcome outcome = runner.run(c, ExecutionMode.STREAMING, ReferenceEngine.TIMEOUT);
    assertThat(outcome).isInstanceOf(RunOutcome.Completed.class);
    assertThat(SpecChecks.problems(c, ExecutionMode.STREAMING, outcome, FlinkVersion.V2_3))
        .as("%s", outcome)
        .isEmpty();
  }

  @Test
  void legacyGroupWindowWithAnAlignmentOffsetIsUnsupportedAtTheAggregate() {
    SpecCase c =
        spec(
            """
            cases:
              - name: legacy tumble with offset
                query: |
                  SELECT k, TUMBLE_START(ts, INTERVAL '1' MINUTE, TIME '00:00:30') AS s, COUNT(*) AS c
                  FROM T
                  GROUP BY TUMBLE(ts, INTERVAL '1' MINUTE, TIME '00:00:30'), k
                changelog: |
                  +I[a, 2024-01-01 10:00:10, 1]
            """);
    RunOutcome outcome = runner.run(c, ExecutionMode.STREAMING, ReferenceEngine.TIMEOUT);
    assertThat(outcome).as("%s", outcome).isInstanceOf(RunOutcome.Unsupported.class);
    RunOutcome.Unsupported u = (RunOutcome.Unsupported) outcome;
    assertThat(u.reason()).contains("legacy TUMBLE group window");
    assertThat(u.where()).isPresent();
  }
}
