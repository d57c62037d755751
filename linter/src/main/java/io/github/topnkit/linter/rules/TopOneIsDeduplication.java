package io.github.topnkit.linter.rules;

import io.github.topnkit.linter.catalog.TimeKind;
import io.github.topnkit.linter.diag.Severity;
import io.github.topnkit.linter.model.RankPattern;
import io.github.topnkit.linter.plan.SortKey;

/**
 * A top-1 ROW_NUMBER ordered by a time attribute, which Flink runs as a Deduplicate or Window
 * Deduplicate (keep first or last row) rather than a Top-N, with its own changelog.
 */
@RuleInfo(
    summary = "Top-1 ROW_NUMBER on a time attribute runs as a deduplication",
    severity = Severity.INFO,
    tags = {"top-n", "deduplication"})
public final class TopOneIsDeduplication implements Rule {

  @Override
  public void check(RuleContext context) {
    for (RuleContext.PatternFact fact : context.patterns()) {
      RankPattern p = fact.pattern();
      if (p instanceof RankPattern.Deduplicate deduplicate) {
        report(context, deduplicate, deduplicate.runtimeFunction());
      } else if (p instanceof RankPattern.WindowDeduplicate windowDeduplicate) {
        report(context, windowDeduplicate, windowDeduplicate.runtimeFunction());
      }
    }
  }

  private static void report(
      RuleContext context, RankPattern.RankOperator p, String runtimeFunction) {
    SortKey key = p.site().group().orderKeys().get(0);
    String time = p.site().over().input().rowType().get(key.field()).name();
    boolean rowtime =
        p.site().over().input().rowType().get(key.field()).type().timeKind() == TimeKind.ROWTIME;
    String changelog =
        RuleMessages.deduplicationChangelog(p, key.descending(), rowtime, context.version());
    context.report(
        p.span(),
        RuleMessages.topOneIsDeduplication(p, runtimeFunction, key.descending(), changelog, time),
        RuleMessages.deduplicationFix(key.descending()));
  }
}
