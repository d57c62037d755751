package io.github.topnkit.cli;

/** A problem the user can fix (a missing path, an unreadable file, a bad option): exit code 2. */
final class UserError extends Exception {

  private static final long serialVersionUID = 1L;

  UserError(String message) {
    super(message);
  }
}
