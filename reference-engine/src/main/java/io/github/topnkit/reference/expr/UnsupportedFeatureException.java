package io.github.topnkit.reference.expr;

import static java.util.Objects.requireNonNull;

import io.github.topnkit.linter.parse.Span;
import java.util.Optional;

/**
 * A query uses something the reference engine does not execute; the run ends as "not supported by
 * the reference engine" at {@code span}, never with a guessed answer.
 */
public final class UnsupportedFeatureException extends RuntimeException {

  private final transient Span span;

  public UnsupportedFeatureException(String what, Span span) {
    super(requireNonNull(what, "what is null"));
    this.span = span;
  }

  /** Where in the SQL the unsupported feature is, when known. */
  public Optional<Span> span() {
    return Optional.ofNullable(span);
  }
}
