package io.github.topnkit.linter.agreement;

import java.util.List;

/**
 * What a planner (real or modeled) says about one statement: the error it raises, or the ranking
 * operators of its plan in a canonical, sorted form.
 */
record Verdict(String error, List<String> nodes) {

  static Verdict rejected(String error) {
    return new Verdict(error, List.of());
  }

  static Verdict planned(List<String> nodes) {
    return new Verdict(null, nodes.stream().sorted().toList());
  }

  boolean isRejected() {
    return error != null;
  }

  @Override
  public String toString() {
    return isRejected() ? "REJECTED: " + error : String.join("\n", nodes);
  }
}
