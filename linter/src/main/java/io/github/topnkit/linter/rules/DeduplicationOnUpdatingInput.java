package io.github.topnkit.linter.rules;

import io.github.topnkit.linter.diag.Severity;
import io.github.topnkit.linter.model.Properties;
import io.github.topnkit.linter.model.RankPattern;
import io.github.topnkit.linter.model.RankStrategy;
import io.github.topnkit.linter.model.Rejection;
import io.github.topnkit.linter.plan.Rank;
import io.github.topnkit.linter.plan.RelNode;
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
            deduplicationRejected(rejection.message(), producer, context.version()),
        DEDUPLICATION_FIX);
    if (context.version().before(FlinkVersion.V2_0)) {
      return;
    }
    for (RuleContext.PatternFact fact : context.patterns()) {
      RankPattern p = fact.pattern();
      if (!(p instanceof RankPattern.TopN topN) || !fact.query().model().settings().streaming()) {
        continue;
      }
      // A rank operator verdict is given only to a call the rank rule made a Rank of.
      Rank rank = topN.site().rank().orElseThrow();
      if (!rank.isDeduplicationShape()
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
          deduplicationDegraded(
              strategy.toString(),
              topN.runtimeFunction().orElseThrow(),
              strategy instanceof RankStrategy.Retract,
              context.version()),
          DEDUPLICATION_FIX);
    }
  }

  private static String deduplicationRejected(
      String flinkMessage, RelNode producer, FlinkVersion v) {
    return "ROW_NUMBER top-1 on a time attribute is a deduplication, but "
        + RuleWords.producer(producer)
        + ": Flink "
        + v.label()
        + " fails with \""
        + flinkMessage
        + "\" (Flink 2.0+ runs it as a retracting Top-1 instead)";
  }

  private static String deduplicationDegraded(
      String strategy, String runtimeFunction, boolean retract, FlinkVersion version) {
    return "ROW_NUMBER top-1 on a time attribute over an updating input is not a deduplication:"
        + " Flink "
        + version.label()
        + " silently plans a regular Top-1 Rank with "
        + strategy
        + " ("
        + runtimeFunction
        + ")"
        + (retract ? ", which keeps every input row in state," : "")
        + " and emits updates (Flink 1.20 rejects this query)";
  }

  private static final String DEDUPLICATION_FIX =
      "If the source's primary key is the partition key, the changelog already holds the latest"
          + " row per key: select from it directly. Otherwise deduplicate an append-only stream"
          + " (e.g. the topic read with 'json' instead of a CDC format), or bound the Top-1's state"
          + " with SET 'table.exec.state.ttl'.";
}
