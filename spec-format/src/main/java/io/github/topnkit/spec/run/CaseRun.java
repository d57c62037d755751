package io.github.topnkit.spec.run;

import static java.util.Objects.requireNonNull;

import io.github.topnkit.linter.target.ExecutionMode;
import io.github.topnkit.spec.SpecCase;
import java.time.Duration;

/**
 * One run of a case that an engine is asked for: the case, the mode, the time it may take and the
 * case's analysis, which an engine that needs the pattern model reads instead of analyzing again.
 */
public record CaseRun(
    SpecCase specCase, ExecutionMode mode, Duration timeout, CaseAnalysis analysis) {

  public CaseRun {
    requireNonNull(specCase, "specCase is null");
    requireNonNull(mode, "mode is null");
    requireNonNull(timeout, "timeout is null");
    requireNonNull(analysis, "analysis is null");
    if (analysis.specCase() != specCase || analysis.mode() != mode) {
      throw new IllegalArgumentException("the analysis is of another case or mode");
    }
  }
}
