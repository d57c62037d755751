package io.github.topnkit.reference.batch;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Window TVF cases of the corpus verified in streaming whose output is insert-only and whose input
 * is in event-time order (no late rows), so the batch job computes the same bag: window assignment
 * is the same {@code AlignedWindowTableFunctionOperator} in both modes, and a window aggregation or
 * Window Top-N in batch is an ordinary aggregate or OVER ranking per window.
 */
class BatchWindowCasesTest {

  @ParameterizedTest(name = "{0}: {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "window-tvf/offsets.spec.yaml | offset -6 minutes",
        "window-tvf/offsets.spec.yaml | offset -4 minutes",
        "window-tvf/offsets.spec.yaml | offset 4 minutes, the same window as -6",
        "window-tvf/offsets.spec.yaml | offset 6 minutes, the same window as -4",
        "window-tvf/offsets.spec.yaml | TUMBLE windows moved back by 3 minutes",
        "window-tvf/offsets.spec.yaml | HOP windows shifted by 1 minute",
        "window-tvf/offsets.spec.yaml | CUMULATE windows shifted by 1 minute",
        "window-tvf/offsets.spec.yaml | Window Top-N on offset windows",
        "window-tvf/window-time.spec.yaml | window_time is window_end minus 1 millisecond",
        "window-tvf/window-time.spec.yaml | cascading window aggregation, 5-minute windows per"
            + " supplier into 10-minute windows",
        "window-tvf/window-time.spec.yaml | Window Top-N over the 5-minute windows, by 10-minute"
            + " window",
      })
  void batchComputesTheStreamingResult(String file, String name) {
    // SUM comes from the test accumulators until Accumulators.of is merged.
    BatchCase c = BatchCase.of(file, name);
    assertThat(c.run(TestAccumulators::of))
        .containsExactlyInAnyOrderElementsOf(c.expectedStreamingInserts());
  }
}
