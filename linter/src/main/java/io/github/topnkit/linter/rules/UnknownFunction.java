package io.github.topnkit.linter.rules;

import io.github.topnkit.linter.diag.Severity;
import io.github.topnkit.linter.model.AnalyzedStatement;
import io.github.topnkit.linter.model.FlinkErrors;
import io.github.topnkit.linter.model.Rejection;
import io.github.topnkit.linter.target.FlinkVersion;

/**
 * A call of a function that is neither a built-in of the target Flink version nor created in the
 * script or declared in the project configuration: Flink's validator fails with "No match found for
 * function signature", unless the function is registered outside the script (a catalog, a module,
 * Java code), which the linter cannot see.
 */
@RuleInfo(
    summary = "Function is neither a Flink built-in nor declared",
    severity = Severity.WARNING,
    tags = {"schema"})
public final class UnknownFunction implements Rule {

  @Override
  public void check(RuleContext context) {
    for (AnalyzedStatement q : context.queries()) {
      for (Rejection r : q.model().rejections()) {
        if (r.cause() == Rejection.Cause.UNKNOWN_FUNCTION) {
          context.report(r.span(), unknownFunction(r, context.version()), FIX);
        }
      }
    }
  }

  private static String unknownFunction(Rejection r, FlinkVersion version) {
    String signature = r.message().substring(FlinkErrors.NO_FUNCTION_MATCH.length());
    String name = signature.substring(0, signature.indexOf('('));
    return "function '"
        + name
        + "' is neither a built-in function of Flink "
        + version.label()
        + " nor created with CREATE FUNCTION in this script or declared under 'functions' in"
        + " .topnkit.yml; unless it is registered outside the script, Flink rejects the query: \""
        + r.message()
        + (r.exact() ? "" : "...")
        + "\"";
  }

  private static final String FIX =
      "Check the name for a typo; if the function is registered outside the script (a catalog, a"
          + " module, Java code), declare it with its return type under 'functions' in"
          + " .topnkit.yml, e.g. functions: {parse_price: DECIMAL(10, 2)}.";
}
