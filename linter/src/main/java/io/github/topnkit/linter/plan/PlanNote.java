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
    /**
     * A window TVF call with a number of arguments Flink's validator refuses; the subject is its
     * name.
     */
    INVALID_CALL,
    /**
     * A window TVF call with an argument after the DESCRIPTOR that is not an interval; the subject
     * is the call signature Flink prints, or only the function name when the linter cannot print
     * one of its operand types.
     */
    INVALID_OPERAND_TYPES,
    /**
     * A call of a function that is neither a built-in of the target version nor declared; the
     * subject is the signature Calcite prints, "MY_FUNC(&lt;NUMERIC&gt;)", or only the name and an
     * open parenthesis when an argument type is not known.
     */
    UNKNOWN_FUNCTION,
    /**
     * A column name a FROM item holds twice (a window TVF over an input that already has
     * window_start, window_end or window_time), referenced unqualified or expanded by a star.
     */
    AMBIGUOUS_COLUMN,
    /**
     * A correlated LATERAL subquery with a LIMIT or OFFSET below it, which Flink's decorrelation
     * leaves correlated; the subject is the correlation variable Flink names.
     */
    CORRELATE_VARIABLE,
    /**
     * The first column a LATERAL subquery reads from the FROM items before it; the subject is the
     * alias of the item it reads.
     */
    LATERAL_OUTER_REFERENCE,
    UNSUPPORTED,
    /**
     * A clause the plan leaves out (an aggregate's FILTER or WITHIN GROUP, an ORDER BY key outside
     * the select list): the pattern model does not need it, but executing the plan would give
     * another result.
     */
    SIMPLIFIED
  }
}
