package io.github.topnkit.linter;

import io.github.topnkit.linter.diag.Diagnostic;
import io.github.topnkit.linter.diag.Severity;
import io.github.topnkit.linter.model.ScriptModel;
import io.github.topnkit.linter.parse.SourceFile;
import java.util.List;
import java.util.Optional;

/**
 * The findings for one file, sorted by position, with the pattern model they came from (absent when
 * the file could not be read) and the text reports quote lines from.
 *
 * @param source the file's text as its findings' positions count it; the model's source when there
 *     is a model, or a text given on its own (findings replayed from a cache, or moved into another
 *     file such as a spec file)
 */
public record LintResult(
    String path,
    List<Diagnostic> diagnostics,
    Optional<ScriptModel> model,
    Optional<SourceFile> source) {

  public LintResult {
    diagnostics = List.copyOf(diagnostics);
  }

  public LintResult(String path, List<Diagnostic> diagnostics, Optional<ScriptModel> model) {
    this(path, diagnostics, model, model.map(m -> m.script().source()));
  }

  /** Whether any finding is at or above the threshold. */
  public boolean hasFindingsAtLeast(Severity threshold) {
    return diagnostics.stream().anyMatch(d -> d.severity().atLeast(threshold));
  }
}
