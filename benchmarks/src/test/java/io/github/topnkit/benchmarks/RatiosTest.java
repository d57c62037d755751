package io.github.topnkit.benchmarks;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class RatiosTest {

  private static final String RESULTS =
      """
      [
        {"benchmark": "io.github.topnkit.benchmarks.TopNBenchmark.lint",
         "params": {"workload": "ALL"},
         "primaryMetric": {"score": 2.0, "scoreUnit": "ms/op"},
         "secondaryMetrics": {"calls": {"score": 100.0}, "cpuNanos": {"score": 150000000.0}}},
        {"benchmark": "io.github.topnkit.benchmarks.TopNBenchmark.parse",
         "params": {"workload": "ALL"},
         "primaryMetric": {"score": 1000.0, "scoreUnit": "us/op"},
         "secondaryMetrics": {"calls": {"score": 200.0}, "cpuNanos": {"score": 150000000.0}}},
        {"benchmark": "io.github.topnkit.benchmarks.TopNBenchmark.planner",
         "params": {"workload": "ALL"},
         "primaryMetric": {"score": 0.5, "scoreUnit": "s/op"},
         "secondaryMetrics": {"calls": {"score": 4.0}, "cpuNanos": {"score": 1200000000.0}}}
      ]
      """;

  @Test
  void readsWallAndCpuMicrosecondsPerOperation() throws Exception {
    var scores = Ratios.scores(json()).get("ALL");
    assertThat(scores.get("lint")).isEqualTo(new Ratios.Score(2000, 1500));
    assertThat(scores.get("parse")).isEqualTo(new Ratios.Score(1000, 750));
    assertThat(scores.get("planner")).isEqualTo(new Ratios.Score(500_000, 300_000));
  }

  @Test
  void printsTheRatiosSideBySide() throws Exception {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    Ratios.print(json(), new PrintStream(bytes, true, StandardCharsets.UTF_8));
    String text = bytes.toString(StandardCharsets.UTF_8);
    assertThat(text).containsPattern("ALL +1000\\.0 +2000\\.0 +500000\\.0 +2\\.00 +250");
    assertThat(text).containsPattern("ALL +750\\.0 +1500\\.0 +300000\\.0 +2\\.00 +200");
  }

  private static JsonNode json() throws Exception {
    return new ObjectMapper().readTree(RESULTS);
  }
}
