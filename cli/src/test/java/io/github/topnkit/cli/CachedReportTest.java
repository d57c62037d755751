package io.github.topnkit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.linter.LintOptions;
import io.github.topnkit.linter.incremental.FileStamp;
import io.github.topnkit.linter.incremental.LintCache;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import picocli.CommandLine;

/**
 * {@code topnkit lint --cache} over the bundled examples, whose files are old enough for their
 * stamps to be trusted: a cached run, first or repeated, prints what an uncached run prints.
 */
class CachedReportTest {

  private static final Path EXAMPLES = Path.of("").toAbsolutePath().getParent().resolve("examples");

  @TempDir static Path dir;

  @BeforeAll
  static void copyTheExamplesAndLetThemSettle() throws Exception {
    List<Path> files;
    try (Stream<Path> walk = Files.walk(EXAMPLES)) {
      files = walk.filter(p -> p.toString().endsWith(".sql")).toList();
    }
    assertThat(files).isNotEmpty();
    // Two copies: one a test changes, one that stays as it is for all the others.
    for (String copies : new String[] {"examples", "changed"}) {
      for (Path file : files) {
        Path copy = dir.resolve(copies).resolve(EXAMPLES.relativize(file).toString());
        Files.createDirectories(copy.getParent());
        Files.copy(file, copy);
      }
    }
    // The cache trusts a file's stamp only when the file had not changed for a few seconds when
    // it was read; fresh copies would be hashed every time.
    Thread.sleep(3_500);
  }

  private static Path cache(String name) {
    return dir.resolve("caches").resolve(name);
  }

  @ParameterizedTest
  @ValueSource(strings = {"text", "json", "sarif", "checkstyle"})
  void aCachedRunPrintsWhatAnUncachedRunPrints(String format) throws Exception {
    String cache = cache(format).toString();
    Cli.Run uncached = Cli.run(dir, "lint", "--format", format, "examples");
    // Linted, then known unchanged: rendered from the cache, then repeated as kept.
    Cli.Run first = Cli.run(dir, "lint", "--format", format, "--cache", cache, "examples");
    Cli.Run second = Cli.run(dir, "lint", "--format", format, "--cache", cache, "examples");
    // Known unchanged, but the kept report is of another format: rendered from the cache, with
    // the lines it quotes read from the files.
    String other = format.equals("text") ? "json" : "text";
    Cli.run(dir, "lint", "--format", other, "--cache", cache, "examples");
    Cli.Run third = Cli.run(dir, "lint", "--format", format, "--cache", cache, "examples");

    assertThat(uncached.exit()).isEqualTo(1);
    assertThat(uncached.out()).isNotEmpty();
    assertThat(first).isEqualTo(uncached);
    assertThat(second).isEqualTo(uncached);
    assertThat(third).isEqualTo(uncached);
  }

  @Test
  void theUtf8StandardOutputGetsTheSameBytesFromTheCache() throws Exception {
    String cache = cache("bytes").toString();
    String[] args = {"lint", "--cache", cache, "examples"};
    byte[] uncached = bytes("lint", "examples");
    assertThat(bytes(args)).isEqualTo(uncached);
    assertThat(bytes(args)).isEqualTo(uncached);
  }

  /** What a run prints on an output stream as the executable sets it up, UTF-8 encoded. */
  private static byte[] bytes(String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    CommandLine cmd =
        TopnkitCli.commandLine(new TopnkitCli(dir, new ByteArrayInputStream(new byte[0])));
    cmd.setOut(new TopnkitCli.Utf8Writer(out));
    cmd.setErr(new PrintWriter(new StringWriter(), true));
    cmd.execute(args);
    return out.toByteArray();
  }

  @Test
  void anUnchangedRunRepeatsTheReportItKeptAndAChangedOneRendersAgain() throws Exception {
    Path cache = cache("planted");
    String[] args = {"lint", "--cache", cache.toString(), "changed"};
    Cli.Run real = Cli.run(dir, args);
    plantReport(cache, "changed", "planted report\n");

    // Every file unchanged: the kept report is printed, not rendered again.
    assertThat(Cli.run(dir, args).out()).isEqualTo("planted report\n");

    // Another format: rendered, and kept in place of the other.
    Cli.Run json = Cli.run(dir, "lint", "--format", "json", "--cache", cache.toString(), "changed");
    assertThat(json.out()).startsWith("{");
    assertThat(json).isEqualTo(Cli.run(dir, "lint", "--format", "json", "changed"));

    assertThat(Cli.run(dir, args)).isEqualTo(real);
    plantReport(cache, "changed", "planted report\n");
    // One file touched, its content unchanged: rendered again, with the same findings.
    Path touched = dir.resolve("changed/topn/top-3-spenders-per-country.sql");
    Files.setLastModifiedTime(touched, FileTime.fromMillis(System.currentTimeMillis()));
    assertThat(Cli.run(dir, args)).isEqualTo(real);
  }

  /** Keeps a made-up report in the cache in place of the one the last run wrote. */
  private static void plantReport(Path file, String folder, String report) throws Exception {
    LintCache cache =
        LintCache.load(Optional.of(file), LintCache.key(LintOptions.defaults(), List.of()));
    assertThat(cache.matchesConfiguration()).isTrue();
    List<Path> files;
    try (Stream<Path> walk = Files.walk(dir.resolve(folder))) {
      files = walk.filter(p -> p.toString().endsWith(".sql")).toList();
    }
    for (Path f : files) {
      assertThat(cache.unchanged(dir.relativize(f).toString(), FileStamp.of(f))).isPresent();
    }
    cache.save(file, cache.oldReportKey(), Optional.of(report.getBytes(StandardCharsets.UTF_8)));
  }

  @Test
  void anUnchangedRunLeavesTheCacheFileAlone() throws Exception {
    Path cache = cache("untouched");
    String[] args = {"lint", "--cache", cache.toString(), "examples"};
    Cli.run(dir, args);
    FileTime marked = FileTime.fromMillis(1_000_000);
    Files.setLastModifiedTime(cache, marked);

    Cli.run(dir, args);

    assertThat(Files.getLastModifiedTime(cache)).isEqualTo(marked);
  }
}
