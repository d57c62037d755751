package io.github.topnkit.linter.plan;

import io.github.topnkit.linter.parse.Span;

/** Something the plan builder could not resolve, reported to rules as context. */
public record PlanNote(Kind kind, String subject, Span span) {

  /** What went unresolved. */
  public enum Kind {
    UNKNOWN_TABLE,
    UNKNOWN_COLUMN,
    UNSUPPORTED
  }
}
