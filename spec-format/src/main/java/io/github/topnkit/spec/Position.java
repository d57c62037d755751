package io.github.topnkit.spec;

import static java.util.Objects.requireNonNull;

/** A place in a spec file: its name and a 1-based line and column. */
public record Position(String file, int line, int column) {

  public Position {
    requireNonNull(file, "file is null");
  }

  /** {@code file:line:col}, the form every spec error and test failure uses. */
  @Override
  public String toString() {
    return file + ":" + line + ":" + column;
  }
}
