package io.github.topnkit.reference.batch;

import io.github.topnkit.linter.LintOptions;
import io.github.topnkit.linter.Linter;
import io.github.topnkit.linter.model.AnalyzedStatement;
import io.github.topnkit.linter.model.ScriptModel;
import io.github.topnkit.linter.parse.SourceFile;
import io.github.topnkit.linter.plan.RelNode;
import io.github.topnkit.linter.target.ExecutionMode;
import io.github.topnkit.reference.exec.PlanContext;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;

/** A SQL script analyzed by the linter in batch mode, run on rows given per table name. */
final class BatchSql {

  private final AnalyzedStatement statement;
  private final ZoneId zone;

  private BatchSql(AnalyzedStatement statement, ZoneId zone) {
    this.statement = statement;
    this.zone = zone;
  }

  static BatchSql of(String script) {
    return of(script, ZoneOffset.UTC);
  }

  /** The script's last query, planned in batch mode, in the session time zone {@code zone}. */
  static BatchSql of(String script, ZoneId zone) {
    ScriptModel model =
        new Linter(LintOptions.defaults().withMode(ExecutionMode.BATCH))
            .analyze(SourceFile.of("test.sql", script));
    List<AnalyzedStatement> queries = model.queries();
    return new BatchSql(queries.get(queries.size() - 1), zone);
  }

  RelNode root() {
    return statement.model().plan().root();
  }

  /** The result, with the test accumulators, as lists for comparison. */
  List<List<Object>> run(Map<String, List<Object[]>> tables) {
    PlanContext ctx = new PlanContext(statement.model(), zone);
    BatchEvaluator evaluator =
        new BatchEvaluator(
            ctx,
            scan -> {
              String name = scan.table().orElseThrow().name();
              List<Object[]> rows = tables.get(name);
              if (rows == null) {
                throw new IllegalStateException("no rows for " + name);
              }
              return rows;
            },
            TestAccumulators::of);
    return BatchCase.rows(evaluator.run(root()));
  }

  static Object[] row(Object... values) {
    return values;
  }
}
