package io.github.topnkit.reference;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.linter.target.ExecutionMode;
import io.github.topnkit.linter.target.FlinkVersion;
import io.github.topnkit.spec.SpecCase;
import io.github.topnkit.spec.SpecFile;
import io.github.topnkit.spec.parse.SpecParser;
import io.github.topnkit.spec.run.RunOutcome;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Window Top-N ordered by a DOUBLE with -0.0 and 0.0 rows: Flink's comparator ties them while its
 * window state keys them apart, so their order comes from the combine batches and the heap state's
 * hash order. The cases are differential-test disagreements whose expected changelog is Flink
 * 2.3.0's actual output.
 */
class SignedZeroWindowTopNTest {

  private final ReferenceCaseRunner runner = new ReferenceCaseRunner(FlinkVersion.V2_3);

  @ParameterizedTest
  @ValueSource(strings = {"diff-101", "diff-136", "diff-171"})
  void tiedSignedZerosRankAsFlinkRanksThem(String name) throws IOException {
    String file = "signed-zero/" + name + ".spec.yaml";
    String yaml;
    try (InputStream in = getClass().getResourceAsStream(file)) {
      assertThat(in).as(file).isNotNull();
      yaml = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    SpecFile spec = new SpecParser().parse(file, yaml).orThrow();
    assertThat(spec.cases()).hasSize(1);
    SpecCase c = spec.cases().get(0);
    RunOutcome outcome = runner.run(c, ExecutionMode.STREAMING, ReferenceEngine.TIMEOUT);
    assertThat(outcome).isInstanceOf(RunOutcome.Completed.class);
    assertThat(SpecChecks.problems(c, ExecutionMode.STREAMING, outcome, FlinkVersion.V2_3))
        .isEmpty();
  }
}
