package io.github.topnkit.linter.config;

import io.github.topnkit.linter.parse.Span;

/**
 * A problem with the project configuration or a schema file, told the way the user can act on it:
 * {@code file:line:col: message}, or {@code file: message} when no position applies.
 */
public final class ConfigException extends Exception {

  private static final long serialVersionUID = 1L;

  private ConfigException(String text) {
    super(text);
  }

  /** A problem at a 1-based line and column of a file. */
  public static ConfigException at(String file, int line, int column, String message) {
    return new ConfigException(file + ":" + line + ":" + column + ": " + message);
  }

  /** A problem at the start of a span of a file. */
  public static ConfigException at(String file, Span span, String message) {
    return at(file, span.startLine(), span.startColumn(), message);
  }

  /** A problem with a whole file. */
  public static ConfigException of(String file, String message) {
    return new ConfigException(file + ": " + message);
  }
}
