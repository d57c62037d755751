package io.github.topnkit.linter.rules;

import io.github.topnkit.linter.diag.Severity;

/**
 * A file that is not SQL text: binary, not UTF-8, or over the size limit. The linter reports it
 * before parsing, so this rule itself has nothing to check.
 */
@RuleInfo(
    summary = "File is not readable SQL text",
    severity = Severity.ERROR,
    tags = {"syntax"})
public final class UnreadableFile implements Rule {

  /** The id under which the linter reports unreadable files. */
  public static final String ID = "UnreadableFile";

  @Override
  public void check(RuleContext context) {
    // Reported by the Linter while decoding the file; a decoded file has nothing left to check.
  }
}
