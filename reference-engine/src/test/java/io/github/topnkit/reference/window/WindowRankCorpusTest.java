package io.github.topnkit.reference.window;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Window Top-N cases of the spec corpus (verified on Flink 2.3), exact output order. */
class WindowRankCorpusTest {

  @ParameterizedTest
  @ValueSource(
      strings = {
        "a row whose window has fired is dropped",
        "an explicit watermark line closes the window before its late row",
        "a row behind the watermark counts while its window is open",
        "an out-of-order row within the watermark delay counts",
        "a late row is dropped by the window aggregation before the Window Top-N"
      })
  void lateRows(String name) {
    CorpusCase c = CorpusCase.load("window/late-rows.spec.yaml", name);
    assertThat(c.run("bidtime", Duration.ofSeconds(5))).containsExactlyElementsOf(c.expected());
  }
}
