package io.github.topnkit.linter;

import io.github.topnkit.linter.diag.Diagnostic;
import io.github.topnkit.linter.diag.Severity;
import io.github.topnkit.linter.model.ScriptModel;
import java.util.List;
import java.util.Optional;

/**
 * The findings for one file, sorted by position, with the pattern model they came from (absent when
 * the file could not be read).
 */
public record LintResult(String path, List<Diagnostic> diagnostics, Optional<ScriptModel> model) {

  public LintResult {
    diagnostics = List.copyOf(diagnostics);
  }

  /** Whether any finding is at or above the threshold. */
  public boolean hasFindingsAtLeast(Severity threshold) {
    return diagnostics.stream().anyMatch(d -> d.severity().atLeast(threshold));
  }
}
