package io.github.topnkit.linter.rules;

import io.github.topnkit.linter.catalog.TableDef;
import io.github.topnkit.linter.diag.Severity;
import io.github.topnkit.linter.model.PlanFacts;
import io.github.topnkit.linter.model.Properties;
import io.github.topnkit.linter.model.RankPattern;
import io.github.topnkit.linter.model.Rejection;
import io.github.topnkit.linter.model.SinkTarget;
import io.github.topnkit.linter.plan.Rank;
import io.github.topnkit.linter.plan.RankRange;
import io.github.topnkit.linter.plan.RelNode;
import io.github.topnkit.linter.target.FlinkVersion;
import java.util.BitSet;
import java.util.List;
import java.util.Optional;

/**
 * An INSERT of an updating result, such as a regular Top-N or GROUP BY, into a sink that accepts
 * only inserts (kafka, filesystem, ...): Flink rejects it in changelog inference.
 */
@RuleInfo(
    summary = "Updating query written to an append-only sink",
    severity = Severity.ERROR,
    tags = {"sink", "changelog", "top-n"})
public final class UpdatingQueryIntoAppendOnlySink implements Rule {

  @Override
  public void check(RuleContext context) {
    for (RuleContext.RejectionFact fact : context.rejections(Rejection.Cause.SINK_APPEND_ONLY)) {
      Rejection r = fact.rejection();
      Optional<TableDef> declared = fact.query().model().sinkTarget().flatMap(SinkTarget::table);
      Properties props = fact.query().model().properties();
      RelNode root = fact.query().model().plan().root();
      RelNode producer = PlanFacts.changeProducer(root, props);
      List<String> names = declared.map(PlanFacts::sinkColumns).orElse(root.rowType().names());
      List<String> key = List.of();
      for (BitSet k : props.upsertKeys(root)) {
        key = PlanFacts.names(k, names);
        break;
      }
      String connector = declared.map(sink -> sink.connector().name()).orElse("");
      Optional<RankPattern> correlated =
          fact.query().model().patterns().stream()
              .filter(p -> p.site().correlatedLimit() && p.site().rank().orElse(null) == producer)
              .findFirst();
      context.report(
          r.span(),
          appendOnlySink(r.message(), producer, connector, context.version()),
          appendOnlySinkFix(key, producer instanceof Rank, correlated));
    }
  }

  private static String appendOnlySink(
      String flinkMessage, RelNode producer, String connector, FlinkVersion version) {
    return RuleWords.producer(producer)
        + ", but the sink"
        + (connector.isEmpty() ? "" : " (connector '" + connector + "')")
        + " accepts only inserts: Flink "
        + version.label()
        + " fails with \""
        + flinkMessage
        + "\"";
  }

  private static String appendOnlySinkFix(
      List<String> key, boolean topN, Optional<RankPattern> correlated) {
    String upsert =
        key.isEmpty()
            ? "Select a unique key (for a Top-N: its partition keys and the rank number) and write"
                + " to an upsert sink with that PRIMARY KEY"
                + correlated.map(UpdatingQueryIntoAppendOnlySink::rankNumberInstead).orElse("")
            : "Write to an upsert sink keyed by the query's unique key: PRIMARY KEY "
                + RuleWords.columns(key)
                + " NOT ENFORCED with 'connector' = 'upsert-kafka' ('key.format' and"
                + " 'value.format' set)";
    return upsert
        + (topN
            ? "; or, when one result per time window is enough, rank per window (PARTITION BY"
                + " window_start, window_end, ... over a window TVF): Window Top-N is append-only."
            : ".");
  }

  /** A correlated LIMIT has no rank number to select; the same Top-N written with one has. */
  private static String rankNumberInstead(RankPattern p) {
    return " (the "
        + p.written()
        + " has no rank number to select: write it as "
        + RuleWords.overClause(p)
        + " AS rn in a subquery filtered by rn <= "
        + (p.site().rank().orElseThrow().range() instanceof RankRange.Constant c ? c.end() : "N")
        + ", and key the sink by "
        + String.join(", ", p.partitionKeys())
        + (p.partitionKeys().isEmpty() ? "rn" : " and rn")
        + ")";
  }
}
