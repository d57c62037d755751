package io.github.topnkit.linter.rules;

import io.github.topnkit.linter.catalog.ChangelogNature;
import io.github.topnkit.linter.catalog.TableDef;
import io.github.topnkit.linter.diag.Severity;
import io.github.topnkit.linter.model.AnalyzedStatement;
import io.github.topnkit.linter.model.PatternKind;
import io.github.topnkit.linter.model.PlanFacts;
import io.github.topnkit.linter.model.Properties;
import io.github.topnkit.linter.model.Rejection;
import io.github.topnkit.linter.model.SinkTarget;
import io.github.topnkit.linter.model.SinkUse;
import io.github.topnkit.linter.plan.RelNode;
import io.github.topnkit.linter.target.FlinkVersion;
import java.util.BitSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * An INSERT into an upsert sink whose PRIMARY KEY does not contain an upsert key of the query:
 * Flink 2.3 rejects it without ON CONFLICT; older versions materialize it non-deterministically.
 */
@RuleInfo(
    summary = "Sink PRIMARY KEY differs from the query's unique key",
    severity = Severity.ERROR,
    tags = {"sink", "changelog", "top-n"})
public final class SinkKeyMismatch implements Rule {

  @Override
  public void check(RuleContext context) {
    for (AnalyzedStatement q : context.queries()) {
      if (!(q.model().sink() instanceof SinkUse.TableSink table)) {
        continue;
      }
      SinkTarget sink = table.target();
      Optional<TableDef> keyed = sink.table().filter(TableDef::hasPrimaryKey);
      if (keyed.isEmpty()) {
        continue;
      }
      TableDef declared = keyed.get();
      Properties props = q.model().properties();
      RelNode root = q.model().plan().root();
      List<String> columns = PlanFacts.sinkColumns(declared);
      BitSet pk = new BitSet();
      boolean pkMapped = true;
      for (String k : declared.primaryKey()) {
        int i = columns.indexOf(k);
        pkMapped &= i >= 0 && i < root.rowType().size();
        pk.set(Math.max(i, 0));
      }
      Set<BitSet> keys = props.upsertKeys(root);
      BitSet first = keys.isEmpty() ? new BitSet() : keys.iterator().next();
      List<String> upsertKey = PlanFacts.names(first, root.rowType().names());
      List<String> suggested = PlanFacts.names(first, columns);
      String explain =
          q.model().patterns().stream().anyMatch(p -> p.kind() == PatternKind.TOP_N)
              ? TOP_N_KEYS
              : "";
      Optional<Rejection> rejected =
          q.model().rejections().stream()
              .filter(r -> r.cause() == Rejection.Cause.SINK_KEY)
              .findFirst();
      if (rejected.isPresent()) {
        context.report(
            sink.span(),
            sinkKeyRejected(
                    declared.primaryKey(), upsertKey, rejected.get().message(), context.version())
                + explain,
            sinkKeyFix(suggested, context.version()));
        continue;
      }
      if (sink.onConflict().isPresent()
          || declared.connector().sinkAccepts() != ChangelogNature.UPSERT
          || !q.model().settings().streaming()
          || !props.kinds(root).updating()
          || (pkMapped && keys.stream().anyMatch(k -> within(k, pk)))) {
        continue;
      }
      context.report(
          Severity.WARNING,
          sink.span(),
          sinkKeyMaterialized(declared.primaryKey(), upsertKey, context.version()) + explain,
          sinkKeyFix(suggested, context.version()));
    }
  }

  private static boolean within(BitSet key, BitSet primaryKey) {
    BitSet rest = (BitSet) key.clone();
    rest.andNot(primaryKey);
    return rest.isEmpty();
  }

  private static String sinkKeyRejected(
      List<String> primaryKey, List<String> upsertKey, String flinkMessage, FlinkVersion version) {
    return "the sink's PRIMARY KEY "
        + RuleWords.columns(primaryKey)
        + " does not contain an upsert key of the query"
        + (upsertKey.isEmpty() ? " (it has none)" : " " + RuleWords.columns(upsertKey))
        + ": Flink "
        + version.label()
        + " fails with \""
        + flinkMessage
        + "\"";
  }

  private static String sinkKeyMaterialized(
      List<String> primaryKey, List<String> upsertKey, FlinkVersion version) {
    return "the sink's PRIMARY KEY "
        + RuleWords.columns(primaryKey)
        + " does not contain an upsert key of the updating query"
        + (upsertKey.isEmpty() ? " (it has none)" : " " + RuleWords.columns(upsertKey))
        + ": Flink "
        + version.label()
        + " adds a SinkUpsertMaterializer that keeps every row per primary key in state, and rows"
        + " with different upsert keys but the same primary key overwrite each other in arrival"
        + " order, so results can be non-deterministic; Flink 2.3 rejects this INSERT unless it"
        + " has an ON CONFLICT clause";
  }

  private static final String TOP_N_KEYS =
      " A Top-N's unique key is its partition keys plus the rank number when the rank number is"
          + " selected, otherwise its input's upsert key if that contains the partition keys.";

  private static String sinkKeyFix(List<String> key, FlinkVersion version) {
    String match =
        key.isEmpty()
            ? "Give the query a unique key the sink can use (for a Top-N, select the rank number"
                + " and key the sink by the partition keys plus the rank number)"
            : "Key the sink by the query's unique key: PRIMARY KEY "
                + RuleWords.columns(key)
                + " NOT ENFORCED";
    return match
        + (version == FlinkVersion.V2_3
            ? "; or state the conflict behavior after the query: ON CONFLICT DO DEDUPLICATE, ON"
                + " CONFLICT DO ERROR or ON CONFLICT DO NOTHING."
            : ".");
  }
}
