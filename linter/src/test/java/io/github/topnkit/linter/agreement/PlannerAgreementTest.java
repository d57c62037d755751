package io.github.topnkit.linter.agreement;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.linter.target.FlinkVersion;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Holds the pattern model against the real Flink planner: every corpus statement is explained by
 * Flink (at the version on the test classpath) and analyzed by the model, and the verdicts must
 * match: operator kinds, rank ranges, rank number output, strategies and changelog modes, or the
 * error Flink raises.
 */
class PlannerAgreementTest {

  static final List<String> CORPUS =
      List.of(
          "/agreement/topn.sql",
          "/agreement/filters.sql",
          "/agreement/dedup.sql",
          "/agreement/window.sql",
          "/agreement/updating.sql",
          "/agreement/sinks.sql",
          "/agreement/batch.sql",
          "/agreement/errors.sql",
          "/agreement/shapes.sql",
          "/agreement/lateral.sql",
          "/agreement/over.sql");

  static FlinkVersion version() {
    return FlinkVersion.parse(System.getProperty("topnkit.agreement.flink", "2.3"));
  }

  static Stream<AgreementCase> cases() {
    List<AgreementCase> all = new ArrayList<>();
    for (String file : CORPUS) {
      all.addAll(AgreementCase.load(file));
    }
    String v = version().label();
    return all.stream().filter(c -> c.runsOn(v));
  }

  @TestFactory
  Stream<DynamicTest> modelAgreesWithTheRealPlanner() {
    FlinkVersion version = version();
    return cases()
        .map(
            c ->
                DynamicTest.dynamicTest(
                    c.name() + " (" + c.file() + ":" + c.line() + ")",
                    () -> {
                      Verdict flink = Agreement.flink(c);
                      Verdict model = Agreement.model(c, version);
                      assertThat(Agreement.compare(flink, model))
                          .as("%s at %s:%d", c.name(), c.file(), c.line())
                          .isNull();
                    }));
  }

  @Test
  void corpusIsLargeEnough() {
    assertThat(cases().count()).isGreaterThanOrEqualTo(150);
  }
}
