package io.github.topnkit.maven;

import io.github.topnkit.linter.LintResult;
import io.github.topnkit.linter.diag.Diagnostic;
import java.nio.file.Path;

/**
 * Findings as Maven prints compiler errors, {@code /abs/path:[line,col] message}, which IDEs and
 * terminals turn into links to the file.
 */
final class ConsoleFindings {

  private ConsoleFindings() {}

  static String line(Path baseDir, LintResult file, Diagnostic d) {
    return baseDir.resolve(file.path()).toAbsolutePath().normalize()
        + ":["
        + d.span().startLine()
        + ","
        + d.span().startColumn()
        + "] "
        + d.severity().label()
        + ": ["
        + d.ruleId()
        + "] "
        + d.message();
  }
}
