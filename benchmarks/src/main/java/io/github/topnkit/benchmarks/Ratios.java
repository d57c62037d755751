package io.github.topnkit.benchmarks;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.ToDoubleFunction;

/**
 * Prints the lint/parse and planner/lint ratios per workload from a JMH JSON result file ({@code
 * -rf json}), by wall clock and by CPU time: {@code java -cp benchmarks.jar
 * io.github.topnkit.benchmarks.Ratios jmh-result.json}.
 */
public final class Ratios {

  /** One benchmark's microseconds per operation, by wall clock and by CPU time. */
  record Score(double wallMicros, double cpuMicros) {}

  private Ratios() {}

  public static void main(String[] args) throws IOException {
    if (args.length != 1) {
      System.err.println("usage: Ratios <jmh-result.json>");
      System.exit(2);
    }
    print(new ObjectMapper().readTree(Path.of(args[0]).toFile()), System.out);
  }

  /** Scores by workload and then by benchmark method ({@code lint}, {@code parse}, ...). */
  static Map<String, Map<String, Score>> scores(JsonNode results) {
    Map<String, Map<String, Score>> byWorkload = new TreeMap<>();
    for (JsonNode r : results) {
      String benchmark = r.path("benchmark").asText();
      String method = benchmark.substring(benchmark.lastIndexOf('.') + 1);
      String workload = r.path("params").path("workload").asText("-");
      JsonNode primary = r.path("primaryMetric");
      double wall =
          primary.path("score").asDouble() * microsPer(primary.path("scoreUnit").asText());
      JsonNode secondary = r.path("secondaryMetrics");
      double calls = secondary.path("calls").path("score").asDouble(Double.NaN);
      double cpu = secondary.path("cpuNanos").path("score").asDouble(Double.NaN) / calls / 1e3;
      byWorkload.computeIfAbsent(workload, w -> new TreeMap<>()).put(method, new Score(wall, cpu));
    }
    return byWorkload;
  }

  static void print(JsonNode results, PrintStream out) {
    Map<String, Map<String, Score>> scores = scores(results);
    table("wall clock (JMH score)", scores, Score::wallMicros, out);
    table("CPU time of the benchmark and linter threads", scores, Score::cpuMicros, out);
  }

  private static void table(
      String title,
      Map<String, Map<String, Score>> scores,
      ToDoubleFunction<Score> metric,
      PrintStream out) {
    out.println(title);
    out.printf(
        "  %-13s %12s %12s %12s %10s %12s%n",
        "workload", "parse µs", "lint µs", "planner µs", "lint/parse", "planner/lint");
    scores.forEach(
        (workload, s) -> {
          double parse = value(s, "parse", metric);
          double lint = value(s, "lint", metric);
          double planner = value(s, "planner", metric);
          out.printf(
              "  %-13s %12.1f %12.1f %12.1f %10.2f %12.0f%n",
              workload, parse, lint, planner, lint / parse, planner / lint);
        });
  }

  private static double value(
      Map<String, Score> scores, String method, ToDoubleFunction<Score> metric) {
    Score s = scores.get(method);
    return s == null ? Double.NaN : metric.applyAsDouble(s);
  }

  private static double microsPer(String unit) {
    return switch (unit) {
      case "ns/op" -> 1e-3;
      case "us/op" -> 1;
      case "ms/op" -> 1e3;
      case "s/op" -> 1e6;
      default -> throw new IllegalArgumentException("unsupported score unit " + unit);
    };
  }
}
