package io.github.topnkit.reference.batch;

import io.github.topnkit.linter.LintOptions;
import io.github.topnkit.linter.Linter;
import io.github.topnkit.linter.catalog.Column;
import io.github.topnkit.linter.catalog.TableDef;
import io.github.topnkit.linter.model.AnalyzedStatement;
import io.github.topnkit.linter.model.ScriptModel;
import io.github.topnkit.linter.parse.SourceFile;
import io.github.topnkit.linter.plan.Field;
import io.github.topnkit.linter.plan.RelNode;
import io.github.topnkit.linter.plan.TableScan;
import io.github.topnkit.linter.target.ExecutionMode;
import io.github.topnkit.reference.agg.AccumulatorFactory;
import io.github.topnkit.reference.exec.PlanContext;
import io.github.topnkit.spec.Expectations;
import io.github.topnkit.spec.ExpectedRows;
import io.github.topnkit.spec.InputEvent;
import io.github.topnkit.spec.RowKind;
import io.github.topnkit.spec.SpecCase;
import io.github.topnkit.spec.SpecFile;
import io.github.topnkit.spec.SpecRow;
import io.github.topnkit.spec.SqlBlock;
import io.github.topnkit.spec.TableInput;
import io.github.topnkit.spec.compare.TypedRows;
import io.github.topnkit.spec.datagen.Datagen;
import io.github.topnkit.spec.parse.SpecParser;
import io.github.topnkit.spec.run.OutputTable;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * A case of the spec corpus (verified on Flink 2.3.0) analyzed by the linter in batch mode, with
 * its input rows typed by the spec parser, evaluated by the batch evaluator.
 */
final class BatchCase {

  private static final Path SPECS =
      Path.of("..", "spec-cases", "src", "main", "resources", "io", "github", "topnkit", "specs");

  private final SpecCase specCase;
  private final AnalyzedStatement statement;

  private BatchCase(SpecCase specCase, AnalyzedStatement statement) {
    this.specCase = specCase;
    this.statement = statement;
  }

  /** The case named {@code name} of the spec file at {@code file} (relative to the corpus). */
  static BatchCase of(String file, String name) {
    Path path = SPECS.resolve(file);
    String text;
    try {
      text = Files.readString(path);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    SpecFile spec = new SpecParser().parse(path.toString(), text).orThrow();
    SpecCase c =
        spec.cases().stream()
            .filter(sc -> sc.name().equals(name))
            .findFirst()
            .orElseThrow(() -> new IllegalArgumentException("no case " + name + " in " + file));
    StringBuilder script = new StringBuilder();
    for (SqlBlock ddl : c.tables().values()) {
      String sql = ddl.text().stripTrailing();
      script.append(sql).append(sql.endsWith(";") ? "\n" : ";\n");
    }
    script.append(c.sql().text());
    ScriptModel model =
        new Linter(LintOptions.defaults().withMode(ExecutionMode.BATCH))
            .analyze(SourceFile.of(file, script.toString()));
    List<AnalyzedStatement> queries =
        model.queries().stream().filter(q -> q.kind() != AnalyzedStatement.Kind.VIEW).toList();
    return new BatchCase(c, queries.get(queries.size() - 1));
  }

  RelNode root() {
    return statement.model().plan().root();
  }

  PlanContext context() {
    return new PlanContext(statement.model(), ZoneOffset.UTC);
  }

  /** The batch result with the given accumulators, as lists for multiset comparison. */
  List<List<Object>> run(AccumulatorFactory accumulators) {
    return rows(new BatchEvaluator(context(), this::scan, accumulators).run(root()));
  }

  /** The batch result with the engine's own accumulators. */
  List<List<Object>> run() {
    return rows(BatchEvaluator.evaluate(root(), context(), this::scan));
  }

  /** The rows of the case's batch {@code final:} expectation, typed by the result's fields. */
  List<List<Object>> expectedFinal() {
    Map<String, ExpectedRows> finals = specCase.batch().finalRows().orElseThrow();
    List<OutputTable.Column> columns = new ArrayList<>();
    for (Field f : root().rowType().fields()) {
      columns.add(new OutputTable.Column(f.name(), f.type()));
    }
    return TypedRows.of(finals.get(Expectations.SINGLE), columns).stream()
        .map(SpecRow::values)
        .toList();
  }

  /**
   * The rows of the case's streaming {@code changelog:} or {@code final:}, which must be all {@code
   * +I}: for a bounded, in-order input, an insert-only streaming result is the bag a batch job
   * computes.
   */
  List<List<Object>> expectedStreamingInserts() {
    Expectations streaming = specCase.streaming();
    Map<String, ExpectedRows> rows = streaming.finalRows().or(streaming::changelog).orElseThrow();
    List<OutputTable.Column> columns = new ArrayList<>();
    for (Field f : root().rowType().fields()) {
      columns.add(new OutputTable.Column(f.name(), f.type()));
    }
    List<SpecRow> typed = TypedRows.of(rows.get(Expectations.SINGLE), columns);
    if (typed.stream().anyMatch(r -> r.kind() != RowKind.INSERT)) {
      throw new IllegalStateException("the streaming result of " + specCase.name() + " updates");
    }
    return typed.stream().map(SpecRow::values).toList();
  }

  private List<Object[]> scan(TableScan scan) {
    TableDef table = scan.table().orElseThrow();
    List<SpecRow> rows = new ArrayList<>();
    if (Datagen.isDatagen(table)) {
      rows.addAll(Datagen.rows(table, specCase.seed(), specCase.generate()));
    } else {
      TableInput input =
          specCase.inputs().entrySet().stream()
              .filter(e -> e.getKey().equalsIgnoreCase(table.name()))
              .map(Map.Entry::getValue)
              .findFirst()
              .orElseThrow(() -> new IllegalStateException("no input for " + table.name()));
      for (InputEvent event : input.events()) {
        if (event instanceof InputEvent.Row row) {
          rows.add(row.row());
        }
      }
    }
    List<String> physical =
        table.columns().stream()
            .filter(c -> c.kind() == Column.Kind.PHYSICAL)
            .map(Column::name)
            .toList();
    int[] positions = new int[scan.rowType().size()];
    for (int i = 0; i < positions.length; i++) {
      positions[i] = physical.indexOf(scan.rowType().get(i).name());
      if (positions[i] < 0) {
        throw new IllegalStateException("no physical column " + scan.rowType().get(i).name());
      }
    }
    List<Object[]> out = new ArrayList<>();
    for (SpecRow row : rows) {
      Object[] values = new Object[positions.length];
      for (int i = 0; i < positions.length; i++) {
        values[i] = row.values().get(positions[i]);
      }
      out.add(values);
    }
    return out;
  }

  static List<List<Object>> rows(List<Object[]> rows) {
    return rows.stream().map(r -> Arrays.asList(r.clone())).toList();
  }
}
