package io.github.topnkit.benchmarks;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;

/**
 * Prints the lint/parse and planner/lint ratios per workload from a JMH JSON result file ({@code
 * -rf json}): {@code java -cp benchmarks.jar io.github.topnkit.benchmarks.Ratios jmh-result.json}.
 */
public final class Ratios {

  private Ratios() {}

  public static void main(String[] args) throws IOException {
    if (args.length != 1) {
      System.err.println("usage: Ratios <jmh-result.json>");
      System.exit(2);
    }
    print(new ObjectMapper().readTree(Path.of(args[0]).toFile()), System.out);
  }

  /** Scores in microseconds per workload run, by workload and then by benchmark method. */
  static Map<String, Map<String, Double>> scores(JsonNode results) {
    Map<String, Map<String, Double>> byWorkload = new TreeMap<>();
    for (JsonNode r : results) {
      String benchmark = r.path("benchmark").asText();
      String method = benchmark.substring(benchmark.lastIndexOf('.') + 1);
      String workload = r.path("params").path("workload").asText("-");
      double score = r.path("primaryMetric").path("score").asDouble();
      double perUs = microsecondsPer(r.path("primaryMetric").path("scoreUnit").asText());
      byWorkload.computeIfAbsent(workload, w -> new TreeMap<>()).put(method, score * perUs);
    }
    return byWorkload;
  }

  static void print(JsonNode results, PrintStream out) {
    out.printf(
        "%-13s %12s %12s %12s %10s %12s%n",
        "workload", "parse µs", "lint µs", "planner µs", "lint/parse", "planner/lint");
    scores(results)
        .forEach(
            (workload, s) ->
                out.printf(
                    "%-13s %12.1f %12.1f %12.1f %10.2f %12.0f%n",
                    workload,
                    s.getOrDefault("parse", Double.NaN),
                    s.getOrDefault("lint", Double.NaN),
                    s.getOrDefault("planner", Double.NaN),
                    s.getOrDefault("lint", Double.NaN) / s.getOrDefault("parse", Double.NaN),
                    s.getOrDefault("planner", Double.NaN) / s.getOrDefault("lint", Double.NaN)));
  }

  private static double microsecondsPer(String unit) {
    return switch (unit) {
      case "ns/op" -> 1e-3;
      case "us/op" -> 1;
      case "ms/op" -> 1e3;
      case "s/op" -> 1e6;
      default -> throw new IllegalArgumentException("unsupported score unit " + unit);
    };
  }
}
