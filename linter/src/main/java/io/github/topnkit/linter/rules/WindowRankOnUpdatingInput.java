package io.github.topnkit.linter.rules;

import io.github.topnkit.linter.diag.Severity;
import io.github.topnkit.linter.model.PatternKind;
import io.github.topnkit.linter.model.Rejection;

/**
 * A Window Top-N or window deduplication whose input emits updates or deletes, such as a window TVF
 * over a CDC or upsert table: Flink's window rank consumes inserts only and rejects the query.
 */
@RuleInfo(
    summary = "Window Top-N and window deduplication need an insert-only input",
    severity = Severity.ERROR,
    tags = {"window", "top-n", "changelog"})
public final class WindowRankOnUpdatingInput implements Rule {

  @Override
  public void check(RuleContext context) {
    context.reportUpdatingInput(
        Rejection.Cause.WINDOW_INPUT_CHANGES,
        (rejection, pattern, producer) ->
            RuleMessages.windowRankOnUpdatingInput(
                pattern.kind() == PatternKind.WINDOW_DEDUPLICATE,
                rejection.message(),
                producer,
                context.version()),
        RuleMessages.WINDOW_RANK_ON_UPDATING_INPUT_FIX);
  }
}
