package io.github.topnkit.reference.expr;

import static java.util.Objects.requireNonNull;

import io.github.topnkit.linter.parse.Span;
import java.util.Optional;

/**
 * A scalar expression failed on a row where Flink's job fails at runtime too; the message is the
 * message of the exception Flink's generated code throws (e.g. {@code / by zero}).
 */
public final class EvaluationException extends RuntimeException {

  private final String flinkException;
  private final transient Span span;

  /**
   * @param flinkException the class of the exception Flink throws, e.g. {@code
   *     java.lang.ArithmeticException}
   */
  public EvaluationException(String flinkException, String message, Span span) {
    super(requireNonNull(message, "message is null"));
    this.flinkException = requireNonNull(flinkException, "flinkException is null");
    this.span = span;
  }

  /** The class name of the exception Flink's job fails with. */
  public String flinkException() {
    return flinkException;
  }

  /** The expression that failed, when known. */
  public Optional<Span> span() {
    return Optional.ofNullable(span);
  }

  /** Flink's root cause as its job failure prints it: {@code class: message}. */
  public String flinkCause() {
    return flinkException + ": " + getMessage();
  }
}
