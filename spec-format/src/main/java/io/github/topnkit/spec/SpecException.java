package io.github.topnkit.spec;

import static java.util.Objects.requireNonNull;

/**
 * A problem in a spec file, at an exact position; its message reads {@code file:line:col: text}.
 */
public final class SpecException extends RuntimeException {

  private static final long serialVersionUID = 1L;

  private final transient Position position;
  private final String problem;

  public SpecException(Position position, String problem) {
    super(position + ": " + problem);
    this.position = requireNonNull(position, "position is null");
    this.problem = requireNonNull(problem, "problem is null");
  }

  public Position position() {
    return position;
  }

  /** The message without the position. */
  public String problem() {
    return problem;
  }
}
