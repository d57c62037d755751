package io.github.topnkit.reference.expr;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.topnkit.linter.LintOptions;
import io.github.topnkit.linter.Linter;
import io.github.topnkit.linter.catalog.TableDef;
import io.github.topnkit.linter.model.AnalyzedStatement;
import io.github.topnkit.linter.model.ScriptModel;
import io.github.topnkit.linter.parse.SourceFile;
import io.github.topnkit.linter.plan.Calc;
import io.github.topnkit.linter.plan.Expr;
import io.github.topnkit.linter.plan.RelNode;
import io.github.topnkit.spec.SpecCase;
import io.github.topnkit.spec.parse.SpecParser;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every Calc expression and every table's DDL expressions in the spec corpus compile; the only
 * refusals are the known ones (legacy GROUP BY TUMBLE, PROCTIME() without a clock, names the linter
 * could not resolve in cases Flink rejects).
 */
class SpecCorpusExpressionsTest {

  private static final Path CORPUS =
      Path.of("../spec-cases/src/main/resources/io/github/topnkit/specs");

  private final List<String> refused = new ArrayList<>();
  private int compiled;

  @Test
  void theCorpusExpressionsCompile() throws IOException {
    assumeTrue(Files.isDirectory(CORPUS), "the spec corpus is next to this module");
    try (Stream<Path> files = Files.walk(CORPUS)) {
      for (Path file : files.filter(f -> f.toString().endsWith(".spec.yaml")).toList()) {
        new SpecParser()
            .parse(file.toString(), Files.readString(file))
            .specFile()
            .ifPresent(spec -> spec.cases().forEach(this::compileCase));
      }
    }

    assertThat(compiled).isGreaterThan(1000);
    assertThat(refused)
        .allMatch(
            m ->
                m.startsWith("$TUMBLE ")
                    || m.startsWith("TUMBLE_START ")
                    || m.startsWith("PROCTIME ")
                    || m.startsWith("this expression "),
            "a known refusal");
  }

  private void compileCase(SpecCase c) {
    StringBuilder script = new StringBuilder();
    c.tables().values().forEach(t -> script.append(t.text()).append(";\n"));
    script.append(c.sql().text()).append('\n');
    ScriptModel model =
        new Linter(LintOptions.defaults()).analyze(SourceFile.of(c.file(), script.toString()));
    for (TableDef table : model.catalog().tables()) {
      if (!table.isView()) {
        attempt(() -> DdlExpressions.of(table));
      }
    }
    for (AnalyzedStatement statement : model.queries()) {
      walk(statement.model().plan().root());
    }
  }

  private void walk(RelNode node) {
    if (node instanceof Calc calc) {
      calc.projects().forEach(e -> attempt(() -> ExprCompiler.compile(e)));
      Expr condition = calc.condition();
      if (condition != null) {
        attempt(() -> ExprCompiler.compile(condition));
      }
    }
    node.inputs().forEach(this::walk);
  }

  private void attempt(Runnable compile) {
    try {
      compile.run();
      compiled++;
    } catch (UnsupportedFeatureException e) {
      refused.add(e.getMessage());
    }
  }
}
