package io.github.topnkit.linter.agreement;

import io.github.topnkit.linter.catalog.Catalog;
import io.github.topnkit.linter.model.AnalyzedStatement;
import io.github.topnkit.linter.model.ScriptAnalyzer;
import io.github.topnkit.linter.model.ScriptModel;
import io.github.topnkit.linter.parse.ParsedScript;
import io.github.topnkit.linter.parse.SourceFile;
import io.github.topnkit.linter.parse.SqlFrontEnd;
import io.github.topnkit.linter.target.Dialect;
import io.github.topnkit.linter.target.ExecutionMode;
import io.github.topnkit.linter.target.FlinkVersion;
import java.util.List;

/** Runs one corpus case through the pattern model and through the real planner. */
final class Agreement {

  private Agreement() {}

  static Verdict model(AgreementCase c, FlinkVersion version) {
    ParsedScript script = new SqlFrontEnd().parse(SourceFile.of(c.file(), c.script()));
    if (!script.problems().isEmpty()) {
      return Verdict.rejected("SQL parse failed: " + script.problems().get(0).message());
    }
    ScriptModel model =
        new ScriptAnalyzer(new Catalog(), version, ExecutionMode.STREAMING, Dialect.FLINK, c.file())
            .analyze(script);
    List<AnalyzedStatement> queries = model.queries();
    // A statement set yields one analyzed query per INSERT; Flink plans them together.
    Object last = queries.get(queries.size() - 1).statement();
    List<String> nodes = new java.util.ArrayList<>();
    for (AnalyzedStatement q : queries) {
      if (q.statement() != last) {
        continue;
      }
      Verdict v = ModelVerdicts.of(q.model());
      if (v.isRejected()) {
        return v;
      }
      nodes.addAll(v.nodes());
    }
    return Verdict.planned(nodes);
  }

  static Verdict flink(AgreementCase c) {
    return FlinkOracle.explain(c.ddl(), c.options(), c.statement(), c.streaming());
  }

  /** Null when the verdicts agree, else a description of the difference. */
  static String compare(Verdict flink, Verdict model) {
    if (flink.isRejected()) {
      if (!model.isRejected()) {
        return "Flink rejects the statement, the model plans it:\n  flink: "
            + flink.error()
            + "\n  model: "
            + model;
      }
      if (!flink.error().contains(model.error())) {
        return "both reject, for different reasons:\n  flink: "
            + flink.error()
            + "\n  model: "
            + model.error();
      }
      return null;
    }
    if (model.isRejected()) {
      return "Flink plans the statement, the model rejects it:\n  flink: "
          + flink
          + "\n  model: "
          + model.error();
    }
    if (!flink.nodes().equals(model.nodes())) {
      return "different plans:\n  flink: " + flink.nodes() + "\n  model: " + model.nodes();
    }
    return null;
  }
}
