package io.github.topnkit.linter.rules;

import io.github.topnkit.linter.catalog.ChangelogNature;
import io.github.topnkit.linter.diag.Severity;
import io.github.topnkit.linter.model.AnalyzedStatement;
import io.github.topnkit.linter.model.PatternKind;
import io.github.topnkit.linter.model.PlanFacts;
import io.github.topnkit.linter.model.SinkTarget;
import io.github.topnkit.linter.model.SinkUse;
import io.github.topnkit.linter.plan.Rank;
import io.github.topnkit.linter.plan.RankRange;
import io.github.topnkit.linter.plan.RelNode;
import java.util.BitSet;
import java.util.List;
import java.util.Set;

/**
 * A regular Top-N that writes its rank number to an updating sink, although its input has an entity
 * key: every rank shift rewrites all the positions below it in the sink.
 */
@RuleInfo(
    summary = "Rank number written to an upsert sink multiplies sink writes",
    severity = Severity.WARNING,
    tags = {"top-n", "sink", "performance"})
public final class RankNumberInUpsertSink implements Rule {

  /** Connectors where a few extra writes cost nothing worth a finding. */
  private static final Set<String> DEBUG_SINKS = Set.of("", "print", "blackhole");

  @Override
  public void check(RuleContext context) {
    for (AnalyzedStatement q : context.queries()) {
      if (!(q.model().sink() instanceof SinkUse.TableSink table)) {
        continue;
      }
      SinkTarget sink = table.target();
      if (sink.table()
          .map(
              t ->
                  t.connector().sinkAccepts() == ChangelogNature.INSERT_ONLY
                      || DEBUG_SINKS.contains(t.connector().name()))
          .orElse(true)) {
        continue;
      }
      RelNode root = q.model().plan().root();
      for (int i = 0; i < root.rowType().size(); i++) {
        Rank rank = PlanFacts.rankNumberSource(root, i).orElse(null);
        if (rank == null
            || q.model().patterns().stream()
                .noneMatch(
                    p -> p.site().rank().orElse(null) == rank && p.kind() == PatternKind.TOP_N)) {
          continue;
        }
        List<String> entity = entityKey(q, rank);
        if (entity.isEmpty()) {
          continue;
        }
        long end = rank.range() instanceof RankRange.Constant c ? c.end() : 0;
        context.report(
            sink.span(),
            rankNumberInUpsertSink(root.rowType().get(i).name(), end, sink.qualifiedName()),
            rankNumberInUpsertSinkFix(entity));
      }
    }
  }

  /** An upsert key of the Top-N's input that contains its partition keys, which the Top-N keeps. */
  private static List<String> entityKey(AnalyzedStatement q, Rank rank) {
    for (BitSet key : q.model().properties().upsertKeys(rank.input())) {
      if (rank.partitionKeys().stream().allMatch(key::get)) {
        return PlanFacts.names(key, rank.input().rowType().names());
      }
    }
    return List.of();
  }

  private static String rankNumberInUpsertSink(String rankNumber, long rankEnd, String sink) {
    return "the rank number '"
        + rankNumber
        + "' is written to sink '"
        + sink
        + "': when a row moves up from rank k to rank 1, the Top-N rewrites every rank 1..k,"
        + (rankEnd > 0 ? " so one input row can cause up to " + rankEnd + " sink updates" : "")
        + " (write amplification)";
  }

  private static String rankNumberInUpsertSinkFix(List<String> entityKey) {
    return "Leave the rank number out of the INSERT's SELECT and key the sink by the entity:"
        + " PRIMARY KEY "
        + RuleWords.columns(entityKey)
        + " NOT ENFORCED. The Top-N then sends only the rows that enter, leave or change, and"
        + " readers order the at most N rows per partition themselves.";
  }
}
