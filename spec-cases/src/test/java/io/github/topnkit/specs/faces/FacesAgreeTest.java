package io.github.topnkit.specs.faces;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.spec.verify.EngineChoice;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The JUnit engine, {@code topnkit run} and the {@code spec} goal give the same verdict with the
 * same words for every run of every case: they all map the verification core's verdict.
 */
class FacesAgreeTest {

  static final Path CORPUS = Path.of("src/main/resources/io/github/topnkit/specs");

  /** One case for each verdict, and failures of each kind, beside the corpus (which all passes). */
  static final String VERDICTS =
      """
      tables:
        Sales: |
          CREATE TABLE Sales (product STRING, category STRING, sales INT)
          WITH ('connector' = 'kafka', 'topic' = 'sales', 'format' = 'json')
      input:
        Sales: |
          +I[p1, books, 10]
          +I[p2, books, 30]
      cases:
        - name: passes
          query: |
            SELECT product, category, sales FROM (
              SELECT *, ROW_NUMBER() OVER (PARTITION BY category ORDER BY sales DESC) AS rn
              FROM Sales)
            WHERE rn <= 1
          changelog: |
            +I[p1, books, 10]
            -U[p1, books, 10]
            +U[p2, books, 30]
        - name: a wrong row
          query: |
            SELECT product, category, sales FROM (
              SELECT *, ROW_NUMBER() OVER (PARTITION BY category ORDER BY sales DESC) AS rn
              FROM Sales)
            WHERE rn <= 1
          changelog: |
            +I[p1, books, 10]
            -U[p1, books, 10]
            +U[p2, books, 31]
        - name: a wrong lint expectation and a wrong final row, in both modes
          mode: both
          query: |
            SELECT product, category, sales FROM (
              SELECT *, ROW_NUMBER() OVER (PARTITION BY category ORDER BY sales DESC) AS rn
              FROM Sales)
            WHERE rn <= 1
          lint: [RankFunctionNotRowNumber@2]
          final: |
            +I[p9, books, 99]
        - name: skipped by its author
          skip: waiting for a fix
          query: SELECT 1 AS one
          final: +I[1]
        - name: for another Flink
          flink: "< 2.0"
          mode: both
          query: SELECT 1 AS one
          final: +I[1]
        - name: a function the reference engine does not model
          query: SELECT product, RAND() AS r FROM Sales
          final: |
            +I[p1, 0.5]
        - name: unsupported and a wrong lint expectation
          query: SELECT product, RAND() AS r FROM Sales
          lint: [TopNStateSize@1]
          final: |
            +I[p1, 0.5]
      """;

  @TempDir Path dir;

  @Test
  void theThreeFacesGiveTheSameVerdictsAndWordsOnTheReferenceEngine() throws IOException {
    copyCorpus(dir.resolve("corpus"));
    Files.writeString(dir.resolve("verdicts.spec.yaml"), VERDICTS);

    Map<String, Seen> junit = Faces.junit(dir, false);
    Map<String, Seen> cli = Faces.cli(dir, "reference");
    Map<String, Seen> maven = Faces.maven(dir, EngineChoice.REFERENCE);

    assertThat(junit).hasSizeGreaterThan(200);
    assertThat(junit.values().stream().map(Seen::kind).collect(Collectors.toSet()))
        .as("every verdict occurs")
        .contains(Seen.Kind.PASS, Seen.Kind.FAIL, Seen.Kind.SKIP, Seen.Kind.UNSUPPORTED);
    assertThat(cli.keySet()).isEqualTo(junit.keySet());
    assertThat(maven.keySet()).isEqualTo(junit.keySet());
    junit.forEach(
        (run, seen) -> {
          sameAsJunit(run, seen, cli.get(run));
          assertThat(maven.get(run).kind()).as(run).isEqualTo(seen.coarse());
          assertThat(maven.get(run).texts()).as(run).isEqualTo(seen.texts());
        });
  }

  @Test
  void topnkitRunOnFlinkGivesTheVerdictsOfTheJunitEngineWithFlinkOn() throws IOException {
    copyCorpus(dir);

    Map<String, Seen> junit = Faces.junit(dir, true);
    Map<String, Seen> cli = Faces.cli(dir, "flink");

    assertThat(junit).hasSizeGreaterThan(200);
    assertThat(cli.keySet()).isEqualTo(junit.keySet());
    junit.forEach((run, seen) -> sameAsJunit(run, seen, cli.get(run)));
  }

  /**
   * The command line prints a skip's or an unsupported case's reason as its detail, and every
   * failure's message after the engines' outputs.
   */
  private static void sameAsJunit(String run, Seen junit, Seen cli) {
    assertThat(cli.kind()).as(run).isEqualTo(junit.kind());
    switch (junit.kind()) {
      case SKIP, UNSUPPORTED -> assertThat(cli.texts()).as(run).isEqualTo(junit.texts());
      case FAIL -> {
        for (String failure : junit.texts()) {
          assertThat(cli.texts().get(0)).as(run).contains(failure.stripTrailing());
        }
      }
      default -> {}
    }
  }

  private static void copyCorpus(Path target) throws IOException {
    for (String file : Faces.specFiles(CORPUS)) {
      Path to = target.resolve(file);
      Files.createDirectories(to.getParent());
      Files.copy(CORPUS.resolve(file), to);
    }
  }
}
