package io.github.topnkit.maven.lint;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.topnkit.linter.LintResult;
import io.github.topnkit.linter.config.ConfigException;
import io.github.topnkit.linter.config.FailOn;
import io.github.topnkit.linter.diag.Diagnostic;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ProjectLinterTest {

  static final String BROKEN =
      """
      CREATE TABLE Bid (
        bidtime TIMESTAMP(3),
        price DECIMAL(10, 2),
        WATERMARK FOR bidtime AS bidtime - INTERVAL '1' SECOND
      ) WITH ('connector' = 'kafka');
      SELECT * FROM (
        SELECT *, ROW_NUMBER() OVER (PARTITION BY window_start ORDER BY price DESC) AS rownum
        FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES)))
      WHERE rownum <= 3;
      """;

  static final String SPEC =
      """
      tables:
        Bid: |
          CREATE TABLE Bid (
            bidtime TIMESTAMP(3),
            price DECIMAL(10, 2),
            WATERMARK FOR bidtime AS bidtime - INTERVAL '1' SECOND
          ) WITH ('connector' = 'kafka')
      cases:
        - name: broken
          query: |
            SELECT * FROM (
              SELECT *, ROW_NUMBER() OVER (PARTITION BY window_start ORDER BY price DESC) AS rownum
              FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES)))
            WHERE rownum <= 3
          pattern: TOP_N
        - name: broken too, but it says so
          query: |
            SELECT * FROM (
              SELECT *, ROW_NUMBER() OVER (PARTITION BY window_start ORDER BY price DESC) AS rownum
              FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES)))
            WHERE rownum <= 3
          lint: [WindowBoundsMissingFromPartition@2]
      """;

  @TempDir Path dir;

  LintRequest request(Optional<String> flinkVersion) {
    return new LintRequest(
        dir,
        List.of(dir.resolve("src/main/sql")),
        List.of(dir.resolve("src/test/topnkit")),
        List.of(),
        List.of(),
        flinkVersion,
        Optional.empty(),
        Optional.empty(),
        Optional.empty(),
        List.of(),
        Optional.empty(),
        dir.resolve("target/topnkit"),
        Optional.of(dir.resolve("target/topnkit/cache.json")),
        dir);
  }

  void write(String path, String text) throws Exception {
    Path file = dir.resolve(path);
    Files.createDirectories(file.getParent());
    Files.writeString(file, text);
  }

  @Test
  void findsTheBrokenWindowTopNInSqlAndInTheSpecFileAtTheirPositions() throws Exception {
    write("src/main/sql/bids.sql", BROKEN);
    write("src/test/topnkit/bids.spec.yaml", SPEC);

    LintOutcome outcome = ProjectLinter.run(request(Optional.empty()));

    List<LintResult> results = outcome.report().results();
    assertThat(results)
        .extracting(LintResult::path)
        .containsExactly("src/main/sql/bids.sql", "src/test/topnkit/bids.spec.yaml");
    Diagnostic sql = results.get(0).diagnostics().get(0);
    assertThat(sql.ruleId()).isEqualTo("WindowBoundsMissingFromPartition");
    assertThat(sql.span().startLine()).isEqualTo(7);
    assertThat(sql.span().startColumn()).isEqualTo(32);
    // Only the first case: the second one lists the finding under lint.
    assertThat(results.get(1).diagnostics())
        .singleElement()
        .satisfies(
            d -> {
              assertThat(d.ruleId()).isEqualTo("WindowBoundsMissingFromPartition");
              assertThat(d.span().startLine()).isEqualTo(12);
              assertThat(d.span().startColumn()).isEqualTo(38);
            });
    assertThat(outcome.failing()).isEqualTo(2);
    assertThat(outcome.failOn()).isEqualTo(FailOn.ERROR);
    assertThat(outcome.reportFiles()).allSatisfy(f -> assertThat(f).isRegularFile());
  }

  @Test
  void aSecondRunRelintsOnlyChangedFilesAndReplaysTheSameFindings() throws Exception {
    write("src/main/sql/bids.sql", BROKEN);
    write("src/main/sql/other.sql", "SELECT 1;\n");
    LintOutcome first = ProjectLinter.run(request(Optional.empty()));
    assertThat(first.relinted()).isEqualTo(2);

    LintOutcome second = ProjectLinter.run(request(Optional.empty()));
    assertThat(second.relinted()).isZero();
    assertThat(second.report().results())
        .extracting(LintResult::diagnostics)
        .isEqualTo(first.report().results().stream().map(LintResult::diagnostics).toList());
    assertThat(Files.readString(dir.resolve("target/topnkit/topnkit-lint.sarif")))
        .contains("primaryLocationLineHash");

    write("src/main/sql/other.sql", "SELECT 2;\n");
    assertThat(ProjectLinter.run(request(Optional.empty())).relinted()).isEqualTo(1);
  }

  @Test
  void reportsAreKeptWhenNothingChangedAndWrittenAgainWhenOneIsMissing() throws Exception {
    write("src/main/sql/bids.sql", BROKEN);
    assertThat(ProjectLinter.run(request(Optional.empty())).reportsUpToDate()).isFalse();
    LintOutcome second = ProjectLinter.run(request(Optional.empty()));
    assertThat(second.reportsUpToDate()).isTrue();
    Path sarif = dir.resolve("target/topnkit/topnkit-lint.sarif");
    Files.delete(sarif);
    assertThat(ProjectLinter.run(request(Optional.empty())).reportsUpToDate()).isFalse();
    assertThat(sarif).content().contains("WindowBoundsMissingFromPartition");
    write("src/main/sql/other.sql", "SELECT 1;\n");
    assertThat(ProjectLinter.run(request(Optional.empty())).reportsUpToDate()).isFalse();
  }

  @Test
  void anotherConfigurationRelintsEveryFile() throws Exception {
    write("src/main/sql/bids.sql", BROKEN);
    ProjectLinter.run(request(Optional.empty()));
    assertThat(ProjectLinter.run(request(Optional.of("1.20"))).relinted()).isEqualTo(1);
    Files.writeString(dir.resolve(".topnkit.yml"), "rules:\n  disable: [UnknownTable]\n");
    assertThat(ProjectLinter.run(request(Optional.of("1.20"))).relinted()).isEqualTo(1);
  }

  @Test
  void replayedFindingsAreTheFreshOnesAfterTheCacheIsDamaged() throws Exception {
    write("src/main/sql/bids.sql", BROKEN);
    LintOutcome first = ProjectLinter.run(request(Optional.empty()));
    Files.writeString(dir.resolve("target/topnkit/cache.json"), "{not json");
    LintOutcome second = ProjectLinter.run(request(Optional.empty()));
    assertThat(second.relinted()).isEqualTo(1);
    assertThat(second.report()).isEqualTo(first.report());
  }

  @Test
  void aBadParameterIsAConfigurationError() {
    assertThatThrownBy(() -> ProjectLinter.run(request(Optional.of("9.9"))))
        .isInstanceOf(ConfigException.class)
        .hasMessageContaining("unsupported Flink version '9.9'");
  }
}
