package io.github.topnkit.linter.model;

import io.github.topnkit.linter.parse.Span;

/**
 * Why Flink refuses a statement: the planner phase that raises it, Flink's own message, and the
 * span of the construct responsible.
 *
 * <p>Once the model has analyzed a statement, {@code message} is the whole text Flink prints (see
 * {@link FlinkMessages}); {@code exact} is false for the few rejections whose words depend on
 * source text the model could not read, where the message is only the fixed part Flink starts with.
 */
public record Rejection(Phase phase, Cause cause, String message, Span span, boolean exact) {

  /** A rejection with an exact message. */
  public Rejection(Phase phase, Cause cause, String message, Span span) {
    this(phase, cause, message, span, true);
  }

  /** This rejection with another message, as exact as this one. */
  public Rejection withMessage(String whole) {
    return new Rejection(phase, cause, whole, span, exact);
  }

  /** This rejection whose message is only the start of what Flink prints. */
  public Rejection inexact() {
    return new Rejection(phase, cause, message, span, false);
  }

  /** What the rejection is about, so rules can match on it rather than on message text. */
  public enum Cause {
    VERSION_SYNTAX,
    RANK_ORDER_BY,
    RANK_FRAME,
    RANK_END_MISSING,
    RANK_END_NOT_POSITIVE,
    RANK_VARIABLE_END_INDEX,
    RANK_FUNCTION,
    WINDOW_RANK_FUNCTION,
    RANK_FUNCTION_UNSUPPORTED,
    OVER_WINDOWS,
    OVER_ORDERING,
    OVER_INPUT_CHANGES,
    WINDOW_INPUT_CHANGES,
    WINDOW_PROCTIME,
    WINDOW_DEDUPLICATE_PROCTIME,
    WINDOW_VARIABLE_END,
    WINDOW_DESCRIPTOR,
    WINDOW_SIZE,
    WINDOW_ARGUMENT,
    SESSION_IN_BATCH,
    /** A batch window TVF on a processing-time attribute. */
    BATCH_WINDOW_PROCTIME,
    /** A batch RANK-like OVER call ordered by a type its function cannot compare. */
    BATCH_RANK_ORDER_TYPE,
    DEDUPLICATE_INPUT_CHANGES,
    JOIN_INPUT_CHANGES,
    JOIN_UNSUPPORTED,
    /** A correlation that decorrelation could not remove (a LIMIT under a LATERAL). */
    CORRELATE_VARIABLE,
    /** An outer reference of a LATERAL subquery that validation cannot resolve. */
    LATERAL_SCOPE,
    SINK_APPEND_ONLY,
    SINK_KEY,
    SINK_ROWTIME,
    UNKNOWN_COLUMN,
    /** An INSERT whose query does not give as many columns as its target column list names. */
    INSERT_COLUMN_COUNT,
    AMBIGUOUS_COLUMN,
    INVALID_LITERAL,
    /**
     * A call of a function that is neither built in nor declared in the script or configuration; it
     * may be registered outside, so validation of the rest is assumed to go on.
     */
    UNKNOWN_FUNCTION,
    /** A statement Flink should plan but whose planning fails on a known planner bug. */
    PLANNER_BUG;

    /**
     * Whether Flink stops before validating the rest of the statement (a parse or name error), so
     * no other verdict about it holds.
     */
    public boolean blocksValidation() {
      return this == VERSION_SYNTAX
          || this == UNKNOWN_COLUMN
          || this == INSERT_COLUMN_COUNT
          || this == LATERAL_SCOPE
          || this == AMBIGUOUS_COLUMN
          || this == INVALID_LITERAL;
    }
  }

  /** The planner phases in the order Flink runs them; an earlier phase's error wins. */
  public enum Phase {
    VALIDATION,
    LOGICAL,
    PHYSICAL,
    CHANGELOG,
    TRANSLATION
  }
}
