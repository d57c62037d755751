package io.github.topnkit.linter.rules;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.linter.FlinkVersion;
import io.github.topnkit.linter.catalog.Catalog;
import io.github.topnkit.linter.diag.Diagnostic;
import io.github.topnkit.linter.model.ScriptModel;
import io.github.topnkit.linter.parse.ParsedScript;
import io.github.topnkit.linter.parse.SourceFile;
import io.github.topnkit.linter.parse.Span;
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
}
