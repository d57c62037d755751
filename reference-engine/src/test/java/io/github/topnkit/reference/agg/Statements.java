package io.github.topnkit.reference.agg;

import io.github.topnkit.linter.LintOptions;
import io.github.topnkit.linter.Linter;
import io.github.topnkit.linter.model.AnalyzedStatement;
import io.github.topnkit.linter.model.ScriptModel;
import io.github.topnkit.linter.model.StatementModel;
import io.github.topnkit.linter.parse.SourceFile;
import io.github.topnkit.linter.plan.RelNode;
import io.github.topnkit.linter.target.FlinkVersion;
import io.github.topnkit.reference.exec.PlanContext;
import java.time.ZoneOffset;
import java.util.List;

/** Analyzes spec-case SQL with the linter and finds plan nodes for operator tests. */
final class Statements {

  private Statements() {}

  /** The pattern model of the script's last query. */
  static StatementModel model(String script) {
    return model(script, FlinkVersion.DEFAULT);
  }

  /** The pattern model of the script's last query on a given Flink version. */
  static StatementModel model(String script, FlinkVersion version) {
    ScriptModel model =
        new Linter(LintOptions.defaults().withVersion(version))
            .analyze(SourceFile.of("case.sql", script));
    if (!model.failures().isEmpty()) {
      throw new AssertionError("analysis failed: " + model.failures());
    }
    List<AnalyzedStatement> queries = model.queries();
    return queries.get(queries.size() - 1).model();
  }

  static PlanContext context(StatementModel model) {
    return new PlanContext(model, ZoneOffset.UTC);
  }

  /** The first node of the type in the plan, depth first from the root. */
  static <T extends RelNode> T find(RelNode root, Class<T> type) {
    if (type.isInstance(root)) {
      return type.cast(root);
    }
    for (RelNode input : root.inputs()) {
      RelNode hit = findOrNull(input, type);
      if (hit != null) {
        return type.cast(hit);
      }
    }
    throw new AssertionError("no " + type.getSimpleName() + " in " + root);
  }

  private static RelNode findOrNull(RelNode root, Class<? extends RelNode> type) {
    if (type.isInstance(root)) {
      return root;
    }
    for (RelNode input : root.inputs()) {
      RelNode hit = findOrNull(input, type);
      if (hit != null) {
        return hit;
      }
    }
    return null;
  }
}
