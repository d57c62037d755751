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
      context.report(p.span(), p.message(), RuleMessages.INVALID_DIRECTIVE_FIX);
    }
  }
}
