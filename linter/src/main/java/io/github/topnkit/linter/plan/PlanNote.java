package io.github.topnkit.linter.plan;

import io.github.topnkit.linter.parse.Span;

/** Something the plan builder could not resolve, reported to rules as context. */
public record PlanNote(Kind kind, String subject, Span span) {

  /** What went unresolved. */
  public enum Kind {
    UNKNOWN_TABLE,
    UNKNOWN_COLUMN,
    /** ORDER BY in the table argument of a window TVF, which Flink refuses. */
    SESSION_ORDER_BY,
    /** A literal Flink's validator refuses; the subject is its message. */
    INVALID_LITERAL,
    UNSUPPORTED,
    /**
     * A clause the plan leaves out or flattens (GROUPING SETS, an aggregate's FILTER, an ORDER BY
     * key outside the select list): the pattern model does not need it, but executing the plan
     * would give another result.
     */
    SIMPLIFIED
  }
}
