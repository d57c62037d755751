package io.github.topnkit.linter.agreement;

import java.util.List;
import java.util.Map;
import org.apache.flink.table.api.EnvironmentSettings;
import org.apache.flink.table.api.ExplainDetail;
import org.apache.flink.table.api.TableEnvironment;

/**
 * The ground truth: a real Flink {@code TableEnvironment} (planner loaded by Flink's planner
 * loader) that runs the DDL and explains a statement with its changelog modes, translating it to an
 * execution plan so translation-time errors surface too.
 */
final class FlinkOracle {

  private FlinkOracle() {}

  static Verdict explain(
      List<String> ddl, Map<String, String> options, String statement, boolean streaming) {
    EnvironmentSettings settings =
        streaming ? EnvironmentSettings.inStreamingMode() : EnvironmentSettings.inBatchMode();
    TableEnvironment env = TableEnvironment.create(settings);
    env.getConfig().set("table.exec.resource.default-parallelism", "1");
    options.forEach((k, v) -> env.getConfig().set(k, v));
    try {
      for (String d : ddl) {
        env.executeSql(d);
      }
      String plan =
          env.explainSql(
              statement, ExplainDetail.CHANGELOG_MODE, ExplainDetail.JSON_EXECUTION_PLAN);
      return PlanText.verdict(plan, streaming);
    } catch (Exception | LinkageError e) {
      return Verdict.rejected(messages(e));
    }
  }

  /** Every message of the cause chain, as the linter's expected text may come from any of them. */
  static String messages(Throwable e) {
    StringBuilder sb = new StringBuilder();
    for (Throwable t = e; t != null; t = t.getCause()) {
      if (t.getMessage() != null) {
        sb.append(t.getClass().getSimpleName()).append(": ").append(t.getMessage()).append('\n');
      }
      if (t.getCause() == t) {
        break;
      }
    }
    return sb.toString().trim();
  }
}
