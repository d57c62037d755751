package io.github.topnkit.maven.lint;

import io.github.topnkit.linter.LintOptions;
import io.github.topnkit.linter.SchemaLoader;
import io.github.topnkit.linter.config.ConfigException;
import io.github.topnkit.linter.config.ConfigFile;
import io.github.topnkit.linter.config.FailOn;
import io.github.topnkit.linter.config.ProjectConfig;
import io.github.topnkit.linter.incremental.LintCache;
import io.github.topnkit.linter.target.Dialect;
import io.github.topnkit.linter.target.ExecutionMode;
import io.github.topnkit.linter.target.FlinkVersion;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * The lint settings in effect: the goal's parameters over the project's {@code .topnkit.yml} over
 * the defaults, and a key that changes whenever anything that could change a finding changes.
 *
 * @param schemaFiles the DDL files to load; loaded only when a file has to be linted
 * @param key the configuration part of the cache key
 */
record LintSettings(LintOptions options, List<Path> schemaFiles, FailOn failOn, String key) {

  static LintSettings resolve(LintRequest request) throws ConfigException {
    Optional<Path> configFile =
        request.configFile().isPresent()
            ? request.configFile()
            : ConfigFile.find(request.baseDir());
    ProjectConfig config = ProjectConfig.EMPTY;
    if (configFile.isPresent()) {
      Path file = configFile.get();
      if (!Files.isRegularFile(file)) {
        throw ConfigException.of(file.toString(), "the configuration file does not exist");
      }
      config = ConfigFile.load(file, display(request.baseDir(), file));
    }
    LintOptions options =
        LintOptions.defaults()
            .withVersion(
                pick(request.flinkVersion(), FlinkVersion::parse, config.flinkVersion())
                    .orElse(FlinkVersion.DEFAULT))
            .withDialect(
                pick(request.dialect(), Dialect::parse, config.dialect()).orElse(Dialect.FLINK))
            .withMode(
                pick(request.mode(), ExecutionMode::parse, config.mode())
                    .orElse(ExecutionMode.STREAMING))
            .withRules(config.rules())
            .withFunctions(config.functions());
    FailOn failOn =
        pick(request.failOnSeverity(), FailOn::parse, config.failOn()).orElse(FailOn.ERROR);
    List<Path> schema =
        request.schemaFiles().isEmpty()
            ? config.schema()
            : request.schemaFiles().stream().map(request.baseDir()::resolve).toList();
    for (Path file : schema) {
      if (!Files.isRegularFile(file)) {
        throw ConfigException.of(
            display(request.baseDir(), file), "the schema file does not exist");
      }
    }
    return new LintSettings(options, schema, failOn, LintCache.key(options, schema));
  }

  /** The options with the schema files' tables loaded; slow, so done only when needed. */
  LintOptions loadedOptions(Path baseDir) throws ConfigException {
    return options.withSchema(new SchemaLoader(options, baseDir).load(schemaFiles));
  }

  private static <T> Optional<T> pick(
      Optional<String> given, Function<String, T> parser, Optional<T> configured) {
    return given.isPresent() && !given.get().isBlank()
        ? Optional.of(parser.apply(given.get()))
        : configured;
  }

  static String display(Path baseDir, Path file) {
    Path base = baseDir.toAbsolutePath().normalize();
    Path absolute = file.toAbsolutePath().normalize();
    String shown =
        absolute.startsWith(base) ? base.relativize(absolute).toString() : absolute.toString();
    return shown.replace('\\', '/');
  }
}
