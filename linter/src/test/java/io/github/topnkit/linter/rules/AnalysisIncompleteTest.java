package io.github.topnkit.linter.rules;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.linter.LintOptions;
import io.github.topnkit.linter.LintResult;
import io.github.topnkit.linter.Linter;
import io.github.topnkit.linter.catalog.Catalog;
import io.github.topnkit.linter.diag.Diagnostic;
import io.github.topnkit.linter.model.ScriptModel;
import io.github.topnkit.linter.parse.ParsedScript;
import io.github.topnkit.linter.parse.SourceFile;
import io.github.topnkit.linter.parse.Span;
import io.github.topnkit.linter.target.FlinkVersion;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class AnalysisIncompleteTest {

  @Test
  void reportsEachStatementTheAnalyzerGaveUpOn() {
    ParsedScript script =
        new ParsedScript(SourceFile.of("x.sql", "SELECT 1;"), List.of(), List.of(), List.of());
    ScriptModel model =
        new ScriptModel(
            script,
            FlinkVersion.DEFAULT,
            new Catalog(),
            List.of(),
            List.of(
                new ScriptModel.AnalysisFailure(
                    new Span(3, 1, 9, 2), "statement is nested too deeply")));
    List<Diagnostic> out = new ArrayList<>();
    RuleContext context = new RuleContext(model, FlinkVersion.DEFAULT, out);
    Rule rule = new AnalysisIncomplete();
    BuiltInRules.run(rule, context, out);
    assertThat(out)
        .singleElement()
        .satisfies(
            d -> {
              assertThat(d.span().startLine()).isEqualTo(3);
              assertThat(d.message()).contains("nested too deeply").contains("checks are skipped");
            });
  }

  @Test
  void reportsTheQueryWhereThePlannerStoppedFollowingTheNesting() {
    String deep = "SELECT * FROM (".repeat(500) + "SELECT 1 AS x" + ")".repeat(500);
    LintResult result =
        new Linter(LintOptions.defaults(), List.of(new AnalysisIncomplete()))
            .lint(SourceFile.of("deep.sql", "SELECT 1;\n" + deep + ";"));
    assertThat(result.diagnostics())
        .singleElement()
        .satisfies(
            d -> {
              // The planner follows 200 levels; the 201st query starts after 200 "SELECT * FROM (".
              assertThat(d.span().startLine()).isEqualTo(2);
              assertThat(d.span().startColumn()).isEqualTo(200 * 15 + 1);
              assertThat(d.message())
                  .isEqualTo(
                      "the linter could not analyze this statement (query nested too deeply); its"
                          + " checks are skipped");
            });
  }
}
