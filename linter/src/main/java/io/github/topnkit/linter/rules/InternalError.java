package io.github.topnkit.linter.rules;

import io.github.topnkit.linter.diag.Severity;

/**
 * A rule that failed on a file. The linter reports it in the failing rule's place, so a linter bug
 * is visible without hiding the other findings; this rule itself checks nothing.
 */
@RuleInfo(
    summary = "A topnkit rule failed on this file",
    severity = Severity.WARNING,
    tags = {"tool"})
public final class InternalError implements Rule {

  @Override
  public void check(RuleContext context) {
    // Reported by BuiltInRules.run when a rule throws.
  }
}
