package io.github.topnkit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.linter.LintOptions;
import io.github.topnkit.linter.diag.Diagnostic;
import io.github.topnkit.linter.diag.Severity;
import io.github.topnkit.linter.incremental.ContentHash;
import io.github.topnkit.linter.incremental.LintCache;
import io.github.topnkit.linter.parse.Span;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code topnkit lint --cache}: findings of unchanged files come from the cache. */
class LintCacheTest {

  @TempDir Path dir;

  @Test
  void aSecondRunGivesTheSameReportAndLintsOnlyChangedFiles() throws Exception {
    Files.writeString(dir.resolve("a.sql"), LintCommandTest.DDL + LintCommandTest.QUERY);
    Files.writeString(dir.resolve("b.sql"), LintCommandTest.UNKNOWN_TABLE);

    Cli.Run first = Cli.run(dir, "lint", "--cache", "build/lint.cache", "a.sql", "b.sql");
    Cli.Run second = Cli.run(dir, "lint", "--cache", "build/lint.cache", "a.sql", "b.sql");

    assertThat(first.out()).contains("WindowBoundsMissingFromPartition").contains("UnknownTable");
    assertThat(second).isEqualTo(first);
    assertThat(dir.resolve("build/lint.cache")).isRegularFile();

    // A finding only the cache knows of shows that a.sql is not linted again while its content
    // is unchanged, and that b.sql, whose content changed, is.
    plant(dir.resolve("build/lint.cache"), "a.sql");
    Files.writeString(dir.resolve("b.sql"), "SELECT 1;\n");

    Cli.Run third = Cli.run(dir, "lint", "--cache", "build/lint.cache", "a.sql", "b.sql");

    assertThat(third.out()).contains("planted").doesNotContain("UnknownTable");
  }

  @Test
  void findingsOfAnotherConfigurationAreNotUsed() throws Exception {
    Files.writeString(dir.resolve("a.sql"), LintCommandTest.DDL + LintCommandTest.QUERY);
    plant(dir.resolve("lint.cache"), "a.sql");

    Cli.Run other =
        Cli.run(dir, "lint", "--cache", "lint.cache", "--flink-version", "1.20", "a.sql");
    plant(dir.resolve("lint.cache"), "a.sql");
    Cli.Run same = Cli.run(dir, "lint", "--cache", "lint.cache", "a.sql");

    assertThat(other.out()).doesNotContain("planted").contains("WindowBoundsMissingFromPartition");
    assertThat(same.out()).contains("planted").doesNotContain("WindowBoundsMissingFromPartition");
  }

  @Test
  void aChangeThatKeepsSizeAndModificationTimeIsLintedAgain() throws Exception {
    Path file = dir.resolve("a.sql");
    Files.writeString(file, "SELECT * FROM missing_a;\n");
    FileTime modified = Files.getLastModifiedTime(file);
    Cli.Run first = Cli.run(dir, "lint", "--cache", "lint.cache", "a.sql");

    // Within the same tick of the file system's clock, a rewrite could keep every time the cache
    // saw; a file that new is checked by content however its stamp reads.
    Files.writeString(file, "SELECT * FROM missing_b;\n");
    Files.setLastModifiedTime(file, modified);
    Cli.Run second = Cli.run(dir, "lint", "--cache", "lint.cache", "a.sql");

    assertThat(first.out()).contains("missing_a");
    assertThat(second.out()).contains("missing_b").doesNotContain("missing_a");
    assertThat(second).isEqualTo(Cli.run(dir, "lint", "a.sql"));
  }

  @Test
  void anEmptyFileFromTheCacheIsReportedAsWithout() throws Exception {
    Files.writeString(dir.resolve("empty.sql"), "");
    Cli.Run uncached = Cli.run(dir, "lint", "empty.sql");

    assertThat(Cli.run(dir, "lint", "--cache", "lint.cache", "empty.sql")).isEqualTo(uncached);
    assertThat(Cli.run(dir, "lint", "--cache", "lint.cache", "empty.sql")).isEqualTo(uncached);
  }

  @Test
  void aSchemaFileThatNoLongerParsesIsReportedDespiteTheCache() throws Exception {
    Files.writeString(dir.resolve("schema.sql"), LintCommandTest.DDL);
    Files.writeString(dir.resolve("q.sql"), LintCommandTest.QUERY);
    String[] args = {"lint", "--schema", "schema.sql", "--cache", "lint.cache", "q.sql"};
    Cli.Run first = Cli.run(dir, args);
    assertThat(first.out()).contains("WindowBoundsMissingFromPartition");
    assertThat(Cli.run(dir, args)).isEqualTo(first);

    Files.writeString(dir.resolve("schema.sql"), "CREATE TABLE (;\n");
    Cli.Run broken = Cli.run(dir, args);

    assertThat(broken.exit()).isEqualTo(TopnkitCli.EXIT_ERROR);
    assertThat(broken).isEqualTo(Cli.run(dir, "lint", "--schema", "schema.sql", "q.sql"));
  }

  /**
   * Writes a cache whose only finding for the file, under the default configuration, is made up.
   */
  private void plant(Path cache, String file) throws Exception {
    LintCache planted =
        LintCache.load(Optional.empty(), LintCache.key(LintOptions.defaults(), List.of()));
    planted.put(
        file,
        ContentHash.sha256(Files.readAllBytes(dir.resolve(file))),
        List.of(new Diagnostic("TopNStateSize", Severity.INFO, "planted", Span.FILE_START, "")));
    planted.save(cache, "");
  }
}
