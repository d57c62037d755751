package io.github.topnkit.flink;

/**
 * Thrown by the kit's connector for a table whose real connector it cannot stand in for; the runner
 * turns it into an {@code Unsupported} outcome rather than a wrong answer.
 */
final class UnsupportedTableException extends RuntimeException {

  private static final long serialVersionUID = 1L;

  UnsupportedTableException(String reason) {
    super(reason);
  }
}
