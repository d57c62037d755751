package io.github.topnkit.linter.report;

import java.util.Locale;

/** The output formats of a lint report. */
public enum ReportFormat {
  /** One line per finding for people, with the source line, the fix and a summary. */
  TEXT,
  /** topnkit's own JSON schema, for scripts. */
  JSON,
  /** SARIF 2.1.0, as GitHub code scanning and other SARIF viewers read it. */
  SARIF,
  /** Checkstyle's XML, as CI servers and editors read it. */
  CHECKSTYLE;

  /** The reporter of this format; SARIF locations are made relative to the given source root. */
  public Reporter reporter(SourceRoot root) {
    return switch (this) {
      case TEXT -> new TextReporter();
      case JSON -> new JsonReporter();
      case SARIF -> new SarifReporter(root);
      case CHECKSTYLE -> new CheckstyleReporter();
    };
  }

  /**
   * Whether its reports quote the source lines of findings, so that a file whose findings come from
   * a cache must still be read.
   */
  public boolean quotesSource() {
    return switch (this) {
      case TEXT, SARIF -> true;
      case JSON, CHECKSTYLE -> false;
    };
  }

  public String label() {
    return name().toLowerCase(Locale.ROOT);
  }

  /** Parses a label such as {@code sarif}, case-insensitively. */
  public static ReportFormat parse(String text) {
    for (ReportFormat f : values()) {
      if (f.name().equalsIgnoreCase(text.trim())) {
        return f;
      }
    }
    throw new IllegalArgumentException(
        "unknown format '" + text + "' (expected one of: text, json, sarif, checkstyle)");
  }
}
