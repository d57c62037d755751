package io.github.topnkit.linter.rules;

import io.github.topnkit.linter.diag.Severity;
import io.github.topnkit.linter.model.PatternKind;
import io.github.topnkit.linter.model.Rejection;
import io.github.topnkit.linter.plan.RelNode;
import io.github.topnkit.linter.target.FlinkVersion;

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
            windowRankOnUpdatingInput(
                pattern.kind() == PatternKind.WINDOW_DEDUPLICATE,
                rejection.message(),
                producer,
                context.version()),
        WINDOW_RANK_ON_UPDATING_INPUT_FIX);
  }

  private static String windowRankOnUpdatingInput(
      boolean dedup, String flinkMessage, RelNode producer, FlinkVersion version) {
    return (dedup ? "Window deduplication" : "Window Top-N")
        + " over an updating input: "
        + RuleWords.producer(producer)
        + ", but a window rank only consumes inserts. Flink "
        + version.label()
        + " fails at deployment with \""
        + flinkMessage
        + "\"";
  }

  private static final String WINDOW_RANK_ON_UPDATING_INPUT_FIX =
      "Rank an insert-only input: read an append-only source (e.g. 'kafka' with 'json' instead of a"
          + " CDC format or 'upsert-kafka'), or aggregate per window first (SELECT window_start,"
          + " window_end, key, ... FROM TABLE(TUMBLE(...)) GROUP BY window_start, window_end, key),"
          + " which emits each window once, and rank those rows.";
}
