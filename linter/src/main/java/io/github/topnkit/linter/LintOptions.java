package io.github.topnkit.linter;

import static java.util.Objects.requireNonNull;

import io.github.topnkit.linter.catalog.Catalog;
import io.github.topnkit.linter.config.RuleSettings;
import io.github.topnkit.linter.parse.FileSettings;
import io.github.topnkit.linter.parse.SourceDecoder;
import io.github.topnkit.linter.target.Dialect;
import io.github.topnkit.linter.target.ExecutionMode;
import io.github.topnkit.linter.target.FlinkVersion;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * How to lint: the Flink version to predict, the SQL dialect, the default runtime mode, tables
 * known from schema files, rule settings, the largest file to read and the functions registered
 * outside the scripts (name to the SQL type each returns, loaded into the schema catalog by {@link
 * SchemaLoader}).
 */
public record LintOptions(
    FlinkVersion version,
    Dialect dialect,
    ExecutionMode mode,
    Catalog schema,
    RuleSettings rules,
    long maxFileBytes,
    Map<String, String> functions) {

  public LintOptions {
    requireNonNull(version, "version is null");
    requireNonNull(dialect, "dialect is null");
    requireNonNull(mode, "mode is null");
    requireNonNull(schema, "schema is null");
    requireNonNull(rules, "rules is null");
    functions = Collections.unmodifiableMap(new LinkedHashMap<>(functions));
    if (maxFileBytes < 1) {
      throw new IllegalArgumentException("maxFileBytes must be positive");
    }
  }

  public static LintOptions defaults() {
    return new LintOptions(
        FlinkVersion.DEFAULT,
        Dialect.FLINK,
        ExecutionMode.STREAMING,
        new Catalog(),
        RuleSettings.DEFAULT,
        SourceDecoder.DEFAULT_MAX_BYTES,
        Map.of());
  }

  /** The options for one file: the settings it declares for itself over these. */
  public LintOptions withFileSettings(FileSettings file) {
    LintOptions result = this;
    if (file.version().isPresent()) {
      result = result.withVersion(file.version().get());
    }
    if (file.dialect().isPresent()) {
      result = result.withDialect(file.dialect().get());
    }
    return result;
  }

  public LintOptions withVersion(FlinkVersion v) {
    return new LintOptions(v, dialect, mode, schema, rules, maxFileBytes, functions);
  }

  public LintOptions withDialect(Dialect d) {
    return new LintOptions(version, d, mode, schema, rules, maxFileBytes, functions);
  }

  public LintOptions withMode(ExecutionMode m) {
    return new LintOptions(version, dialect, m, schema, rules, maxFileBytes, functions);
  }

  public LintOptions withSchema(Catalog s) {
    return new LintOptions(version, dialect, mode, s, rules, maxFileBytes, functions);
  }

  public LintOptions withRules(RuleSettings r) {
    return new LintOptions(version, dialect, mode, schema, r, maxFileBytes, functions);
  }

  /** The functions registered outside the scripts: name to the SQL type each returns. */
  public LintOptions withFunctions(Map<String, String> f) {
    return new LintOptions(version, dialect, mode, schema, rules, maxFileBytes, f);
  }

  public LintOptions withMaxFileBytes(long max) {
    return new LintOptions(version, dialect, mode, schema, rules, max, functions);
  }
}
