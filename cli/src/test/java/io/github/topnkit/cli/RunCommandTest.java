package io.github.topnkit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

class RunCommandTest {

  private static final String TOP_2 =
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
        - name: top 1 per category
          query: |
            SELECT product, category, sales FROM (
              SELECT *, ROW_NUMBER() OVER (PARTITION BY category ORDER BY sales DESC) AS rn
              FROM Sales)
            WHERE rn <= 1
          changelog: |
            +I[p1, books, 10]
            -U[p1, books, 10]
            +U[p2, books, %d]
      """;

  @TempDir Path dir;

  private final StringWriter out = new StringWriter();
  private final StringWriter err = new StringWriter();

  private int run(String... args) {
    CommandLine cmd = Topnkit.commandLine(dir, new ByteArrayInputStream(new byte[0]));
    cmd.setOut(new PrintWriter(out, true));
    cmd.setErr(new PrintWriter(err, true));
    return cmd.execute(args);
  }

  @Test
  void printsTheOutputInPrintNotationAndPasses() throws IOException {
    Files.writeString(dir.resolve("ok.spec.yaml"), TOP_2.formatted(30));

    assertThat(run("run", "ok.spec.yaml")).isZero();
    assertThat(out.toString())
        .contains("PASS  ok.spec.yaml:10:5: top 1 per category [streaming]")
        .contains("    +I[p1, books, 10]\n    -U[p1, books, 10]\n    +U[p2, books, 30]")
        .endsWith("1 passed, 0 failed, 0 unsupported, 0 skipped" + System.lineSeparator());
    assertThat(err.toString()).isEmpty();
  }

  @Test
  void failsAWrongExpectationWithTheRowByRowDiff() throws IOException {
    Files.writeString(dir.resolve("wrong.spec.yaml"), TOP_2.formatted(31));

    assertThat(run("run", "wrong.spec.yaml")).isEqualTo(1);
    assertThat(out.toString())
        .contains("FAIL  wrong.spec.yaml:10:5: top 1 per category [streaming]")
        .contains("wrong.spec.yaml:16:16: the changelog of the query differs")
        .contains("+U[p2, books, 31] | 3  +U[p2, books, 30]  differs in sales")
        .contains("0 passed, 1 failed");
  }

  @Test
  void reportsAMalformedSpecWithItsPositionAndExitsWithTwo() throws IOException {
    Files.writeString(dir.resolve("bad.spec.yaml"), "cases: [\n");

    assertThat(run("run", "bad.spec.yaml")).isEqualTo(2);
    assertThat(err.toString()).startsWith("bad.spec.yaml:2:1: invalid YAML");
  }

  @Test
  void reportsAMissingFileAndExitsWithTwo() {
    assertThat(run("run", "missing.spec.yaml")).isEqualTo(2);
    assertThat(err.toString()).isEqualTo("topnkit: missing.spec.yaml: no such file\n");
  }

  @Test
  void saysWhenACaseIsNotSupportedByTheReferenceEngine() throws IOException {
    Files.writeString(
        dir.resolve("udf.spec.yaml"),
        """
        tables:
          T: |
            CREATE TABLE T (k STRING, v INT) WITH ('connector' = 'kafka')
        input:
          T: |
            +I[a, 1]
        cases:
          - name: a function the engine does not know
            query: SELECT k, RAND() AS r FROM T
            final: |
              +I[a, 0.5]
        """);

    assertThat(run("run", "udf.spec.yaml")).as("an unsupported case fails nothing").isZero();
    assertThat(out.toString())
        .contains("UNSUPPORTED  udf.spec.yaml:8:5: a function the engine does not know")
        .contains("not supported by the reference engine")
        .contains("run it on Flink: --engine flink")
        .contains("0 passed, 0 failed, 1 unsupported, 0 skipped");
  }

  @Test
  void runsTheCasesOnAFlinkMiniCluster() throws IOException {
    Files.writeString(dir.resolve("ok.spec.yaml"), TOP_2.formatted(30));

    assertThat(run("run", "--engine", "flink", "ok.spec.yaml")).isZero();
    assertThat(out.toString())
        .contains("PASS  ok.spec.yaml:10:5: top 1 per category [streaming]")
        .contains("flink 2.3.0 ran the case to the end")
        .doesNotContain("reference 2.3");
  }

  @Test
  void onBothEnginesSaysTheyAgreeWhenTheExpectationIsWhatDiffers() throws IOException {
    Files.writeString(dir.resolve("wrong.spec.yaml"), TOP_2.formatted(31));

    assertThat(run("run", "--engine", "both", "wrong.spec.yaml")).isEqualTo(1);
    assertThat(out.toString())
        .contains("reference 2.3 ran the case to the end")
        .contains("flink 2.3.0 ran the case to the end")
        .contains("[flink 2.3.0 and reference 2.3 agree] wrong.spec.yaml:16:16");
  }

  @Test
  void refusesAnUnknownEngineAndAFlinkOfAnotherVersion() throws IOException {
    Files.writeString(dir.resolve("ok.spec.yaml"), TOP_2.formatted(30));

    assertThat(run("run", "--engine", "spark", "ok.spec.yaml")).isEqualTo(2);
    assertThat(run("run", "--engine", "flink", "--flink-version", "1.20", "ok.spec.yaml"))
        .isEqualTo(2);
    assertThat(err.toString())
        .contains("topnkit: unknown engines 'spark' (expected reference, flink or both)")
        .contains("topnkit: the Flink on the class path is 2.3.0, not Flink 1.20");
    assertThat(out.toString()).isEmpty();
  }

  @Test
  void keepsTheLinterCommands() {
    assertThat(run("rules")).isZero();
    assertThat(out.toString()).contains("RankFunctionNotRowNumber");
  }
}
