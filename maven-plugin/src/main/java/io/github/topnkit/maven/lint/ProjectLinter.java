package io.github.topnkit.maven.lint;

import io.github.topnkit.linter.LintResult;
import io.github.topnkit.linter.Linter;
import io.github.topnkit.linter.config.ConfigException;
import io.github.topnkit.linter.diag.Diagnostic;
import io.github.topnkit.linter.incremental.ContentHash;
import io.github.topnkit.linter.incremental.LintCache;
import io.github.topnkit.linter.parse.SourceDecoder;
import io.github.topnkit.linter.parse.SourceFile;
import io.github.topnkit.linter.report.LintReport;
import io.github.topnkit.linter.report.SourceRoot;
import io.github.topnkit.spec.SpecException;
import io.github.topnkit.spec.parse.ParseResult;
import io.github.topnkit.spec.parse.SpecParser;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Lints a project's SQL files and the SQL of its spec files, replays the findings of unchanged
 * files from the cache, and writes the reports: the library behind the {@code lint} goal.
 */
public final class ProjectLinter {

  private final LintRequest request;
  private final LintSettings settings;

  /** Files linted at once: one per core. */
  private static final int THREADS = Math.max(1, Runtime.getRuntime().availableProcessors());

  private final List<String> warnings = new ArrayList<>();
  private Linter linter;

  private ProjectLinter(LintRequest request, LintSettings settings) {
    this.request = request;
    this.settings = settings;
  }

  /**
   * Lints the project as the request says.
   *
   * @throws ConfigException when the configuration, a parameter or a schema file is wrong
   * @throws IOException when a file cannot be read or a report cannot be written
   */
  public static LintOutcome run(LintRequest request) throws ConfigException, IOException {
    LintSettings settings;
    try {
      settings = LintSettings.resolve(request);
    } catch (IllegalArgumentException e) {
      throw ConfigException.of("the plugin configuration", e.getMessage());
    }
    return new ProjectLinter(request, settings).run();
  }

  private LintOutcome run() throws ConfigException, IOException {
    List<Path> sql =
        SourceFiles.find(request.sourceDirectories(), request.includes(), request.excludes());
    List<Path> specs =
        SourceFiles.find(
            request.specDirectories(), List.of(LintRequest.SPEC_INCLUDE), request.excludes());
    Set<Path> specSet = new HashSet<>(specs);
    LintCache cache = LintCache.load(request.cacheFile(), settings.key());
    List<Linted> linted = new ArrayList<>();
    StringBuilder reportKey = new StringBuilder(settings.key()).append('\n');
    reportKey.append(request.sourceRoot().toAbsolutePath().normalize()).append('\n');
    List<Read> reads = read(concat(sql, specs));
    List<Found> found = lint(reads, specSet, cache);
    int relinted = 0;
    for (int i = 0; i < reads.size(); i++) {
      Read read = reads.get(i);
      Found f = found.get(i);
      relinted += f.fresh() ? 1 : 0;
      f.warning().ifPresent(warnings::add);
      if (f.warning().isEmpty()) {
        // A spec file that does not parse is read again next time, so its problem is told again.
        cache.put(read.path(), read.hash(), f.diagnostics());
      }
      linted.add(new Linted(read.path(), read.bytes(), f.diagnostics()));
      reportKey.append(read.path()).append('=').append(read.hash()).append('\n');
    }
    String key = ContentHash.sha256(reportKey.toString());
    List<Path> reports = ReportFiles.paths(request.outputDirectory());
    // Unchanged files under an unchanged configuration give the same reports: keep them.
    boolean upToDate =
        request.cacheFile().isPresent()
            && key.equals(cache.oldReportKey())
            && reports.stream().allMatch(Files::isRegularFile);
    List<LintResult> results = new ArrayList<>();
    for (Linted l : linted) {
      Optional<SourceFile> text = upToDate ? Optional.empty() : text(l.path(), l.bytes());
      results.add(new LintResult(l.path(), l.found(), Optional.empty(), text));
    }
    LintReport report = new LintReport(results, settings.options().version());
    if (!upToDate) {
      ReportFiles.write(
          report,
          request.outputDirectory(),
          new SourceRoot(request.baseDir(), request.sourceRoot()));
    }
    if (request.cacheFile().isPresent() && !(upToDate && relinted == 0)) {
      cache.save(request.cacheFile().get(), key);
    }
    return new LintOutcome(report, relinted, settings.failOn(), reports, upToDate, warnings);
  }

  /** A file with the path reports name it by, its content and the content's hash. */
  private record Read(Path file, String path, byte[] bytes, String hash) {}

  /**
   * What linting a file found, whether it was linted in this run, and a problem that is no finding.
   */
  private record Found(List<Diagnostic> diagnostics, boolean fresh, Optional<String> warning) {
    static Found of(List<Diagnostic> diagnostics) {
      return new Found(diagnostics, true, Optional.empty());
    }
  }

  /**
   * The findings of every file, from the cache or linted on all cores (each file is linted on a
   * thread of its own by the linter; the pool only bounds how many at once).
   */
  private List<Found> lint(List<Read> reads, Set<Path> specs, LintCache cache)
      throws ConfigException, IOException {
    List<Future<Found>> futures = new ArrayList<>();
    ExecutorService pool = null;
    try {
      for (Read r : reads) {
        Optional<List<Diagnostic>> cached = cache.get(r.path(), r.hash());
        if (cached.isPresent()) {
          futures.add(
              CompletableFuture.completedFuture(new Found(cached.get(), false, Optional.empty())));
          continue;
        }
        if (pool == null) {
          linter();
          pool = Executors.newFixedThreadPool(THREADS);
        }
        boolean spec = specs.contains(r.file());
        futures.add(
            pool.submit(() -> spec ? lintSpec(r.path(), r.bytes()) : lintSql(r.path(), r.bytes())));
      }
      List<Found> found = new ArrayList<>();
      for (Future<Found> f : futures) {
        found.add(f.get());
      }
      return found;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new InterruptedIOException("linting was interrupted");
    } catch (ExecutionException e) {
      if (e.getCause() instanceof RuntimeException r) {
        throw r;
      }
      throw new IllegalStateException(e.getCause());
    } finally {
      if (pool != null) {
        pool.shutdownNow();
      }
    }
  }

  /** Reads and hashes the files on all cores: for an unchanged project, most of the run. */
  private List<Read> read(List<Path> files) throws IOException {
    try {
      return files.parallelStream()
          .map(
              f -> {
                try {
                  byte[] bytes = Files.readAllBytes(f);
                  String path = LintSettings.display(request.baseDir(), f);
                  return new Read(f, path, bytes, ContentHash.sha256(bytes));
                } catch (IOException e) {
                  throw new UncheckedIOException(e);
                }
              })
          .toList();
    } catch (UncheckedIOException e) {
      throw e.getCause();
    }
  }

  /** A file's path, content and findings. */
  private record Linted(String path, byte[] bytes, List<Diagnostic> found) {}

  private Found lintSql(String path, byte[] bytes) {
    return Found.of(linter.lint(path, bytes).diagnostics());
  }

  private Found lintSpec(String path, byte[] bytes) {
    ParseResult parsed = new SpecParser().parse(path, bytes);
    if (!parsed.ok()) {
      SpecException first = parsed.problems().get(0);
      return new Found(
          List.of(),
          true,
          Optional.of(first.getMessage() + " (the spec file's SQL is not linted)"));
    }
    return Found.of(SpecSql.lint(parsed.specFile().get(), linter));
  }

  /** The linter, built on first use: an unchanged project never loads the schema or the parser. */
  private Linter linter() throws ConfigException {
    if (linter == null) {
      linter = new Linter(settings.loadedOptions(request.baseDir()));
    }
    return linter;
  }

  private Optional<SourceFile> text(String path, byte[] bytes) {
    SourceDecoder.Result decoded =
        new SourceDecoder(settings.options().maxFileBytes()).decode(path, bytes);
    return decoded.ok() ? Optional.of(decoded.source()) : Optional.empty();
  }

  private static List<Path> concat(List<Path> a, List<Path> b) {
    List<Path> all = new ArrayList<>(a);
    b.stream().filter(p -> !a.contains(p)).forEach(all::add);
    return all;
  }
}
