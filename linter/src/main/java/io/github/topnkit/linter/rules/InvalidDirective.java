package io.github.topnkit.linter.rules;

import io.github.topnkit.linter.diag.Severity;
import io.github.topnkit.linter.parse.FileSettings;

/** A {@code topnkit:} comment directive that names an unknown setting or an invalid value. */
@RuleInfo(
    summary = "topnkit: comment directive is unknown or has an invalid value",
    severity = Severity.ERROR,
    tags = {"tool"})
public final class InvalidDirective implements Rule {

  @Override
  public void check(RuleContext context) {
    for (FileSettings.Problem p : FileSettings.of(context.model().script()).problems()) {
      context.report(p.span(), p.message(), INVALID_DIRECTIVE_FIX);
    }
  }

  private static final String INVALID_DIRECTIVE_FIX =
      "Write -- topnkit:flink-version=2.3 (1.20, 2.0 to 2.3), -- topnkit:dialect=flink|confluent,"
          + " or -- topnkit:disable=RuleId[,RuleId] / disable-file=RuleId.";
}
