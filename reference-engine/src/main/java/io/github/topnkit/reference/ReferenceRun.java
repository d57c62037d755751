package io.github.topnkit.reference;

import io.github.topnkit.linter.catalog.TableDef;
import io.github.topnkit.linter.model.AnalyzedStatement;
import io.github.topnkit.linter.model.Rejection;
import io.github.topnkit.linter.model.ScriptModel;
import io.github.topnkit.linter.model.StatementModel;
import io.github.topnkit.linter.parse.ParsedStatement;
import io.github.topnkit.linter.plan.RelNode;
import io.github.topnkit.linter.plan.TableScan;
import io.github.topnkit.linter.target.ExecutionMode;
import io.github.topnkit.reference.batch.BatchEvaluator;
import io.github.topnkit.reference.exec.PlanContext;
import io.github.topnkit.reference.exec.Row;
import io.github.topnkit.reference.exec.SinkWriter;
import io.github.topnkit.reference.exec.SourceInput;
import io.github.topnkit.reference.expr.UnsupportedFeatureException;
import io.github.topnkit.reference.physical.Executor;
import io.github.topnkit.spec.Expectations;
import io.github.topnkit.spec.Position;
import io.github.topnkit.spec.RowKind;
import io.github.topnkit.spec.SpecCase;
import io.github.topnkit.spec.SpecRow;
import io.github.topnkit.spec.run.CaseScript;
import io.github.topnkit.spec.run.OutputTable;
import io.github.topnkit.spec.run.RunOutcome;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.SqlNodeList;
import org.apache.flink.sql.parser.ddl.SqlReset;
import org.apache.flink.sql.parser.ddl.SqlSet;
import org.apache.flink.sql.parser.ddl.table.SqlCreateTable;
import org.apache.flink.sql.parser.ddl.table.SqlCreateTableAs;
import org.apache.flink.sql.parser.ddl.table.SqlDropTable;
import org.apache.flink.sql.parser.ddl.view.SqlCreateView;
import org.apache.flink.sql.parser.ddl.view.SqlDropView;
import org.apache.flink.sql.parser.dml.RichSqlInsert;
import org.apache.flink.sql.parser.dml.SqlExecute;
import org.apache.flink.sql.parser.dml.SqlStatementSet;

/**
 * Runs one case in one mode on the reference engine, statement by statement as the kit's Flink
 * runner does ({@code CaseExecution}): DDL and SET shape the session, each query or INSERT is
 * refused where the linter predicts Flink's planner refuses it, otherwise executed; the outputs are
 * keyed as the Flink runner keys them.
 */
final class ReferenceRun {

  private final SpecCase spec;
  private final ExecutionMode mode;
  private final CaseScript script;
  private final ScriptModel model;
  private final Map<String, Sink> sinks = new LinkedHashMap<>();
  private final CaseInputs inputs;
  private final Outcomes outcomes;
  private final StatementChecks checks;

  /** What one sink table received over the run. */
  private record Sink(SinkWriter writer, List<SpecRow> rows) {}

  ReferenceRun(SpecCase spec, ExecutionMode mode, CaseScript script, ScriptModel model) {
    this.spec = spec;
    this.mode = mode;
    this.script = script;
    this.model = model;
    this.inputs = new CaseInputs(spec, model, script);
    this.outcomes = new Outcomes(spec, script);
    this.checks = new StatementChecks(model, script, outcomes);
  }

  RunOutcome run() {
    try {
      inputs
          .check()
          .ifPresent(
              failed -> {
                throw Outcomes.stop(failed);
              });
      checks.analysis();
      Map<ParsedStatement, List<AnalyzedStatement>> analyzed = new IdentityHashMap<>();
      for (AnalyzedStatement a : model.queries()) {
        analyzed.computeIfAbsent(a.statement(), k -> new ArrayList<>()).add(a);
      }
      List<ParsedStatement> main = new ArrayList<>();
      for (ParsedStatement statement : model.script().statements()) {
        if (script.inSql(statement.span().startLine())) {
          main.add(statement);
        }
      }
      if (spec.query() && main.size() != 1) {
        Position where =
            main.size() > 1
                ? outcomes.position(main.get(1).span()).orElse(spec.sql().start())
                : spec.sql().start();
        throw Outcomes.stop(
            new RunOutcome.Failed(
                RunOutcome.Phase.SETUP,
                "a query case holds exactly one query, here "
                    + main.size()
                    + " statements (write several as a script)",
                Optional.of(where),
                Optional.empty()));
      }
      Map<String, OutputTable> outputs = new LinkedHashMap<>();
      for (ParsedStatement statement : model.script().statements()) {
        List<AnalyzedStatement> queries = analyzed.getOrDefault(statement, List.of());
        if (spec.query() && statement == main.get(0)) {
          outputs.put(Expectations.SINGLE, query(single(statement, queries)));
        } else {
          statement(statement, queries);
        }
      }
      for (Map.Entry<String, Sink> e : sinks.entrySet()) {
        SinkWriter w = e.getValue().writer();
        outputs.put(
            e.getKey(),
            new OutputTable(e.getKey(), w.columns(), w.primaryKey(), e.getValue().rows()));
      }
      return new RunOutcome.Completed(outputs);
    } catch (Outcomes.Stop stop) {
      return stop.outcome;
    }
  }

  private AnalyzedStatement single(ParsedStatement statement, List<AnalyzedStatement> queries) {
    if (queries.size() != 1 || queries.get(0).kind() != AnalyzedStatement.Kind.QUERY) {
      throw outcomes.unsupported("a query case whose SQL is not a single query", statement.span());
    }
    return queries.get(0);
  }

  private void statement(ParsedStatement statement, List<AnalyzedStatement> queries) {
    SqlNode node = statement.node();
    if (node instanceof SqlExecute execute) {
      node = execute.getStatement();
    }
    if (node instanceof SqlCreateTableAs) {
      throw outcomes.unsupported("CREATE TABLE AS", statement.span());
    }
    if (node instanceof SqlCreateView) {
      for (AnalyzedStatement view : queries) {
        view.model()
            .firstRejection()
            .filter(r -> r.phase() == Rejection.Phase.VALIDATION)
            .ifPresent(checks::planningFailure);
      }
      return;
    }
    if (node instanceof SqlSet || node instanceof SqlReset) {
      return;
    }
    if (node instanceof SqlCreateTable
        || node instanceof SqlDropTable
        || node instanceof SqlDropView) {
      return;
    }
    if (node instanceof RichSqlInsert || node instanceof SqlStatementSet) {
      for (AnalyzedStatement insert : queries) {
        insert(insert);
      }
      return;
    }
    if (queries.size() == 1 && queries.get(0).kind() == AnalyzedStatement.Kind.QUERY) {
      // A script's SELECT runs, but its rows are not part of the output.
      query(queries.get(0));
      return;
    }
    throw outcomes.unsupported("the statement " + node.getKind(), statement.span());
  }

  private OutputTable query(AnalyzedStatement query) {
    StatementModel m = checks.checked(query);
    RelNode root = m.plan().root();
    List<OutputTable.Column> columns = new ArrayList<>();
    for (var field : root.rowType().fields()) {
      if (!field.hidden()) {
        columns.add(new OutputTable.Column(field.name(), field.type()));
      }
    }
    if (columns.size() != root.rowType().size()) {
      throw outcomes.unsupported("a query whose result has hidden columns", query.span());
    }
    List<SpecRow> rows = new ArrayList<>();
    for (Row row : execute(query, m)) {
      rows.add(new SpecRow(row.kind(), java.util.Arrays.asList(row.values())));
    }
    return new OutputTable(Expectations.SINGLE, columns, List.of(), rows);
  }

  private void insert(AnalyzedStatement insert) {
    StatementModel m = checks.checked(insert);
    RichSqlInsert node = insertNode(insert);
    if (node == null
        || node.isOverwrite()
        || (node.getStaticPartitions() != null && node.getStaticPartitions().size() > 0)) {
      // Flink maps static partition values onto the sink's columns by name.
      throw outcomes.unsupported("an INSERT with static partitions or OVERWRITE", insert.span());
    }
    SinkWriter writer;
    try {
      // An INSERT's model always has its table sink.
      writer = SinkWriter.of(m.sinkTarget().orElseThrow(), targetColumns(node), m.plan().root(), m);
    } catch (UnsupportedFeatureException e) {
      throw outcomes.unsupported(e);
    }
    String name = writer.name();
    Sink sink = sinks.computeIfAbsent(name, n -> new Sink(writer, new ArrayList<>()));
    List<Row> changes = execute(insert, m);
    try {
      writer.write(changes, sink.rows());
    } catch (UnsupportedFeatureException e) {
      throw outcomes.unsupported(e);
    } catch (SinkWriter.NotNullViolation e) {
      throw Outcomes.stop(
          new RunOutcome.Failed(
              RunOutcome.Phase.RUNTIME,
              e.getMessage(),
              outcomes.position(insert.span()),
              Optional.of(e)));
    }
  }

  /** The column list of {@code INSERT INTO sink (a, b) ...}, if it has one. */
  private static Optional<List<String>> targetColumns(RichSqlInsert insert) {
    SqlNodeList list = insert.getTargetColumnList();
    if (list == null) {
      return Optional.empty();
    }
    List<String> names = new ArrayList<>();
    for (SqlNode column : list) {
      names.add(((SqlIdentifier) column).getSimple());
    }
    return Optional.of(names);
  }

  /** The INSERT an analyzed statement comes from, also inside a statement set; or null. */
  private static RichSqlInsert insertNode(AnalyzedStatement insert) {
    SqlNode node = insert.statement().node();
    if (node instanceof SqlExecute execute) {
      node = execute.getStatement();
    }
    if (node instanceof RichSqlInsert single) {
      return single;
    }
    if (node instanceof SqlStatementSet set) {
      for (RichSqlInsert one : set.getInserts()) {
        if (one.getSource() == insert.query()) {
          return one;
        }
      }
    }
    return null;
  }

  private List<Row> execute(AnalyzedStatement statement, StatementModel m) {
    ZoneId zone = SessionSettings.zone(m.settings());
    PlanContext ctx = new PlanContext(m, zone);
    RelNode root = m.plan().root();
    try {
      if (!m.settings().streaming()) {
        List<Object[]> rows = BatchEvaluator.evaluate(root, ctx, scan -> source(scan, zone).rows());
        List<Row> result = new ArrayList<>(rows.size());
        for (Object[] r : rows) {
          result.add(new Row(RowKind.INSERT, r));
        }
        return result;
      }
      Expectations expected = spec.expectations(mode);
      boolean finalOnly = expected.finalRows().isPresent() && expected.changelog().isEmpty();
      return Executor.run(root, ctx, scan -> source(scan, zone), finalOnly);
    } catch (UnsupportedFeatureException e) {
      throw outcomes.unsupported(e);
    }
  }

  private SourceInput source(TableScan scan, ZoneId zone) {
    TableDef table =
        scan.table()
            .orElseThrow(
                () ->
                    new UnsupportedFeatureException(
                        "the unknown table " + String.join(".", scan.name()), scan.span()));
    return SourceInput.of(scan, inputs.events(table), zone);
  }
}
