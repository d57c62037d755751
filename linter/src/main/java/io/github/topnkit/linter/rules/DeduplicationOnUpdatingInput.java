package io.github.topnkit.linter.rules;

import io.github.topnkit.linter.diag.Severity;
import io.github.topnkit.linter.model.Properties;
import io.github.topnkit.linter.model.RankPattern;
import io.github.topnkit.linter.model.RankStrategy;
import io.github.topnkit.linter.model.Rejection;
import io.github.topnkit.linter.plan.Rank;
import io.github.topnkit.linter.target.FlinkVersion;

/**
 * A deduplication (ROW_NUMBER top-1 on a time attribute) over an updating input: Flink 1.20 rejects
 * it, Flink 2.0+ silently runs it as a regular Top-1 that keeps state for every row.
 */
@RuleInfo(
    summary = "Deduplication over an updating input",
    severity = Severity.ERROR,
    tags = {"deduplication", "changelog"})
public final class DeduplicationOnUpdatingInput implements Rule {

  @Override
  public void check(RuleContext context) {
    context.reportUpdatingInput(
        Rejection.Cause.DEDUPLICATE_INPUT_CHANGES,
        (rejection, pattern, producer) ->
            RuleMessages.deduplicationRejected(rejection.message(), producer, context.version()),
        RuleMessages.DEDUPLICATION_FIX);
    if (context.version().before(FlinkVersion.V2_0)) {
      return;
    }
    for (RuleContext.PatternFact fact : context.patterns()) {
      RankPattern p = fact.pattern();
      Rank rank = p.site().rank();
      if (!(p instanceof RankPattern.TopN topN)
          || !fact.query().model().settings().streaming()
          || !rank.isDeduplicationShape()
          || !Properties.sortsOnTimeAttribute(rank)
          || !p.input().updating()
          || topN.strategy().isEmpty()
          || topN.runtimeFunction().isEmpty()) {
        continue;
      }
      RankStrategy strategy = topN.strategy().orElseThrow();
      context.report(
          Severity.WARNING,
          p.span(),
          RuleMessages.deduplicationDegraded(
              strategy.toString(),
              topN.runtimeFunction().orElseThrow(),
              strategy instanceof RankStrategy.Retract,
              context.version()),
          RuleMessages.DEDUPLICATION_FIX);
    }
  }
}
