package io.github.topnkit.maven.lint;

import io.github.topnkit.linter.LintResult;
import io.github.topnkit.linter.config.FailOn;
import io.github.topnkit.linter.diag.Diagnostic;
import io.github.topnkit.linter.report.LintReport;
import java.nio.file.Path;
import java.util.List;

/**
 * What a lint run of a project found, how much of it was linted afresh, and where the reports are.
 *
 * @param relinted how many files were linted in this run; the others' findings came from the cache
 * @param reportsUpToDate whether the reports of the last run were kept, as nothing changed
 * @param warnings problems that are not findings, such as a spec file that does not parse
 */
public record LintOutcome(
    LintReport report,
    int relinted,
    FailOn failOn,
    List<Path> reportFiles,
    boolean reportsUpToDate,
    List<String> warnings) {

  public LintOutcome {
    reportFiles = List.copyOf(reportFiles);
    warnings = List.copyOf(warnings);
  }

  public int files() {
    return report.results().size();
  }

  /** How many findings are at or above the failure threshold. */
  public long failing() {
    return report.results().stream()
        .map(LintResult::diagnostics)
        .flatMap(List::stream)
        .map(Diagnostic::severity)
        .filter(failOn::failsOn)
        .count();
  }
}
