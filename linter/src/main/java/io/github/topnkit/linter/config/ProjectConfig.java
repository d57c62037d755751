package io.github.topnkit.linter.config;

import io.github.topnkit.linter.target.Dialect;
import io.github.topnkit.linter.target.ExecutionMode;
import io.github.topnkit.linter.target.FlinkVersion;
import java.nio.file.Path;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The settings of a project's {@code .topnkit.yml}; an absent key is empty, so command-line options
 * and defaults can fill it.
 *
 * @param schema DDL files, resolved against the configuration file's folder
 * @param functions functions registered outside the scripts: name to the SQL type they return
 */
public record ProjectConfig(
    Optional<FlinkVersion> flinkVersion,
    Optional<Dialect> dialect,
    Optional<ExecutionMode> mode,
    List<Path> schema,
    RuleSettings rules,
    Optional<FailOn> failOn,
    Map<String, String> functions) {

  public static final ProjectConfig EMPTY =
      new ProjectConfig(
          Optional.empty(),
          Optional.empty(),
          Optional.empty(),
          List.of(),
          RuleSettings.DEFAULT,
          Optional.empty(),
          Map.of());

  public ProjectConfig {
    schema = List.copyOf(schema);
    functions = Collections.unmodifiableMap(new LinkedHashMap<>(functions));
  }
}
