package io.github.topnkit.linter.target;

import java.util.Locale;

/** The SQL dialect of the scripts being linted: open-source Flink or Confluent Cloud for Flink. */
public enum Dialect {
  /** Apache Flink as released. */
  FLINK,
  /**
   * Confluent Cloud for Apache Flink: every table has the {@code $rowtime} system column with a
   * watermark, and the {@code examples.marketplace} tables of Confluent's docs exist.
   */
  CONFLUENT;

  /** Parses {@code flink} or {@code confluent}, case-insensitively. */
  public static Dialect parse(String text) {
    for (Dialect d : values()) {
      if (d.name().equalsIgnoreCase(text.trim())) {
        return d;
      }
    }
    throw new IllegalArgumentException(
        "unknown dialect '" + text + "' (expected one of: flink, confluent)");
  }

  public String label() {
    return name().toLowerCase(Locale.ROOT);
  }
}
