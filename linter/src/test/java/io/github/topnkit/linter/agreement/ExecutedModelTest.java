package io.github.topnkit.linter.agreement;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.linter.catalog.Catalog;
import io.github.topnkit.linter.model.AnalyzedStatement;
import io.github.topnkit.linter.model.ScriptAnalyzer;
import io.github.topnkit.linter.model.ScriptModel;
import io.github.topnkit.linter.parse.ParsedScript;
import io.github.topnkit.linter.parse.SourceFile;
import io.github.topnkit.linter.parse.SqlFrontEnd;
import io.github.topnkit.linter.target.Dialect;
import io.github.topnkit.linter.target.ExecutionMode;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@link ScriptAnalyzer#asExecuted} re-models an explained script's SELECTs as run; over the whole
 * planner-agreement corpus it must give what analyzing the script for execution gives.
 */
class ExecutedModelTest {

  @Test
  void reusingTheExplainedPlansGivesTheSameModelAsAnalyzingForExecution() {
    int compared = 0;
    int changedByExecution = 0;
    for (AgreementCase c : PlannerAgreementTest.cases().toList()) {
      ParsedScript script = new SqlFrontEnd().parse(SourceFile.of(c.file(), c.script()));
      ScriptAnalyzer analyzer =
          new ScriptAnalyzer(
              new Catalog(),
              PlannerAgreementTest.version(),
              c.streaming() ? ExecutionMode.STREAMING : ExecutionMode.BATCH,
              Dialect.FLINK,
              c.file());
      ScriptModel explained = analyzer.analyze(script);
      List<String> direct = verdicts(analyzer.executingQueries().analyze(script));
      List<String> reused = verdicts(analyzer.asExecuted(explained));
      assertThat(reused).as("%s at %s:%d", c.name(), c.file(), c.line()).isEqualTo(direct);
      compared++;
      if (!direct.equals(verdicts(explained))) {
        changedByExecution++;
      }
    }
    assertThat(compared).isGreaterThan(250);
    // Running a SELECT changes the model of updating queries (-U is collected): the comparison
    // covers such cases, not only ones where execution changes nothing.
    assertThat(changedByExecution).isGreaterThan(10);
  }

  private static List<String> verdicts(ScriptModel model) {
    List<String> verdicts = new ArrayList<>();
    for (AnalyzedStatement q : model.queries()) {
      verdicts.add(
          q.kind() + " " + ModelVerdicts.of(q.model()) + " " + q.model().rejections().size());
    }
    verdicts.add("failures " + model.failures());
    return verdicts;
  }
}
