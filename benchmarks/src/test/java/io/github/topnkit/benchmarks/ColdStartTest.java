package io.github.topnkit.benchmarks;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.benchmarks.ColdStartRun.Sample;
import io.github.topnkit.benchmarks.ColdStartRun.Scenario;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ColdStartTest {

  @Test
  void aRunsLineIsReadBackAmongOtherOutput() {
    Sample sample = new Sample(247, 700, 650, 1420, 2900);
    String output = "a warning of the JVM\n" + sample.line() + "\n";

    assertThat(Sample.find(output)).contains(sample);
    assertThat(Sample.find("no result here")).isEmpty();
  }

  @Test
  void theMedianIsTakenPerMeasure() {
    List<Sample> samples =
        List.of(
            new Sample(247, 900, 500, 1500, 3000),
            new Sample(247, 700, 700, 1300, 2000),
            new Sample(247, 800, 600, 1700, 2500));

    assertThat(Sample.median(samples)).isEqualTo(new Sample(247, 800, 600, 1500, 2500));
    assertThat(Sample.median(samples.subList(0, 2)))
        .isEqualTo(new Sample(247, 800, 600, 1400, 2500));
  }

  @Test
  void printsEachScenarioAndWhatTheCorpusAddsToAnEmptyRun() {
    Map<Scenario, List<Sample>> byScenario = new EnumMap<>(Scenario.class);
    byScenario.put(Scenario.NO_SPECS, List.of(new Sample(0, 400, 100, 600, 900)));
    byScenario.put(Scenario.ONE_FILE, List.of(new Sample(8, 650, 350, 1100, 1700)));
    byScenario.put(Scenario.CORPUS, List.of(new Sample(247, 1000, 800, 1900, 3500)));
    Map<String, Map<Scenario, List<Sample>>> samples = new LinkedHashMap<>();
    samples.put("test JVM flags", byScenario);
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();

    ColdStart.print(samples, 1, new PrintStream(bytes, true, StandardCharsets.UTF_8));

    String out = bytes.toString(StandardCharsets.UTF_8);
    assertThat(out)
        .contains("medians of 1 runs each")
        .containsPattern("test JVM flags\\s+corpus\\s+247\\s+1000\\s+800\\s+1900\\s+3500")
        .contains("the corpus adds 1300 ms to a run over no spec file (600 ms)");
  }
}
