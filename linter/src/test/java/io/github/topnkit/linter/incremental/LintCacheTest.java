package io.github.topnkit.linter.incremental;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.linter.LintOptions;
import io.github.topnkit.linter.diag.Diagnostic;
import io.github.topnkit.linter.diag.Severity;
import io.github.topnkit.linter.parse.Span;
import io.github.topnkit.linter.target.FlinkVersion;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The lint cache: what it keeps, when it trusts a file's stamp, and what it refuses. */
class LintCacheTest {

  private static final String KEY = "key";
  private static final long NOW = TimeUnit.MILLISECONDS.toNanos(System.currentTimeMillis());
  private static final long HOUR = TimeUnit.HOURS.toNanos(1);
  private static final List<Diagnostic> FOUND =
      List.of(
          new Diagnostic("TopNStateSize", Severity.INFO, "kept", new Span(2, 3, 2, 9), "fix it"),
          new Diagnostic("UnknownTable", Severity.ERROR, "élan ✓", Span.FILE_START, ""));

  @TempDir Path dir;

  /** A stamp last changed an hour before now, long settled. */
  private static FileStamp old(long size) {
    return new FileStamp(size, NOW - 2 * HOUR, NOW - HOUR, 42, 7);
  }

  private LintCache saved(String path, FileStamp stamp, long runStart) throws Exception {
    LintCache cache = LintCache.load(Optional.empty(), KEY, runStart);
    cache.put(path, stamp, "hash", FOUND);
    cache.save(dir.resolve("lint.cache"), "report key", Optional.of(bytes("the report")));
    return LintCache.load(Optional.of(dir.resolve("lint.cache")), KEY, NOW);
  }

  private static byte[] bytes(String text) {
    return text.getBytes(StandardCharsets.UTF_8);
  }

  @Test
  void keepsFindingsByContentHashAndASettledStamp() throws Exception {
    LintCache loaded = saved("a.sql", old(10), NOW);

    assertThat(loaded.matchesConfiguration()).isTrue();
    assertThat(loaded.get("a.sql", "hash")).contains(FOUND);
    assertThat(loaded.get("a.sql", "other hash")).isEmpty();
    assertThat(loaded.get("b.sql", "hash")).isEmpty();
    assertThat(loaded.unchanged("a.sql", old(10))).contains(FOUND);
    assertThat(loaded.oldReportKey()).isEqualTo("report key");
    assertThat(loaded.report("report key"))
        .hasValueSatisfying(r -> assertThat(r).isEqualTo(bytes("the report")));
    assertThat(loaded.report("another key")).isEmpty();
  }

  @Test
  void anyDifferenceInTheStampMeansReadingTheFile() throws Exception {
    LintCache loaded = saved("a.sql", old(10), NOW);
    FileStamp s = old(10);

    assertThat(
            loaded.unchanged(
                "a.sql", new FileStamp(11, s.modifiedNanos(), s.changedNanos(), 42, 7)))
        .isEmpty();
    assertThat(
            loaded.unchanged(
                "a.sql", new FileStamp(10, s.modifiedNanos() + 1, s.changedNanos(), 42, 7)))
        .isEmpty();
    // Content written back with its size and modification time restored: the change time moved.
    assertThat(loaded.unchanged("a.sql", new FileStamp(10, s.modifiedNanos(), NOW, 42, 7)))
        .isEmpty();
    // Another file put in its place.
    assertThat(
            loaded.unchanged(
                "a.sql", new FileStamp(10, s.modifiedNanos(), s.changedNanos(), 42, 8)))
        .isEmpty();
    assertThat(
            loaded.unchanged(
                "a.sql", new FileStamp(10, s.modifiedNanos(), s.changedNanos(), 43, 7)))
        .isEmpty();
    assertThat(loaded.unchanged("b.sql", s)).isEmpty();
  }

  @Test
  void aStampTooCloseToTheStartOfTheRunThatReadTheFileIsNotTrusted() throws Exception {
    // Changed a second before the run began: a write in the same tick of the file system's clock
    // after the run read the file would have left the same stamp on other content.
    FileStamp racy = new FileStamp(10, NOW - 2 * HOUR, NOW - TimeUnit.SECONDS.toNanos(1), 42, 7);
    LintCache loaded = saved("a.sql", racy, NOW);

    assertThat(loaded.unchanged("a.sql", racy)).isEmpty();
    assertThat(loaded.get("a.sql", "hash")).contains(FOUND);

    // Hashed again by a run that began later, the same stamp is settled and trusted from then on.
    Path file = dir.resolve("lint.cache");
    LintCache later = LintCache.load(Optional.of(file), KEY, NOW + HOUR);
    later.put("a.sql", racy, "hash", FOUND);
    later.save(file, "report key", Optional.of(bytes("the report")));
    assertThat(LintCache.load(Optional.of(file), KEY, NOW + HOUR).unchanged("a.sql", racy))
        .contains(FOUND);
  }

  @Test
  void aRealFileRewrittenWithItsSizeAndModificationTimeKeptIsNotKnownUnchanged() throws Exception {
    Path file = dir.resolve("a.sql");
    Files.writeString(file, "SELECT 1;\n");
    FileTime modified = Files.getLastModifiedTime(file);
    LintCache cache = LintCache.load(Optional.empty(), KEY);
    cache.put("a.sql", FileStamp.of(file), ContentHash.sha256(Files.readAllBytes(file)), FOUND);
    cache.save(dir.resolve("lint.cache"), "", Optional.empty());

    Files.writeString(file, "SELECT 2;\n");
    Files.setLastModifiedTime(file, modified);
    LintCache next = LintCache.load(Optional.of(dir.resolve("lint.cache")), KEY);

    assertThat(next.unchanged("a.sql", FileStamp.of(file))).isEmpty();
    assertThat(next.get("a.sql", ContentHash.sha256(Files.readAllBytes(file)))).isEmpty();
  }

  @Test
  void entriesWithoutAStampAreFoundByContentOnly() throws Exception {
    LintCache cache = LintCache.load(Optional.empty(), KEY);
    cache.put("a.sql", "hash", FOUND);
    cache.save(dir.resolve("lint.cache"), "");
    LintCache loaded = LintCache.load(Optional.of(dir.resolve("lint.cache")), KEY);

    assertThat(loaded.get("a.sql", "hash")).contains(FOUND);
    assertThat(loaded.unchanged("a.sql", old(10))).isEmpty();
    assertThat(loaded.report("")).isEmpty();
  }

  @Test
  void anotherConfigurationOrADamagedFileGivesAnEmptyCache() throws Exception {
    saved("a.sql", old(10), NOW);
    Path file = dir.resolve("lint.cache");

    LintCache other = LintCache.load(Optional.of(file), "another key");
    assertThat(other.matchesConfiguration()).isFalse();
    assertThat(other.get("a.sql", "hash")).isEmpty();
    assertThat(other.unchanged("a.sql", old(10))).isEmpty();

    byte[] whole = Files.readAllBytes(file);
    for (int cut : new int[] {0, 3, 20, whole.length / 2, whole.length - 1}) {
      Files.write(file, java.util.Arrays.copyOf(whole, cut));
      LintCache damaged = LintCache.load(Optional.of(file), KEY);
      assertThat(damaged.matchesConfiguration()).as("cut at %d", cut).isFalse();
      assertThat(damaged.get("a.sql", "hash")).isEmpty();
    }
    Files.write(file, bytes("not a cache at all, just some text that is long enough"));
    assertThat(LintCache.load(Optional.of(file), KEY).matchesConfiguration()).isFalse();
    assertThat(LintCache.load(Optional.of(dir.resolve("missing")), KEY).matchesConfiguration())
        .isFalse();
  }

  @Test
  void aRunThatChangedNothingLeavesTheFileAlone() throws Exception {
    LintCache loaded = saved("a.sql", old(10), NOW);
    Path file = dir.resolve("lint.cache");
    FileTime marked = FileTime.fromMillis(1_000_000);
    Files.setLastModifiedTime(file, marked);

    assertThat(loaded.unchanged("a.sql", old(10))).isPresent();
    loaded.save(file, "report key", loaded.report("report key"));
    assertThat(Files.getLastModifiedTime(file)).isEqualTo(marked);

    LintCache again = LintCache.load(Optional.of(file), KEY, NOW);
    again.put("a.sql", old(10), "hash", FOUND);
    again.save(file, "report key", Optional.of(bytes("the report")));
    assertThat(Files.getLastModifiedTime(file)).as("the same entry and report").isEqualTo(marked);
  }

  @Test
  void aRunThatChangedSomethingWritesTheFile() throws Exception {
    Path file = dir.resolve("lint.cache");
    FileTime marked = FileTime.fromMillis(1_000_000);

    // Another report key (another format, folder or file list).
    LintCache cache = saved("a.sql", old(10), NOW);
    cache.unchanged("a.sql", old(10));
    Files.setLastModifiedTime(file, marked);
    cache.save(file, "other report key", Optional.of(bytes("the report")));
    assertThat(Files.getLastModifiedTime(file)).isNotEqualTo(marked);
    assertThat(LintCache.load(Optional.of(file), KEY, NOW).oldReportKey())
        .isEqualTo("other report key");

    // A file no longer linted.
    cache = saved("a.sql", old(10), NOW);
    Files.setLastModifiedTime(file, marked);
    cache.save(file, "report key", Optional.of(bytes("the report")));
    assertThat(Files.getLastModifiedTime(file)).isNotEqualTo(marked);
    assertThat(LintCache.load(Optional.of(file), KEY, NOW).get("a.sql", "hash")).isEmpty();

    // Another stamp for the same content.
    cache = saved("a.sql", old(10), NOW);
    Files.setLastModifiedTime(file, marked);
    cache.put("a.sql", old(11), "hash", FOUND);
    cache.save(file, "report key", Optional.of(bytes("the report")));
    assertThat(Files.getLastModifiedTime(file)).isNotEqualTo(marked);
    assertThat(LintCache.load(Optional.of(file), KEY, NOW).unchanged("a.sql", old(11)))
        .contains(FOUND);

    // Another report.
    cache = saved("a.sql", old(10), NOW);
    cache.unchanged("a.sql", old(10));
    Files.setLastModifiedTime(file, marked);
    cache.save(file, "report key", Optional.of(bytes("another report")));
    assertThat(LintCache.load(Optional.of(file), KEY, NOW).report("report key"))
        .hasValueSatisfying(r -> assertThat(r).isEqualTo(bytes("another report")));
  }

  @Test
  void theKeyChangesWithWhatCanChangeAFinding() throws Exception {
    Path schema = dir.resolve("schema.sql");
    Files.writeString(schema, "CREATE TABLE t (a INT);");
    LintOptions options = LintOptions.defaults();
    String key = LintCache.key(options, List.of(schema));

    assertThat(LintCache.key(options, List.of(schema))).isEqualTo(key);
    assertThat(LintCache.key(options.withVersion(FlinkVersion.parse("1.20")), List.of(schema)))
        .isNotEqualTo(key);
    assertThat(LintCache.key(options.withMaxFileBytes(10), List.of(schema))).isNotEqualTo(key);
    assertThat(LintCache.key(options, List.of())).isNotEqualTo(key);
    Files.writeString(schema, "CREATE TABLE t (b INT);");
    assertThat(LintCache.key(options, List.of(schema))).isNotEqualTo(key);
  }
}
