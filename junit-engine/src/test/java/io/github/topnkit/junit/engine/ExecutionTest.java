package io.github.topnkit.junit.engine;

import static io.github.topnkit.junit.engine.Fixtures.engine;
import static io.github.topnkit.junit.engine.Fixtures.resource;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.TestExecutionResult.Status.FAILED;
import static org.junit.platform.engine.TestExecutionResult.Status.SUCCESSFUL;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClasspathResource;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectDirectory;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.opentest4j.AssertionFailedError;

/**
 * Runs fixture specs through the engine: lint-only and skipped cases without a job, the rest on a
 * real Flink MiniCluster (two executions, 13 runs).
 */
class ExecutionTest {

  private static final String CHECKS = "checks/lint and pattern.spec.yaml";

  @Nested
  class WithoutAJob {

    @Test
    void checksLintAndPatternExpectationsAndNamesEachFindingsPlace() {
      Outcomes outcomes =
          Outcomes.of(engine().selectors(selectClasspathResource(resource(CHECKS))).execute());

      assertThat(outcomes.status("RANK in a streaming Top-N is found and rejected"))
          .isEqualTo(SUCCESSFUL);
      assertThat(outcomes.failure("a wrong lint expectation fails"))
          .isInstanceOf(AssertionFailedError.class)
          .hasMessageStartingWith(
              resource(CHECKS)
                  + ":16:5: lint findings differ from the expected ones\n"
                  + "  unexpected: RankFunctionNotRowNumber@2 at "
                  + resource(CHECKS)
                  + ":19:19: error: RANK() is not supported in streaming Top-N");
      assertThat(outcomes.failure("a wrong pattern expectation fails"))
          .hasMessage(
              resource(CHECKS)
                  + ":24:5: pattern: expected [WINDOW_TOP_N] but the linter classifies [TOP_N]\n"
                  + "  TOP_N at "
                  + resource(CHECKS)
                  + ":27:19");
    }

    @Test
    void skipsCasesOutsideTheFlinkVersionAndCasesWithASkipReasonSayingWhy() {
      Outcomes outcomes =
          Outcomes.of(
              engine()
                  .selectors(selectClasspathResource(resource("versions/versions.spec.yaml")))
                  .execute());

      assertThat(outcomes.skipped())
          .containsExactly(
              entry(
                  "a case for Flink before 2.3 is skipped",
                  "the case is for Flink < 2.3; the engine runs Flink 2.3.0"),
              entry(
                  "a case for Flink 1.20 only is skipped",
                  "the case is for Flink 1.20; the engine runs Flink 2.3.0"),
              entry(
                  "a case with a skip reason is skipped",
                  "waits for FLINK-00000 (a made-up issue)"));
      assertThat(outcomes.status("a case in range runs")).isEqualTo(SUCCESSFUL);
    }

    @Test
    void withFlinkOffRunsTheCasesInParallelWithTheSameOutcomesAsOneByOne() {
      Map<String, TestExecutionResult.Status> byName = new TreeMap<>();
      for (String parallel : List.of("true", "false")) {
        Map<String, TestExecutionResult.Status> outcomes = new TreeMap<>();
        Outcomes.of(
                engine()
                    .selectors(
                        selectDirectory(Fixtures.file("valid").toFile()),
                        selectClasspathResource(resource(CHECKS)))
                    .configurationParameter("topnkit.flink.enabled", "false")
                    .configurationParameter("topnkit.execution.parallel.enabled", parallel)
                    .execute())
            .finished()
            .forEach((name, result) -> outcomes.put(name, result.getStatus()));
        assertThat(outcomes).as("parallel=%s", parallel).containsValue(FAILED).hasSize(7);
        if (byName.isEmpty()) {
          byName.putAll(outcomes);
        } else {
          assertThat(outcomes).isEqualTo(byName);
        }
      }
    }

    @Test
    void withFlinkOffRunsTheCasesOnTheReferenceEngineAndStillLints() {
      EngineExecutionResults results =
          engine()
              .selectors(
                  selectClasspathResource(resource("valid/top-n.spec.yaml")),
                  selectClasspathResource(resource(CHECKS)))
              .configurationParameter("topnkit.flink.enabled", "false")
              .execute();
      Outcomes outcomes = Outcomes.of(results);

      assertThat(outcomes.skipped()).isEmpty();
      assertThat(outcomes.status("top 2 per category with the rank number")).isEqualTo(SUCCESSFUL);
      assertThat(outcomes.status("RANK in a streaming Top-N is found and rejected"))
          .isEqualTo(SUCCESSFUL);
      assertThat(outcomes.status("a wrong lint expectation fails")).isEqualTo(FAILED);
      assertThat(reportEntries(results))
          .singleElement()
          .satisfies(e -> assertThat(e).containsEntry("topnkit.engine", "reference 2.3"));
    }
  }

  @Nested
  @TestInstance(TestInstance.Lifecycle.PER_CLASS)
  class OnFlink {

    private EngineExecutionResults results;
    private Outcomes outcomes;

    @BeforeAll
    void runTheValidAndTheFailingFixtures() {
      results =
          engine()
              .selectors(
                  selectDirectory(Fixtures.file("valid").toFile()),
                  selectClasspathResource(resource("failing/wrong-changelog.spec.yaml")))
              .execute();
      outcomes = Outcomes.of(results);
    }

    @Test
    void passesTheValidFixturesInEveryMode() {
      assertThat(outcomes.finished().keySet())
          .containsExactlyInAnyOrder(
              "top 2 per category with the rank number",
              "the same in batch and streaming [streaming]",
              "the same in batch and streaming [batch]",
              "top 3 suppliers per 10-minute window",
              "top 1 per category");
      outcomes.finished().keySet().stream()
          .filter(name -> !name.equals("top 1 per category"))
          .forEach(name -> assertThat(outcomes.status(name)).as(name).isEqualTo(SUCCESSFUL));
      assertThat(results.containerEvents().failed().count()).isZero();
    }

    @Test
    void reportsTheClusterStartAndTheRunTimesOnceAtTheEnd() {
      var entries =
          results.allEvents().reportingEntryPublished().stream()
              .map(e -> e.getRequiredPayload(org.junit.platform.engine.reporting.ReportEntry.class))
              .map(org.junit.platform.engine.reporting.ReportEntry::getKeyValuePairs)
              .toList();
      assertThat(entries).hasSize(2);
      assertThat(entries.get(0))
          .containsEntry("topnkit.engine", "reference 2.3")
          .containsEntry("topnkit.runs", "5")
          .containsKeys("topnkit.median-run-ms", "topnkit.total-run-ms");
      assertThat(entries.get(1))
          .containsEntry("topnkit.engine", "flink 2.3.0")
          .containsEntry("topnkit.runs", "5")
          .containsKeys(
              "topnkit.cluster-startup-ms", "topnkit.median-run-ms", "topnkit.total-run-ms");
    }

    @Test
    void failsAWrongChangelogWithTheRowByRowDiffAtItsBlock() {
      String file = resource("failing/wrong-changelog.spec.yaml");

      assertThat(outcomes.failure("top 1 per category"))
          .isInstanceOfSatisfying(
              AssertionFailedError.class,
              failure -> {
                assertThat(failure.getExpected().getStringRepresentation())
                    .isEqualTo("+I[p1, books, 10]\n-U[p1, books, 10]\n+U[p2, books, 31]\n");
                assertThat(failure.getActual().getStringRepresentation())
                    .isEqualTo("+I[p1, books, 10]\n-U[p1, books, 10]\n+U[p2, books, 30]\n");
              })
          .hasMessage(
              "[flink 2.3.0 and reference 2.3 agree] "
                  + file
                  + ":17:16: the changelog of the query differs from the expected one: 1 differing\n"
                  + """
                  the order is compared per key (category); rows of different keys may interleave
                  (! differs)

                    line  expected          | #  actual
                      18  +I[p1, books, 10] | 1  +I[p1, books, 10]
                      19  -U[p1, books, 10] | 2  -U[p1, books, 10]
                  !   20  +U[p2, books, 31] | 3  +U[p2, books, 30]  differs in sales  [category=books]
                  """);
    }
  }

  @Nested
  @TestInstance(TestInstance.Lifecycle.PER_CLASS)
  class WithFaults {

    private static final String FILE = "fixtures/faults/faults.spec.yaml";

    private Outcomes outcomes;

    @BeforeAll
    void runTheFaultsWithAShortTimeout() {
      outcomes =
          Outcomes.of(
              engine()
                  .selectors(selectClasspathResource(FILE))
                  .configurationParameter("topnkit.timeout", "3s")
                  .execute());
    }

    @Test
    void cancelsAJobThatDoesNotEndAndRunsTheNextCase() {
      assertThat(outcomes.failure("a job that never ends times out"))
          .hasMessageStartingWith(
              FILE
                  + ":12:5: flink 2.3.0 did not finish within 3 s (topnkit.timeout); the job was"
                  + " cancelled: job ")
          .hasMessageEndingWith(
              " of the statement at " + FILE + ":16:7 did not finish in time and was cancelled");
      assertThat(outcomes.status("the case after the timeout passes")).isEqualTo(SUCCESSFUL);
    }

    @Test
    void failsACaseWhoseJobFailsWithTheReasonAtItsStatement() {
      assertThat(messages(outcomes.failure("a division by zero fails the job")))
          .contains(
              FILE + ":27:12: flink 2.3.0 failed (while running): ArithmeticException: / by zero");
      assertThat(messages(outcomes.failure("a bad CAST fails the job")))
          .contains(
              FILE
                  + ":33:12: flink 2.3.0 failed (while running): NumberFormatException: For input"
                  + " string: 'x'. Invalid character found.");
    }

    @Test
    void failsACaseFlinkCannotPlanWithFlinksMessageOnBothEngines() {
      assertThat(messages(outcomes.failure("RANK in a streaming Top-N cannot be planned")))
          .containsExactly(
              FILE
                  + ":39:7: flink 2.3.0 failed (while planning): TableException: RANK() on"
                  + " streaming table is not supported currently",
              FILE
                  + ":40:19: reference 2.3 failed (while planning): RANK() on streaming table is"
                  + " not supported currently");
    }

    @Test
    void passesMatchingErrorExpectationsAndShowsBothMessagesOfAWrongOne() {
      assertThat(outcomes.status("the expected runtime error holds")).isEqualTo(SUCCESSFUL);
      assertThat(outcomes.status("the expected planning error holds")).isEqualTo(SUCCESSFUL);
      assertThat(outcomes.failure("a wrong expected error fails"))
          .isInstanceOfSatisfying(
              AssertionFailedError.class,
              failure -> {
                assertThat(failure.getExpected().getStringRepresentation())
                    .isEqualTo("out of memory");
                assertThat(failure.getActual().getStringRepresentation())
                    .isEqualTo("ArithmeticException: / by zero");
              })
          .hasMessage(
              FILE
                  + ":58:12: flink 2.3.0 failed (while running) with a message that does not"
                  + " contain the expected text\n"
                  + "  expected part: out of memory\n"
                  + "  actual message:\n"
                  + "    ArithmeticException: / by zero\n");
    }
  }

  private static java.util.Map.Entry<String, String> entry(String key, String value) {
    return java.util.Map.entry(key, value);
  }

  /** The messages of a failure, one per engine when both failed. */
  private static java.util.List<String> messages(Throwable failure) {
    if (failure instanceof org.opentest4j.MultipleFailuresError multiple) {
      return multiple.getFailures().stream().map(Throwable::getMessage).toList();
    }
    return java.util.List.of(failure.getMessage());
  }

  private static java.util.List<java.util.Map<String, String>> reportEntries(
      EngineExecutionResults results) {
    return results.allEvents().reportingEntryPublished().stream()
        .map(e -> e.getRequiredPayload(org.junit.platform.engine.reporting.ReportEntry.class))
        .map(org.junit.platform.engine.reporting.ReportEntry::getKeyValuePairs)
        .toList();
  }
}
