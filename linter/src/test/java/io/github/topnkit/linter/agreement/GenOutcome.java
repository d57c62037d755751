package io.github.topnkit.linter.agreement;

/**
 * What comparing one generated statement gave: agreement, a disagreement (with the difference), or
 * a draft Flink rejects for a reason outside topnkit's scope (with that reason).
 */
record GenOutcome(GeneratedStatement statement, Kind kind, String detail) {

  /** The three ways a comparison ends. */
  enum Kind {
    AGREE,
    DISAGREE,
    OUT_OF_SCOPE
  }

  /** Runs the statement through the real planner and the model and compares their verdicts. */
  static GenOutcome of(
      GeneratedStatement statement, io.github.topnkit.linter.target.FlinkVersion version) {
    AgreementCase c = statement.asCase();
    Verdict flink = Agreement.flink(c);
    Verdict model;
    try {
      model = Agreement.model(c, version);
    } catch (RuntimeException | StackOverflowError e) {
      return new GenOutcome(statement, Kind.DISAGREE, "the model failed: " + e);
    }
    String difference = Agreement.compare(flink, model);
    if (difference == null) {
      return new GenOutcome(statement, Kind.AGREE, "");
    }
    return OutOfScope.reason(flink, model)
        .map(reason -> new GenOutcome(statement, Kind.OUT_OF_SCOPE, reason))
        .orElseGet(() -> new GenOutcome(statement, Kind.DISAGREE, difference));
  }

  /** The first line of the difference: which way the verdicts part, to shrink without losing it. */
  String headline() {
    int nl = detail.indexOf('\n');
    return nl < 0 ? detail : detail.substring(0, nl);
  }
}
