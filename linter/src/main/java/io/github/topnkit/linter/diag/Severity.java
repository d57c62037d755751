package io.github.topnkit.linter.diag;

import java.util.Locale;

/** How serious a finding is; ordered from least to most severe. */
public enum Severity {
  INFO,
  WARNING,
  ERROR;

  /** Whether this severity is at least as serious as the threshold. */
  public boolean atLeast(Severity threshold) {
    return compareTo(threshold) >= 0;
  }

  /** The lower-case name used in printed findings, configuration and command-line options. */
  public String label() {
    return name().toLowerCase(Locale.ROOT);
  }

  /** Parses a label such as {@code warning} or {@code ERROR}. */
  public static Severity parse(String text) {
    for (Severity s : values()) {
      if (s.name().equalsIgnoreCase(text.trim())) {
        return s;
      }
    }
    throw new IllegalArgumentException(
        "unknown severity '" + text + "' (expected one of: info, warning, error)");
  }
}
