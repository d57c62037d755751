package io.github.topnkit.reference;

import io.github.topnkit.linter.catalog.Column;
import io.github.topnkit.linter.catalog.Connector;
import io.github.topnkit.linter.catalog.TableDef;
import io.github.topnkit.linter.model.SinkTarget;
import io.github.topnkit.linter.model.StatementAnalyzer;
import io.github.topnkit.linter.model.StatementModel;
import io.github.topnkit.linter.plan.Field;
import io.github.topnkit.linter.plan.RelNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The model of a query as the kit's Flink runner executes it: inserted into a capture sink that
 * accepts every change ({@code CaseExecution.capture}, {@code Changelog.ALL}), so the planner asks
 * the query for update-before rows. (The linter's own model of a collected query prefers
 * update-after only, which is not what that sink receives.)
 */
final class CollectedQueries {

  private static final String SINK = "topnkit_query_result";

  private CollectedQueries() {}

  /** The query's model with the update kinds and patterns of an insert into an all-changes sink. */
  static StatementModel of(StatementModel query) {
    RelNode root = query.plan().root();
    List<Column> columns = new ArrayList<>();
    for (Field f : root.rowType().fields()) {
      columns.add(
          new Column(
              f.name(), f.type().materialized(), Column.Kind.PHYSICAL, null, false, root.span()));
    }
    Map<String, String> options = Map.of("connector", "print");
    TableDef table =
        new TableDef(
            List.of(SINK),
            columns,
            List.of(),
            Optional.empty(),
            options,
            Connector.from(options, false),
            null,
            List.of(),
            root.span(),
            "");
    SinkTarget sink = new SinkTarget(table, List.of(SINK), root.span(), null);
    StatementModel collected =
        StatementAnalyzer.analyze(query.plan(), sink, query.settings(), List.of());
    return new StatementModel(
        query.plan(),
        null,
        query.settings(),
        collected.patterns(),
        query.rejections(),
        collected.properties(),
        collected.decisions());
  }
}
