package io.github.topnkit.benchmarks;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;

/**
 * Prints, from a JMH JSON result of {@link EngineBenchmark} and {@link SpecCaseBenchmark}, the
 * reference engine's throughput against the hand loop and its speed-up over Flink (for a rerun case
 * and for an edited one, which the linter parses and analyzes again), side by side: {@code java -cp
 * benchmarks.jar io.github.topnkit.benchmarks.EngineRatios jmh-result.json}.
 */
public final class EngineRatios {

  private EngineRatios() {}

  public static void main(String[] args) throws IOException {
    if (args.length != 1) {
      System.err.println("usage: EngineRatios <jmh-result.json>");
      System.exit(2);
    }
    print(new ObjectMapper().readTree(Path.of(args[0]).toFile()), System.out);
  }

  static void print(JsonNode results, PrintStream out) {
    Map<String, Map<String, Double>> millis = new TreeMap<>();
    for (JsonNode r : results) {
      String benchmark = r.path("benchmark").asText();
      String method = benchmark.substring(benchmark.lastIndexOf('.') + 1);
      JsonNode params = r.path("params");
      String workload = params.path("workload").asText(params.path("corpusCase").asText("-"));
      JsonNode primary = r.path("primaryMetric");
      double ms = primary.path("score").asDouble() * millisPer(primary.path("scoreUnit").asText());
      millis.computeIfAbsent(workload, w -> new TreeMap<>()).put(method, ms);
    }
    out.printf(
        "  %-40s %12s %12s %12s %12s %16s %12s %14s%n",
        "workload",
        "reference ms",
        "edited ms",
        "hand loop ms",
        "flink ms",
        "ref/loop thrpt",
        "flink/ref",
        "flink/edited");
    millis.forEach(
        (workload, m) -> {
          double reference = m.getOrDefault("reference", Double.NaN);
          double edited = m.getOrDefault("referenceEdited", Double.NaN);
          double loop = m.getOrDefault("handLoop", Double.NaN);
          double flink = m.getOrDefault("flink", Double.NaN);
          out.printf(
              "  %-40s %12.2f %12.2f %12.2f %12.2f %15.0f%% %11.0fx %13.0fx%n",
              workload,
              reference,
              edited,
              loop,
              flink,
              100 * loop / reference,
              flink / reference,
              flink / edited);
        });
  }

  private static double millisPer(String unit) {
    return switch (unit) {
      case "ns/op" -> 1e-6;
      case "us/op" -> 1e-3;
      case "ms/op" -> 1;
      case "s/op" -> 1e3;
      default -> throw new IllegalArgumentException("unsupported score unit " + unit);
    };
  }
}
