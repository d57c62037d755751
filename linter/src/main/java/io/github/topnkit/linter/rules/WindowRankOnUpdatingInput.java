package io.github.topnkit.linter.rules;

import io.github.topnkit.linter.diag.Severity;
import io.github.topnkit.linter.model.PatternKind;
import io.github.topnkit.linter.model.PlanFacts;
import io.github.topnkit.linter.model.RankPattern;
import io.github.topnkit.linter.model.Rejection;
import io.github.topnkit.linter.plan.RelNode;

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
    for (RuleContext.RejectionFact fact :
        context.rejections(Rejection.Cause.WINDOW_INPUT_CHANGES)) {
      Rejection r = fact.rejection();
      RankPattern p = fact.pattern().orElse(null);
      if (p == null) {
        // The model placed the rejection on no node this rule knows: still report Flink's words.
        context.report(
            r.span(),
            RuleMessages.flinkRejects(r.message(), context.version()),
            RuleMessages.WINDOW_RANK_ON_UPDATING_INPUT_FIX);
        continue;
      }
      RelNode producer =
          PlanFacts.changeProducer(p.site().rank().input(), fact.query().model().properties());
      boolean dedup = p.kind() == PatternKind.WINDOW_DEDUPLICATE;
      context.report(
          r.span(),
          RuleMessages.windowRankOnUpdatingInput(
              dedup, r.message(), producer, fact.query().model().properties(), context.version()),
          RuleMessages.WINDOW_RANK_ON_UPDATING_INPUT_FIX);
    }
  }
}
