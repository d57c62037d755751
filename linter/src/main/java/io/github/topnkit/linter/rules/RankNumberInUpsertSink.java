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
      if (sink.table() == null
          || sink.table().connector().sinkAccepts() == ChangelogNature.INSERT_ONLY
          || DEBUG_SINKS.contains(sink.table().connector().name())) {
        continue;
      }
      RelNode root = q.model().plan().root();
      for (int i = 0; i < root.rowType().size(); i++) {
        Rank rank = PlanFacts.rankNumberSource(root, i).orElse(null);
        if (rank == null
            || q.model().patterns().stream()
                .noneMatch(p -> p.site().rank() == rank && p.kind() == PatternKind.TOP_N)) {
          continue;
        }
        List<String> entity = entityKey(q, rank);
        if (entity.isEmpty()) {
          continue;
        }
        long end = rank.range() instanceof RankRange.Constant c ? c.end() : 0;
        context.report(
            sink.span(),
            RuleMessages.rankNumberInUpsertSink(
                root.rowType().get(i).name(), end, sink.qualifiedName()),
            RuleMessages.rankNumberInUpsertSinkFix(entity));
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
}
