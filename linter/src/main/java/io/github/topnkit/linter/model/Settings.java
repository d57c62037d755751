package io.github.topnkit.linter.model;

import static java.util.Objects.requireNonNull;

import io.github.topnkit.linter.target.ExecutionMode;
import io.github.topnkit.linter.target.FlinkVersion;
import java.util.HashMap;
import java.util.Map;

/**
 * What decides Flink's plan besides the query: the version, the runtime mode and the session's
 * {@code SET} options at the statement.
 */
public record Settings(FlinkVersion version, ExecutionMode mode, Map<String, String> options) {

  public Settings {
    requireNonNull(version, "version is null");
    requireNonNull(mode, "mode is null");
    options = Map.copyOf(options);
  }

  public static Settings defaults() {
    return new Settings(FlinkVersion.DEFAULT, ExecutionMode.STREAMING, Map.of());
  }

  public boolean streaming() {
    return mode == ExecutionMode.STREAMING;
  }

  public boolean miniBatch() {
    return Boolean.parseBoolean(options.getOrDefault("table.exec.mini-batch.enabled", "false"));
  }

  /** These settings after a {@code SET key = value}; the runtime mode key changes the mode. */
  public Settings with(String key, String value) {
    Map<String, String> next = new HashMap<>(options);
    next.put(key, value);
    ExecutionMode nextMode = mode;
    if (key.equals("execution.runtime-mode")) {
      nextMode = ExecutionMode.parse(value);
    }
    return new Settings(version, nextMode, next);
  }

  /** These settings after a {@code RESET key} or a plain {@code RESET}. */
  public Settings without(String key, ExecutionMode initialMode) {
    if (key == null) {
      return new Settings(version, initialMode, Map.of());
    }
    Map<String, String> next = new HashMap<>(options);
    next.remove(key);
    return new Settings(version, key.equals("execution.runtime-mode") ? initialMode : mode, next);
  }
}
