package io.github.topnkit.maven.lint;

import static java.util.Objects.requireNonNull;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * What to lint and how, as the {@code lint} goal's parameters say it; absent options fall back to
 * the project's {@code .topnkit.yml}, then to the linter's defaults.
 *
 * @param baseDir the project folder; printed paths and includes are relative to it
 * @param sourceDirectories folders searched for SQL files with {@code includes}
 * @param specDirectories folders searched for {@code *.spec.yaml} files, whose SQL is linted too
 * @param includes Ant-style patterns of SQL files, relative to each source folder
 * @param excludes Ant-style patterns left out of both kinds of folders
 * @param configFile the project configuration; empty to look for {@code .topnkit.yml} upwards
 * @param outputDirectory where the reports go
 * @param cacheFile the incremental cache; empty to lint every file every time
 * @param sourceRoot the folder SARIF locations are relative to (usually the repository root)
 */
public record LintRequest(
    Path baseDir,
    List<Path> sourceDirectories,
    List<Path> specDirectories,
    List<String> includes,
    List<String> excludes,
    Optional<String> flinkVersion,
    Optional<String> dialect,
    Optional<String> mode,
    Optional<String> failOnSeverity,
    List<Path> schemaFiles,
    Optional<Path> configFile,
    Path outputDirectory,
    Optional<Path> cacheFile,
    Path sourceRoot) {

  /** The SQL files of a project by default. */
  public static final List<String> DEFAULT_INCLUDES = List.of("**/*.sql");

  /** The spec files of a project. */
  public static final String SPEC_INCLUDE = "**/*.spec.yaml";

  public LintRequest {
    requireNonNull(baseDir, "baseDir is null");
    sourceDirectories = List.copyOf(sourceDirectories);
    specDirectories = List.copyOf(specDirectories);
    includes = includes.isEmpty() ? DEFAULT_INCLUDES : List.copyOf(includes);
    excludes = List.copyOf(excludes);
    schemaFiles = List.copyOf(schemaFiles);
    requireNonNull(outputDirectory, "outputDirectory is null");
    requireNonNull(sourceRoot, "sourceRoot is null");
  }
}
