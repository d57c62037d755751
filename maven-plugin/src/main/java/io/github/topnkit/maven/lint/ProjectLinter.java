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
    LintCache cache = LintCache.load(request.cacheFile(), settings.key());
    List<LintResult> results = new ArrayList<>();
    int relinted = 0;
    Set<Path> specSet = new HashSet<>(specs);
    for (Path file : concat(sql, specs)) {
      boolean spec = specSet.contains(file);
      String path = LintSettings.display(request.baseDir(), file);
      byte[] bytes = Files.readAllBytes(file);
      String hash = Hashes.sha256(bytes);
      Optional<List<Diagnostic>> cached = cache.get(path, hash);
      List<Diagnostic> found;
      int warned = warnings.size();
      if (cached.isPresent()) {
        found = cached.get();
      } else {
        found = spec ? lintSpec(path, bytes) : lintSql(path, bytes);
        relinted++;
      }
      if (warnings.size() == warned) {
        // A spec file that does not parse is read again next time, so its problem is told again.
        cache.put(path, hash, found);
      }
      results.add(new LintResult(path, found, Optional.empty(), text(path, bytes)));
    }
    LintReport report = new LintReport(results, settings.options().version());
    SourceRoot root = new SourceRoot(request.baseDir(), request.sourceRoot());
    List<Path> reports = ReportFiles.write(report, request.outputDirectory(), root);
    if (request.cacheFile().isPresent()) {
      cache.save(request.cacheFile().get());
    }
    return new LintOutcome(report, relinted, settings.failOn(), reports, warnings);
  }

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
