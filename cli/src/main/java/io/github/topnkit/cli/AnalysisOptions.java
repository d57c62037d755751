package io.github.topnkit.cli;

import io.github.topnkit.linter.LintOptions;
import io.github.topnkit.linter.SchemaLoader;
import io.github.topnkit.linter.config.ConfigException;
import io.github.topnkit.linter.config.ConfigFile;
import io.github.topnkit.linter.config.ProjectConfig;
import io.github.topnkit.linter.messages.Messages;
import io.github.topnkit.linter.target.Dialect;
import io.github.topnkit.linter.target.ExecutionMode;
import io.github.topnkit.linter.target.FlinkVersion;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import picocli.CommandLine.Option;

/**
 * The options that decide how SQL is analyzed, shared by {@code lint} and {@code explain}; each
 * given option overrides the project's {@code .topnkit.yml}, which overrides the defaults.
 */
final class AnalysisOptions {

  @Option(
      names = "--flink-version",
      paramLabel = "VERSION",
      converter = Converters.Version.class,
      description = "Flink release to predict: 1.20, 2.0, 2.1, 2.2 or 2.3 (default: 2.3).")
  FlinkVersion flinkVersion;

  @Option(
      names = "--dialect",
      paramLabel = "DIALECT",
      converter = Converters.DialectName.class,
      description = "SQL dialect: flink or confluent (default: flink).")
  Dialect dialect;

  @Option(
      names = "--mode",
      paramLabel = "MODE",
      converter = Converters.Mode.class,
      description = "Runtime mode before any SET: streaming or batch (default: streaming).")
  ExecutionMode mode;

  @Option(
      names = "--schema",
      paramLabel = "FILE",
      description =
          "DDL file declaring tables the SQL reads (repeatable); replaces the config's schema.")
  List<Path> schema = new ArrayList<>();

  @Option(
      names = "--config",
      paramLabel = "FILE",
      description = "Project configuration (default: .topnkit.yml in this folder or a parent).")
  Path config;

  @Option(
      names = "--max-file-size",
      paramLabel = "BYTES",
      converter = Converters.Bytes.class,
      description = "Largest SQL file to read (default: 67108864).")
  Long maxFileSize;

  /** The configuration file in effect and what it says. */
  record Project(Optional<Path> file, ProjectConfig config) {}

  Project project(Path workingDir) throws ConfigException, UserError {
    if (config != null) {
      Path file = workingDir.resolve(config);
      if (!Files.isRegularFile(file)) {
        throw new UserError(Messages.noSuchPath(config.toString()));
      }
      return new Project(Optional.of(file), ConfigFile.load(file, config.toString()));
    }
    Optional<Path> found = ConfigFile.find(workingDir);
    if (found.isEmpty()) {
      return new Project(Optional.empty(), ProjectConfig.EMPTY);
    }
    return new Project(found, ConfigFile.load(found.get(), display(workingDir, found.get())));
  }

  /** The lint options: defaults, then the configuration, then the command line. */
  LintOptions lintOptions(Path workingDir, ProjectConfig project) throws ConfigException {
    return withSchema(optionsWithoutSchema(project), workingDir, project);
  }

  /**
   * The lint options without the schema files' tables, which only linting needs: loading them
   * parses DDL with Flink's parser.
   */
  LintOptions optionsWithoutSchema(ProjectConfig project) {
    LintOptions options =
        LintOptions.defaults()
            .withVersion(pick(flinkVersion, project.flinkVersion(), FlinkVersion.DEFAULT))
            .withDialect(pick(dialect, project.dialect(), Dialect.FLINK))
            .withMode(pick(mode, project.mode(), ExecutionMode.STREAMING))
            .withRules(project.rules())
            .withFunctions(project.functions());
    return maxFileSize != null ? options.withMaxFileBytes(maxFileSize) : options;
  }

  /** The options with the tables of the schema files loaded. */
  LintOptions withSchema(LintOptions options, Path workingDir, ProjectConfig project)
      throws ConfigException {
    return options.withSchema(
        new SchemaLoader(options, workingDir).load(schemaFiles(workingDir, project)));
  }

  /** The DDL files declaring the tables the SQL reads: the command line's, else the config's. */
  List<Path> schemaFiles(Path workingDir, ProjectConfig project) {
    return schema.isEmpty() ? project.schema() : schema.stream().map(workingDir::resolve).toList();
  }

  private static <T> T pick(T given, Optional<T> configured, T fallback) {
    return given != null ? given : configured.orElse(fallback);
  }

  static String display(Path workingDir, Path file) {
    Path absolute = file.toAbsolutePath().normalize();
    Path base = workingDir.toAbsolutePath().normalize();
    return absolute.startsWith(base) ? base.relativize(absolute).toString() : absolute.toString();
  }
}
