package io.github.topnkit.linter.report;

import static java.util.Objects.requireNonNull;

import io.github.topnkit.linter.LintResult;
import io.github.topnkit.linter.diag.Severity;
import io.github.topnkit.linter.target.FlinkVersion;
import java.util.List;

/** The findings of one lint run over one or more files, in the order the files were linted. */
public record LintReport(List<LintResult> results, FlinkVersion flinkVersion) {

  public LintReport {
    results = List.copyOf(results);
    requireNonNull(flinkVersion, "flinkVersion is null");
  }

  /** How many findings have exactly this severity. */
  public long count(Severity severity) {
    return results.stream()
        .flatMap(r -> r.diagnostics().stream())
        .filter(d -> d.severity() == severity)
        .count();
  }

  /** How many findings there are in all files. */
  public long findings() {
    return results.stream().mapToLong(r -> r.diagnostics().size()).sum();
  }
}
