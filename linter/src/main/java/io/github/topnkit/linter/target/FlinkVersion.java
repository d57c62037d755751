package io.github.topnkit.linter.target;

import java.util.Locale;

/**
 * The Flink release line whose behavior the linter predicts: the single version setting every
 * version-specific decision goes through.
 */
public enum FlinkVersion {
  V1_20("1.20"),
  V2_0("2.0"),
  V2_1("2.1"),
  V2_2("2.2"),
  V2_3("2.3");

  /** The default target: the newest release on Maven Central. */
  public static final FlinkVersion DEFAULT = V2_3;

  private final String label;

  FlinkVersion(String label) {
    this.label = label;
  }

  public String label() {
    return label;
  }

  public boolean atLeast(FlinkVersion other) {
    return compareTo(other) >= 0;
  }

  public boolean before(FlinkVersion other) {
    return compareTo(other) < 0;
  }

  /** Parses {@code 2.3}, {@code 2.3.0} or {@code 1.20.4}; patch versions behave as their line. */
  public static FlinkVersion parse(String text) {
    String t = text.trim().toLowerCase(Locale.ROOT);
    if (t.startsWith("v")) {
      t = t.substring(1);
    }
    String[] parts = t.split("\\.");
    if (parts.length >= 2) {
      String line = parts[0] + "." + parts[1];
      for (FlinkVersion v : values()) {
        if (v.label.equals(line)) {
          return v;
        }
      }
    }
    throw new IllegalArgumentException(
        "unsupported Flink version '" + text + "' (supported: 1.20, 2.0, 2.1, 2.2, 2.3)");
  }
}
