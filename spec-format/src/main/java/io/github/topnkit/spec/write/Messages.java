package io.github.topnkit.spec.write;

/** The messages of the expectation writer. */
final class Messages {

  private Messages() {}

  static String flowCase() {
    return "cannot write expectations into a case written as a flow mapping ({...}); write the"
        + " case in block style";
  }
}
