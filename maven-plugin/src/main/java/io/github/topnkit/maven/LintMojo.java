package io.github.topnkit.maven;

import io.github.topnkit.linter.LintResult;
import io.github.topnkit.linter.config.ConfigException;
import io.github.topnkit.linter.diag.Diagnostic;
import io.github.topnkit.linter.report.LintReport;
import io.github.topnkit.linter.report.SourceRoot;
import io.github.topnkit.maven.lint.LintOutcome;
import io.github.topnkit.maven.lint.LintRequest;
import io.github.topnkit.maven.lint.ProjectLinter;
import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugin.logging.Log;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;

/** Lints the project's Flink SQL files and the SQL of its spec files. */
@Mojo(name = "lint", defaultPhase = LifecyclePhase.VERIFY, threadSafe = true)
public class LintMojo extends AbstractTopnkitMojo {

  /** Folders searched for SQL files (default: src/main/sql and src/main/resources). */
  @Parameter(property = "topnkit.sourceDirectories")
  private List<File> sourceDirectories;

  /** Ant-style patterns of the SQL files to lint, relative to each source folder. */
  @Parameter(property = "topnkit.includes", defaultValue = "**/*.sql")
  private List<String> includes;

  /** The lowest severity that fails the build: error, warning, info or none (default: error). */
  @Parameter(property = "topnkit.failOnSeverity")
  private String failOnSeverity;

  /** SQL dialect: flink or confluent. */
  @Parameter(property = "topnkit.dialect")
  private String dialect;

  /** Runtime mode before any SET: streaming or batch. */
  @Parameter(property = "topnkit.mode")
  private String mode;

  /** DDL files declaring the tables the SQL reads; replace the configuration's schema list. */
  @Parameter(property = "topnkit.schemaFiles")
  private List<File> schemaFiles;

  /** Whether to replay the findings of unchanged files from the cache. */
  @Parameter(property = "topnkit.useCache", defaultValue = "true")
  private boolean useCache;

  /** The incremental cache of findings by file content and configuration. */
  @Parameter(
      property = "topnkit.cacheFile",
      defaultValue = "${project.build.directory}/topnkit/lint-cache.json")
  private File cacheFile;

  /** The folder SARIF locations are relative to (default: the git repository's root). */
  @Parameter(property = "topnkit.sourceRoot")
  private File sourceRoot;

  @Override
  public void execute() throws MojoExecutionException, MojoFailureException {
    if (skip) {
      getLog().info("topnkit: lint is skipped");
      return;
    }
    Path base = baseDir.toPath();
    LintOutcome outcome;
    long start = System.nanoTime();
    try {
      outcome = ProjectLinter.run(request(base));
    } catch (ConfigException e) {
      throw new MojoExecutionException("topnkit: " + e.getMessage(), e);
    } catch (IOException e) {
      throw new MojoExecutionException("topnkit: " + e, e);
    }
    render(base, outcome, (System.nanoTime() - start) / 1_000_000);
    if (outcome.failing() > 0) {
      throw new MojoFailureException(
          "topnkit: "
              + outcome.failing()
              + " finding(s) at or above failOnSeverity "
              + outcome.failOn().label()
              + "; see "
              + outcome.reportFiles().get(outcome.reportFiles().size() - 1));
    }
  }

  private LintRequest request(Path base) {
    return new LintRequest(
        base,
        Parameters.paths(sourceDirectories, base, "src/main/sql", "src/main/resources"),
        Parameters.paths(specDirectories, base, SpecMojoDefaults.DIRECTORIES),
        Parameters.list(includes),
        Parameters.list(excludes),
        Optional.ofNullable(flinkVersion),
        Optional.ofNullable(dialect),
        Optional.ofNullable(mode),
        Optional.ofNullable(failOnSeverity),
        Parameters.paths(schemaFiles, base),
        Optional.ofNullable(configFile).map(File::toPath),
        outputDirectory.toPath(),
        useCache ? Optional.of(cacheFile.toPath()) : Optional.empty(),
        sourceRoot != null ? sourceRoot.toPath() : SourceRoot.detect(base).root());
  }

  private void render(Path base, LintOutcome outcome, long millis) {
    Log log = getLog();
    outcome.warnings().forEach(w -> log.warn("topnkit: " + w));
    LintReport report = outcome.report();
    for (LintResult file : report.results()) {
      for (Diagnostic d : file.diagnostics()) {
        String line = ConsoleFindings.line(base, file, d);
        switch (d.severity()) {
          case ERROR -> log.error(line);
          case WARNING -> log.warn(line);
          default -> log.info(line);
        }
      }
    }
    log.info("topnkit: " + Parameters.summary(report));
    log.info(
        "topnkit: re-linted "
            + outcome.relinted()
            + " of "
            + outcome.files()
            + " files ("
            + (outcome.files() - outcome.relinted())
            + " unchanged"
            + (outcome.relinted() < outcome.files() ? ", findings replayed from the cache)" : ")")
            + String.format(java.util.Locale.ROOT, " in %.1f s", millis / 1000.0));
    log.info(
        "topnkit: reports in "
            + outcome.reportFiles().get(0).getParent()
            + (outcome.reportsUpToDate() ? " (up to date)" : ""));
  }
}
