package io.github.topnkit.linter.model;

import io.github.topnkit.linter.parse.Span;

/**
 * Why Flink refuses a statement: the planner phase that raises it, Flink's own message, and the
 * span of the construct responsible.
 */
public record Rejection(Phase phase, String message, Span span) {

  /** The planner phases in the order Flink runs them; an earlier phase's error wins. */
  public enum Phase {
    VALIDATION,
    LOGICAL,
    PHYSICAL,
    CHANGELOG,
    TRANSLATION
  }
}
