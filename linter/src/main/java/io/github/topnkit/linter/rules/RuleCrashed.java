package io.github.topnkit.linter.rules;

import io.github.topnkit.linter.diag.Diagnostic;
import io.github.topnkit.linter.diag.Severity;
import io.github.topnkit.linter.messages.Messages;
import io.github.topnkit.linter.parse.Span;

/**
 * A rule, or the linter itself, failed on a file. The linter reports it in the failing rule's
 * place, so a linter bug is visible without hiding the other findings; this rule checks nothing.
 * Until 0.2 the old id {@code InternalError} is read as this one in configurations and
 * suppressions.
 */
@RuleInfo(
    summary = "A topnkit rule failed on this file",
    severity = Severity.WARNING,
    tags = {"tool"})
public final class RuleCrashed implements Rule {

  public static final String ID = "RuleCrashed";

  /** The id this rule had before 0.1, still accepted where users name rules. */
  public static final String OLD_ID = "InternalError";

  @Override
  public void check(RuleContext context) {
    // Reported by BuiltInRules.run when a rule throws, and by the linter when a file fails.
  }

  /** The finding for a rule that threw on a file. */
  static Diagnostic of(Rule rule, Throwable e) {
    return new Diagnostic(
        ID,
        Severity.WARNING,
        "rule "
            + rule.id()
            + " failed on this file ("
            + e.getClass().getSimpleName()
            + "); please report it",
        Span.FILE_START,
        "");
  }

  /** The finding for a file the linter itself failed on, outside any rule. */
  public static Diagnostic fileFailed(Throwable e) {
    return new Diagnostic(ID, Severity.WARNING, Messages.fileFailed(e), Span.FILE_START, "");
  }
}
