package io.github.topnkit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

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
    for (Path file : files) {
      Path copy = dir.resolve("examples").resolve(EXAMPLES.relativize(file).toString());
      Files.createDirectories(copy.getParent());
      Files.copy(file, copy);
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
    // Linted, then known unchanged: rendered from the cache, with the lines it quotes read from
    // the files.
    Cli.Run first = Cli.run(dir, "lint", "--format", format, "--cache", cache, "examples");
    Cli.Run second = Cli.run(dir, "lint", "--format", format, "--cache", cache, "examples");

    assertThat(uncached.exit()).isEqualTo(1);
    assertThat(uncached.out()).isNotEmpty();
    assertThat(first).isEqualTo(uncached);
    assertThat(second).isEqualTo(uncached);
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
