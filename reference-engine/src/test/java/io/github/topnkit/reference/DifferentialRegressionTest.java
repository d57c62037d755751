package io.github.topnkit.reference;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.linter.target.ExecutionMode;
import io.github.topnkit.linter.target.FlinkVersion;
import io.github.topnkit.spec.SpecCase;
import io.github.topnkit.spec.parse.SpecParser;
import io.github.topnkit.spec.run.RunOutcome;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Cases of junit-engine's differential test (seed 20261129) on which the reference engine once
 * disagreed with Flink 2.3.0, saved as spec files whose changelog is Flink's: a RetractableTopN
 * over a GROUP BY. 69 and 154 hit Flink's row kind bug with an offset and no rank number ({@code
 * rank.StoredRow}); 211 an upsert source whose ChangelogNormalize holds only the fields read
 * ({@code exec.ReadFields}).
 */
class DifferentialRegressionTest {

  @ParameterizedTest(name = "diff-{0}")
  @ValueSource(strings = {"069", "154", "211"})
  void theReferenceEngineSendsFlinksChangelog(String id) throws IOException {
    String file = "diff-" + id + ".spec.yaml";
    String text;
    try (InputStream in = getClass().getResourceAsStream("differential/" + file)) {
      text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    SpecCase c = new SpecParser().parse(file, text).orThrow().cases().get(0);
    RunOutcome outcome =
        new ReferenceCaseRunner(FlinkVersion.V2_3)
            .run(c, ExecutionMode.STREAMING, ReferenceEngine.TIMEOUT);
    assertThat(outcome).isInstanceOf(RunOutcome.Completed.class);
    assertThat(SpecChecks.problems(c, ExecutionMode.STREAMING, outcome, FlinkVersion.V2_3))
        .isEmpty();
  }
}
