package io.github.topnkit.linter.target;

import java.util.Locale;

/** Flink's runtime mode, set with {@code SET 'execution.runtime-mode'}. */
public enum ExecutionMode {
  STREAMING,
  BATCH;

  public static ExecutionMode parse(String text) {
    return switch (text.trim().toLowerCase(Locale.ROOT)) {
      case "streaming" -> STREAMING;
      case "batch" -> BATCH;
      default ->
          throw new IllegalArgumentException(
              "unknown execution mode '" + text + "' (expected streaming or batch)");
    };
  }

  public String label() {
    return name().toLowerCase(Locale.ROOT);
  }
}
