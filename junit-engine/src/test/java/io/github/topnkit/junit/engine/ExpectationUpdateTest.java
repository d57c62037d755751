package io.github.topnkit.junit.engine;

import static io.github.topnkit.junit.engine.Fixtures.engine;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClasspathResource;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectDirectory;

import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.testkit.engine.EngineExecutionResults;

/**
 * {@code topnkit.update-expectations=true} on copies of the update fixtures: Flink's output lands
 * in the wrong or missing blocks and every other byte stays; the result passes and is stable.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ExpectationUpdateTest {

  private static final String OUTPUTS = "outputs.spec.yaml";
  private static final String MODES = "modes.spec.yaml";

  private final Map<String, String> original = new LinkedHashMap<>();
  private final Map<String, String> updated = new LinkedHashMap<>();
  private EngineExecutionResults updateRun;

  @BeforeAll
  void updateCopiesOfTheFixtures(@TempDir Path dir) throws IOException {
    for (String name : new String[] {OUTPUTS, MODES}) {
      original.put(name, Files.readString(Fixtures.file("update/" + name)));
      Files.writeString(dir.resolve(name), original.get(name));
    }
    updateRun = update(selectDirectory(dir.toFile()));
    for (String name : original.keySet()) {
      updated.put(name, Files.readString(dir.resolve(name)));
    }
  }

  @Test
  void passesEveryCaseAndEveryFileWhileUpdating() {
    updateRun.testEvents().assertStatistics(s -> s.started(10).succeeded(10));
    updateRun.containerEvents().assertStatistics(s -> s.failed(0));
  }

  @Test
  void rewritesOnlyTheWrongAndMissingOutputBlocks() {
    String expected =
        replaceOnce(
            original.get(OUTPUTS),
            "    changelog: |  # the comment after the indicator stays\n      +I[a, 1]\n",
            """
                changelog: |  # the comment after the indicator stays
                  +I[a, 1]
                  -U[a, 1]
                  +U[a, 3]
                  +I[b, 2]
            """);
    expected =
        replaceOnce(
            expected,
            "    final: |\n        +I[a, 1]\n        +I[b, 0]\n",
            "    final: |\n        +I[a, 4]\n        +I[b, 2]\n");
    expected = replaceOnce(expected, "    error: out of memory\n", "    error: '/ by zero'\n");
    expected =
        replaceOnce(
            expected,
            "    lint: []\n",
            "    lint: []\n    changelog: |\n      +I[a, 3]\n      +I[b, 2]\n");

    assertThat(updated.get(OUTPUTS)).isEqualTo(expected);
  }

  @Test
  void writesOneBlockForTheSameOutputInBothModesAndABatchOverrideWhereTheyDiffer() {
    String first = "    changelog: |\n      +I[x, 0]\n\n  - name: a different";
    String second = "    changelog: |\n      +I[x, 0]\n\n  - name: RANK";
    String expected =
        replaceOnce(
            original.get(MODES),
            first,
            "    changelog: |\n      +I[a, 3]\n      +I[b, 2]\n\n  - name: a different");
    expected =
        replaceOnce(
            expected,
            second,
            """
                changelog: |
                  +I[a, 1]
                  -U[a, 1]
                  +U[a, 3]
                  +I[b, 2]
                batch:
                  changelog: |
                    +I[a, 3]
                    +I[b, 2]
            """
                + "\n  - name: RANK");
    expected =
        replaceOnce(
            expected,
            "    changelog: |\n      +I[x, 0, 0]\n",
            """
                error: 'RANK() on streaming table is not supported currently'
                batch:
                  changelog: |
                    +I[a, 3, 1]
                    +I[b, 2, 1]
            """);

    assertThat(updated.get(MODES)).isEqualTo(expected);
  }

  @Test
  void theUpdatedFilesPassWithoutUpdateMode(@TempDir Path dir) throws IOException {
    write(dir, updated);

    EngineExecutionResults results = engine().selectors(selectDirectory(dir.toFile())).execute();

    results.testEvents().assertStatistics(s -> s.started(10).succeeded(10));
  }

  @Test
  void updatingFilesThatAreRightLeavesThemByteForByte(@TempDir Path dir) throws IOException {
    write(dir, updated);

    EngineExecutionResults results = update(selectDirectory(dir.toFile()));

    results.testEvents().assertStatistics(s -> s.started(10).succeeded(10));
    for (String name : updated.keySet()) {
      assertThat(Files.readAllBytes(dir.resolve(name)))
          .as(name)
          .isEqualTo(updated.get(name).getBytes(StandardCharsets.UTF_8));
    }
  }

  @Test
  void leavesPassingExpectationsAsTheirAuthorWroteThem(@TempDir Path dir) throws IOException {
    Path file = dir.resolve("passing.spec.yaml");
    Files.copy(Path.of("src/test/resources/fixtures/update/passing.spec.yaml"), file);
    byte[] before = Files.readAllBytes(file);

    EngineExecutionResults results = update(selectDirectory(dir.toFile()));

    results.testEvents().assertStatistics(s -> s.started(2).succeeded(2));
    assertThat(Files.readAllBytes(file)).isEqualTo(before);
  }

  @Test
  void writesAClasspathSpecUnderTargetIntoItsSourceUnderSrc(@TempDir Path module)
      throws IOException {
    String spec =
        """
        tables:
          T: |
            CREATE TABLE T (k STRING) WITH ('connector' = 'kafka', 'format' = 'json')
        input:
          T: |
            +I[a]
        cases:
          - name: only a lint expectation
            query: SELECT k FROM T
            lint: []
        """;
    Path classes = module.resolve("target/test-classes");
    Path copy = write(classes.resolve("specs/one.spec.yaml"), spec);
    Path source = write(module.resolve("src/test/resources/specs/one.spec.yaml"), spec);

    EngineExecutionResults results;
    ClassLoader before = Thread.currentThread().getContextClassLoader();
    try (URLClassLoader loader = new URLClassLoader(new URL[] {classes.toUri().toURL()}, before)) {
      Thread.currentThread().setContextClassLoader(loader);
      results = update(selectClasspathResource("specs/one.spec.yaml"));
    } finally {
      Thread.currentThread().setContextClassLoader(before);
    }

    assertThat(Outcomes.of(results).status("only a lint expectation"))
        .isEqualTo(TestExecutionResult.Status.SUCCESSFUL);
    assertThat(Files.readString(source)).isEqualTo(spec + "    changelog: |\n      +I[a]\n");
    assertThat(Files.readString(copy)).isEqualTo(spec);
  }

  @Test
  void failsACaseWhoseJobDoesNotEndAndLeavesItsFileAlone(@TempDir Path dir) throws IOException {
    String spec =
        """
        tables:
          T: |
            CREATE TABLE T (v INT) WITH ('connector' = 'kafka', 'format' = 'json')
        input:
          T: |
            +I[1]
        cases:
          - name: a job that never ends
            script: |
              CREATE TEMPORARY FUNCTION sleepy AS 'io.github.topnkit.flink.SleepFunction';
              CREATE TABLE Sink (v INT) WITH ('connector' = 'blackhole');
              INSERT INTO Sink SELECT sleepy(v) FROM T;
            changelog: |
              +I[1]
        """;
    Path file = write(dir.resolve("endless.spec.yaml"), spec);

    EngineExecutionResults results =
        engine()
            .selectors(selectDirectory(dir.toFile()))
            .configurationParameter("topnkit.update-expectations", "true")
            .configurationParameter("topnkit.timeout", "2s")
            .execute();

    assertThat(Outcomes.of(results).failure("a job that never ends"))
        .hasMessageStartingWith(
            file
                + ":8:5: cannot update the expectations: flink 2.3.0 did not finish within 2 s"
                + " (topnkit.timeout); the job was cancelled");
    assertThat(Files.readString(file)).isEqualTo(spec);
  }

  private static EngineExecutionResults update(
      org.junit.platform.engine.DiscoverySelector selector) {
    return engine()
        .selectors(selector)
        .configurationParameter("topnkit.update-expectations", "true")
        .execute();
  }

  private static void write(Path dir, Map<String, String> files) throws IOException {
    for (Map.Entry<String, String> file : files.entrySet()) {
      Files.writeString(dir.resolve(file.getKey()), file.getValue());
    }
  }

  private static Path write(Path file, String text) throws IOException {
    Files.createDirectories(file.getParent());
    return Files.writeString(file, text);
  }

  /** The text with its one occurrence of a part replaced; fails when it is not there once. */
  private static String replaceOnce(String text, String part, String replacement) {
    int at = text.indexOf(part);
    assertThat(at).as("where '%s' is", part).isNotNegative();
    assertThat(text.indexOf(part, at + 1)).as("a second '%s'", part).isNegative();
    return text.substring(0, at) + replacement + text.substring(at + part.length());
  }
}
