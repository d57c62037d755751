package io.github.topnkit.spec.check;

import static java.util.Objects.requireNonNull;

import java.util.Optional;

/**
 * One expectation of a case that a run did not meet: a readable message that names the file and
 * line, and the expected and actual text for a side-by-side diff when there is one.
 */
public record Mismatch(String message, Optional<String> expected, Optional<String> actual) {

  public Mismatch {
    requireNonNull(message, "message is null");
    requireNonNull(expected, "expected is null");
    requireNonNull(actual, "actual is null");
  }

  public static Mismatch of(String message) {
    return new Mismatch(message, Optional.empty(), Optional.empty());
  }

  public static Mismatch of(String message, String expected, String actual) {
    return new Mismatch(message, Optional.of(expected), Optional.of(actual));
  }

  /** The same mismatch with the engine that produced it named in front. */
  public Mismatch on(String engine) {
    return new Mismatch("[" + engine + "] " + message, expected, actual);
  }
}
