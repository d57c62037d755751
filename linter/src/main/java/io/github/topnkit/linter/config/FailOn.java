package io.github.topnkit.linter.config;

import io.github.topnkit.linter.diag.Severity;
import java.util.Locale;

/** The lowest severity that makes a lint run fail, or {@code NONE} to never fail on findings. */
public enum FailOn {
  ERROR,
  WARNING,
  INFO,
  NONE;

  /** Whether a finding of this severity makes the run fail. */
  public boolean failsOn(Severity severity) {
    return switch (this) {
      case ERROR -> severity.atLeast(Severity.ERROR);
      case WARNING -> severity.atLeast(Severity.WARNING);
      case INFO -> true;
      case NONE -> false;
    };
  }

  public String label() {
    return name().toLowerCase(Locale.ROOT);
  }

  /** Parses {@code error}, {@code warning}, {@code info} or {@code none}, case-insensitively. */
  public static FailOn parse(String text) {
    for (FailOn f : values()) {
      if (f.name().equalsIgnoreCase(text.trim())) {
        return f;
      }
    }
    throw new IllegalArgumentException(
        "unknown threshold '" + text + "' (expected one of: error, warning, info, none)");
  }
}
