package io.github.topnkit.benchmarks;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * Times the spec corpus with Flink off from JVM start, in fresh JVMs, next to the same JUnit run
 * over no spec file and over one: what the corpus itself costs, and what any run of the engine pays
 * before its first case (JVM, JUnit launcher, loading and first use of Flink's parser). Each
 * scenario runs with the test JVMs' flags, then also with an AppCDS archive that a first corpus run
 * writes. {@code java -cp benchmarks.jar io.github.topnkit.benchmarks.ColdStart [runs]}.
 */
public final class ColdStart {

  /** The flags the build's test JVMs run with ({@code test.jvm.flags} in the root POM). */
  static final List<String> TEST_JVM_FLAGS = List.of("-XX:TieredStopAtLevel=1");

  private ColdStart() {}

  public static void main(String[] args) throws IOException, InterruptedException {
    int runs = args.length > 0 ? Integer.parseInt(args[0]) : 5;
    if (runs < 1) {
      System.err.println("usage: ColdStart [runs >= 1]");
      System.exit(2);
    }
    Path archive = Files.createTempDirectory("topnkit-coldstart").resolve("corpus.jsa");
    List<String> cds = new ArrayList<>(TEST_JVM_FLAGS);
    cds.add("-XX:SharedArchiveFile=" + archive);
    Map<String, List<String>> variants = new LinkedHashMap<>();
    variants.put("test JVM flags", TEST_JVM_FLAGS);
    variants.put("+ AppCDS archive", cds);
    List<String> training = new ArrayList<>(TEST_JVM_FLAGS);
    training.add("-XX:ArchiveClassesAtExit=" + archive);
    fork(training, ColdStartRun.Scenario.CORPUS);

    Map<String, Map<ColdStartRun.Scenario, List<ColdStartRun.Sample>>> samples =
        new LinkedHashMap<>();
    // Interleaved, so that a noisy stretch of the machine spreads over every column.
    for (int i = 0; i < runs; i++) {
      for (Map.Entry<String, List<String>> variant : variants.entrySet()) {
        for (ColdStartRun.Scenario scenario : ColdStartRun.Scenario.values()) {
          samples
              .computeIfAbsent(variant.getKey(), k -> new EnumMap<>(ColdStartRun.Scenario.class))
              .computeIfAbsent(scenario, k -> new ArrayList<>())
              .add(fork(variant.getValue(), scenario));
        }
      }
    }
    print(samples, runs, System.out);
    Files.deleteIfExists(archive);
    Files.deleteIfExists(archive.getParent());
  }

  /** Runs one scenario in a new JVM with the given flags and reads the line it prints. */
  private static ColdStartRun.Sample fork(List<String> flags, ColdStartRun.Scenario scenario)
      throws IOException, InterruptedException {
    List<String> command = new ArrayList<>();
    command.add(ProcessHandle.current().info().command().orElse("java"));
    command.addAll(flags);
    command.add("-cp");
    command.add(System.getProperty("java.class.path"));
    command.add(ColdStartRun.class.getName());
    command.add(scenario.name());
    Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
    String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    if (!process.waitFor(5, TimeUnit.MINUTES) || process.exitValue() != 0) {
      process.destroyForcibly();
      throw new IllegalStateException(scenario + " failed:\n" + output);
    }
    Optional<ColdStartRun.Sample> sample = ColdStartRun.Sample.find(output);
    return sample.orElseThrow(
        () -> new IllegalStateException(scenario + " printed no result:\n" + output));
  }

  /** The median of each measure per variant and scenario, and what the corpus adds. */
  static void print(
      Map<String, Map<ColdStartRun.Scenario, List<ColdStartRun.Sample>>> samples,
      int runs,
      PrintStream out) {
    out.printf("medians of %d runs each, Flink off, milliseconds from JVM start%n", runs);
    out.printf(
        "  %-18s %-10s %6s %10s %10s %10s %10s%n",
        "JVM", "specs", "tests", "discovery", "execution", "total", "CPU");
    samples.forEach(
        (variant, byScenario) ->
            byScenario.forEach(
                (scenario, list) -> {
                  ColdStartRun.Sample median = ColdStartRun.Sample.median(list);
                  out.printf(
                      "  %-18s %-10s %6d %10d %10d %10d %10d%n",
                      variant,
                      scenario.label(),
                      median.tests(),
                      median.discoveryMillis(),
                      median.executionMillis(),
                      median.uptimeMillis(),
                      median.cpuMillis());
                }));
    samples.forEach(
        (variant, byScenario) -> {
          List<ColdStartRun.Sample> none = byScenario.get(ColdStartRun.Scenario.NO_SPECS);
          List<ColdStartRun.Sample> corpus = byScenario.get(ColdStartRun.Scenario.CORPUS);
          if (none != null && corpus != null) {
            long empty = ColdStartRun.Sample.median(none).uptimeMillis();
            out.printf(
                "  %-18s the corpus adds %d ms to a run over no spec file (%d ms)%n",
                variant, ColdStartRun.Sample.median(corpus).uptimeMillis() - empty, empty);
          }
        });
  }
}
