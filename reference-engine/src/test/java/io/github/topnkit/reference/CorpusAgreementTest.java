package io.github.topnkit.reference;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.linter.target.ExecutionMode;
import io.github.topnkit.linter.target.FlinkRelease;
import io.github.topnkit.linter.target.FlinkVersion;
import io.github.topnkit.spec.SpecCase;
import io.github.topnkit.spec.SpecFile;
import io.github.topnkit.spec.run.RunOutcome;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * Runs the whole spec corpus (verified on Flink 2.3.0) on the reference engine: every outcome is
 * either "not supported" or agrees with Flink's recorded answer; never a wrong answer.
 */
class CorpusAgreementTest {

  @Test
  void everyCaseIsUnsupportedOrAgreesWithFlink() {
    ReferenceCaseRunner runner = new ReferenceCaseRunner(FlinkVersion.V2_3);
    List<String> wrong = new ArrayList<>();
    Map<String, Integer> tally = new TreeMap<>();
    int agreeing = 0;
    for (String path : SpecChecks.corpusFiles()) {
      SpecFile file = SpecChecks.load(path);
      for (SpecCase c : file.cases()) {
        if (c.skip().isPresent() || !c.flink().contains(FlinkRelease.of("2.3.0"))) {
          continue;
        }
        for (ExecutionMode mode : c.mode().runs()) {
          if (!c.expectations(mode).hasOutputExpectation()) {
            continue;
          }
          RunOutcome outcome = runner.run(c, mode, ReferenceEngine.TIMEOUT);
          if (outcome instanceof RunOutcome.Unsupported u) {
            tally.merge(u.reason(), 1, Integer::sum);
            continue;
          }
          List<String> problems = SpecChecks.problems(c, mode, outcome, FlinkVersion.V2_3);
          if (problems.isEmpty()) {
            agreeing++;
          } else {
            wrong.add(c.position() + " " + c.name() + " (" + mode.label() + "): " + problems);
          }
        }
      }
    }
    System.out.println("agreeing runs: " + agreeing);
    tally.forEach((reason, n) -> System.out.println(n + "x " + reason));
    assertThat(wrong).isEmpty();
    assertThat(agreeing).isPositive();
  }
}
