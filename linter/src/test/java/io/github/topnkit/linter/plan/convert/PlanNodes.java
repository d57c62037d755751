package io.github.topnkit.linter.plan.convert;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.linter.LintOptions;
import io.github.topnkit.linter.Linter;
import io.github.topnkit.linter.model.ScriptModel;
import io.github.topnkit.linter.model.StatementModel;
import io.github.topnkit.linter.parse.SourceFile;
import io.github.topnkit.linter.plan.RelNode;

/** The model of a script's last query, and the nodes of a plan, for plan conversion tests. */
final class PlanNodes {

  private PlanNodes() {}

  /** The model of the script's last query, which must analyze without failures. */
  static StatementModel model(String script) {
    ScriptModel m = new Linter(LintOptions.defaults()).analyze(SourceFile.of("t.sql", script));
    assertThat(m.failures()).isEmpty();
    return m.queries().get(m.queries().size() - 1).model();
  }

  /** The first node of the type, depth first from the root; null when there is none. */
  static <T extends RelNode> T first(RelNode node, Class<T> type) {
    if (type.isInstance(node)) {
      return type.cast(node);
    }
    for (RelNode in : node.inputs()) {
      T found = first(in, type);
      if (found != null) {
        return found;
      }
    }
    return null;
  }
}
