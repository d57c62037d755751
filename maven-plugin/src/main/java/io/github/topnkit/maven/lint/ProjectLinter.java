package io.github.topnkit.maven.lint;

import io.github.topnkit.linter.LintResult;
import io.github.topnkit.linter.Linter;
import io.github.topnkit.linter.Messages;
import io.github.topnkit.linter.config.ConfigException;
import io.github.topnkit.linter.diag.Diagnostic;
import io.github.topnkit.linter.diag.Severity;
import io.github.topnkit.linter.parse.SourceDecoder;
import io.github.topnkit.linter.parse.SourceFile;
import io.github.topnkit.linter.parse.Span;
import io.github.topnkit.linter.report.LintReport;
import io.github.topnkit.linter.report.SourceRoot;
import io.github.topnkit.spec.SpecException;
import io.github.topnkit.spec.parse.ParseResult;
import io.github.topnkit.spec.parse.SpecParser;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Lints a project's SQL files and the SQL of its spec files, replays the findings of unchanged
 * files from the cache, and writes the reports: the library behind the {@code lint} goal.
 */
public final class ProjectLinter {

  private final LintRequest request;
  private final LintSettings settings;
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
    int relinted = 0;
    for (Read read : read(concat(sql, specs))) {
      Path file = read.file();
      String path = LintSettings.display(request.baseDir(), file);
      byte[] bytes = read.bytes();
      String hash = read.hash();
      Optional<List<Diagnostic>> cached = cache.get(path, hash);
      List<Diagnostic> found;
      int warned = warnings.size();
      if (cached.isPresent()) {
        found = cached.get();
      } else {
        found = specSet.contains(file) ? lintSpec(path, bytes) : lintSql(path, bytes);
        relinted++;
      }
      if (warnings.size() == warned) {
        // A spec file that does not parse is read again next time, so its problem is told again.
        cache.put(path, hash, found);
      }
      linted.add(new Linted(path, bytes, found));
      reportKey.append(path).append('=').append(hash).append('\n');
    }
    String key = Hashes.sha256(reportKey.toString().getBytes(StandardCharsets.UTF_8));
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

  /** A file with its content and the content's hash. */
  private record Read(Path file, byte[] bytes, String hash) {}

  /** Reads and hashes the files on all cores: for an unchanged project, most of the run. */
  private static List<Read> read(List<Path> files) throws IOException {
    try {
      return files.parallelStream()
          .map(
              f -> {
                try {
                  byte[] bytes = Files.readAllBytes(f);
                  return new Read(f, bytes, Hashes.sha256(bytes));
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

  private List<Diagnostic> lintSql(String path, byte[] bytes) throws ConfigException {
    try {
      return linter().lint(path, bytes).diagnostics();
    } catch (RuntimeException | StackOverflowError e) {
      // A linter bug on one file must not hide the findings of the others.
      return List.of(
          new Diagnostic(
              "InternalError", Severity.WARNING, Messages.fileFailed(e), Span.FILE_START, ""));
    }
  }

  private List<Diagnostic> lintSpec(String path, byte[] bytes) throws ConfigException {
    ParseResult parsed = new SpecParser().parse(path, bytes);
    if (!parsed.ok()) {
      SpecException first = parsed.problems().get(0);
      warnings.add(first.getMessage() + " (the spec file's SQL is not linted)");
      return List.of();
    }
    return SpecSql.lint(parsed.specFile().get(), linter());
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
