package io.github.topnkit.reference;

import io.github.topnkit.linter.model.AnalyzedStatement;
import io.github.topnkit.linter.model.Rejection;
import io.github.topnkit.linter.model.ScriptModel;
import io.github.topnkit.linter.model.StatementModel;
import io.github.topnkit.linter.parse.ParsedScript;
import io.github.topnkit.linter.parse.ParsedStatement;
import io.github.topnkit.linter.parse.Span;
import io.github.topnkit.linter.plan.PlanNote;
import io.github.topnkit.linter.plan.RelNode;
import io.github.topnkit.linter.plan.TableScan;
import io.github.topnkit.reference.batch.BatchEvaluator;
import io.github.topnkit.reference.exec.Executor;
import io.github.topnkit.reference.exec.PlanContext;
import io.github.topnkit.reference.exec.Row;
import io.github.topnkit.reference.exec.SinkWriter;
import io.github.topnkit.reference.exec.SourceInput;
import io.github.topnkit.spec.Expectations;
import io.github.topnkit.spec.Mode;
import io.github.topnkit.spec.Position;
import io.github.topnkit.spec.RowKind;
import io.github.topnkit.spec.SpecCase;
import io.github.topnkit.spec.SpecRow;
import io.github.topnkit.spec.run.OutputTable;
import io.github.topnkit.spec.run.RunOutcome;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apache.calcite.sql.SqlNode;
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
final class CaseRun {

  /** Ends the run with an outcome. */
  static final class Stop extends RuntimeException {
    final transient RunOutcome outcome;

    Stop(RunOutcome outcome) {
      super(null, null, false, false);
      this.outcome = outcome;
    }
  }

  private final SpecCase spec;
  private final Mode mode;
  private final CaseScript script;
  private final ScriptModel model;
  private final Map<String, Sink> sinks = new LinkedHashMap<>();
  private final CaseInputs inputs;

  /** What one sink table received over the run. */
  private record Sink(SinkWriter writer, List<SpecRow> rows) {}

  CaseRun(SpecCase spec, Mode mode, CaseScript script, ScriptModel model) {
    this.spec = spec;
    this.mode = mode;
    this.script = script;
    this.model = model;
    this.inputs = new CaseInputs(spec, model, script);
  }

  RunOutcome run() {
    try {
      inputs
          .check()
          .ifPresent(
              failed -> {
                throw stop(failed);
              });
      checkAnalysis();
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
                ? position(main.get(1).span()).orElse(spec.sql().start())
                : spec.sql().start();
        throw stop(
            new RunOutcome.Failed(
                RunOutcome.Phase.SETUP,
                "a query case holds exactly one query, here "
                    + main.size()
                    + " statements (write several as a script)",
                Optional.of(where),
                null));
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
    } catch (Stop stop) {
      return stop.outcome;
    }
  }

  private AnalyzedStatement single(ParsedStatement statement, List<AnalyzedStatement> queries) {
    if (queries.size() != 1 || queries.get(0).kind() != AnalyzedStatement.Kind.QUERY) {
      throw unsupported("a query case whose SQL is not a single query", statement.span());
    }
    return queries.get(0);
  }

  private void checkAnalysis() {
    ParsedScript parsed = model.script();
    if (!parsed.problems().isEmpty()) {
      ParsedScript.SyntaxProblem p = parsed.problems().get(0);
      throw unsupported("SQL Flink's parser does not accept (" + p.message() + ")", p.span());
    }
    if (!model.failures().isEmpty()) {
      ScriptModel.AnalysisFailure f = model.failures().get(0);
      throw unsupported("a statement topnkit cannot analyze (" + f.reason() + ")", f.span());
    }
  }

  private void statement(ParsedStatement statement, List<AnalyzedStatement> queries) {
    SqlNode node = statement.node();
    if (node instanceof SqlExecute execute) {
      node = execute.getStatement();
    }
    if (node instanceof SqlCreateTableAs) {
      throw unsupported("CREATE TABLE AS", statement.span());
    }
    if (node instanceof SqlCreateView) {
      for (AnalyzedStatement view : queries) {
        view.model()
            .firstRejection()
            .filter(r -> r.phase() == Rejection.Phase.VALIDATION)
            .ifPresent(r -> planningFailure(r, view.model()));
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
    throw unsupported("the statement " + node.getKind(), statement.span());
  }

  private OutputTable query(AnalyzedStatement query) {
    StatementModel m = checked(query);
    if (m.settings().streaming()) {
      m = CollectedQueries.of(m);
    }
    RelNode root = m.plan().root();
    List<OutputTable.Column> columns = new ArrayList<>();
    for (var field : root.rowType().fields()) {
      if (!field.hidden()) {
        columns.add(new OutputTable.Column(field.name(), field.type()));
      }
    }
    if (columns.size() != root.rowType().size()) {
      throw unsupported("a query whose result has hidden columns", query.span());
    }
    List<SpecRow> rows = new ArrayList<>();
    for (Row row : execute(query, m)) {
      rows.add(new SpecRow(row.kind(), java.util.Arrays.asList(row.values())));
    }
    return new OutputTable(Expectations.SINGLE, columns, List.of(), rows);
  }

  private void insert(AnalyzedStatement insert) {
    StatementModel m = checked(insert);
    RichSqlInsert node = insertNode(insert);
    if (node == null
        || node.getTargetColumnList() != null
        || node.isOverwrite()
        || (node.getStaticPartitions() != null && node.getStaticPartitions().size() > 0)) {
      // Flink maps a column list or static partition values onto the sink's columns by name.
      throw unsupported(
          "an INSERT with a column list, static partitions or OVERWRITE", insert.span());
    }
    SinkWriter writer;
    try {
      writer = SinkWriter.of(m.sink(), m.plan().root(), m);
    } catch (UnsupportedFeatureException e) {
      throw unsupported(e);
    }
    String name = writer.name();
    Sink sink = sinks.computeIfAbsent(name, n -> new Sink(writer, new ArrayList<>()));
    List<Row> changes = execute(insert, m);
    try {
      writer.write(changes, sink.rows());
    } catch (SinkWriter.NotNullViolation e) {
      throw stop(
          new RunOutcome.Failed(
              RunOutcome.Phase.RUNTIME,
              e.getMessage(),
              position(insert.span()).or(this::start),
              e));
    }
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

  /** The statement's model, after refusing what Flink or the engine refuses. */
  private StatementModel checked(AnalyzedStatement statement) {
    StatementModel m = statement.model();
    m.firstRejection().ifPresent(r -> planningFailure(r, m));
    for (PlanNote note : m.plan().notes()) {
      switch (note.kind()) {
        case UNKNOWN_TABLE -> throw unsupported("the unknown table " + note.subject(), note.span());
        case UNSUPPORTED -> throw unsupported(note.subject(), note.span());
        case UNKNOWN_COLUMN ->
            throw unsupported("the unknown column " + note.subject(), note.span());
        default -> {}
      }
    }
    if (m.settings().miniBatch()) {
      throw unsupported("mini-batch execution ('table.exec.mini-batch.enabled')", statement.span());
    }
    for (String key : m.settings().options().keySet()) {
      if (!SessionSettings.handled(key, m.settings().options().get(key))) {
        throw unsupported("the setting '" + key + "'", statement.span());
      }
    }
    return m;
  }

  private void planningFailure(Rejection r, StatementModel m) {
    String message =
        FlinkMessages.of(r, m, script::text)
            .orElseThrow(
                () -> unsupported("Flink's exact message for \"" + r.message() + "\"", r.span()));
    throw stop(
        new RunOutcome.Failed(
            RunOutcome.Phase.PLANNING, message, position(r.span()).or(this::start), null));
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
      throw unsupported(e);
    }
  }

  private SourceInput source(TableScan scan, ZoneId zone) {
    if (!scan.isKnown()) {
      throw new UnsupportedFeatureException(
          "the unknown table " + String.join(".", scan.name()), scan.span());
    }
    return SourceInput.of(scan, inputs.events(scan.table()), zone);
  }

  private Optional<Position> position(Span span) {
    return script.position(span);
  }

  private Optional<Position> start() {
    return Optional.of(spec.position());
  }

  private Stop unsupported(String what, Span span) {
    return stop(new RunOutcome.Unsupported(reason(what), position(span).or(this::start)));
  }

  private Stop unsupported(UnsupportedFeatureException e) {
    return stop(
        new RunOutcome.Unsupported(
            reason(e.getMessage()), e.span().flatMap(this::position).or(this::start)));
  }

  /** The reason of an unsupported outcome, said once. */
  static String reason(String what) {
    return what.startsWith(NOT_SUPPORTED) ? what : NOT_SUPPORTED + ": " + what;
  }

  static final String NOT_SUPPORTED = "not supported by the reference engine";

  private static Stop setup(String message, Position where) {
    return stop(new RunOutcome.Failed(RunOutcome.Phase.SETUP, message, Optional.of(where), null));
  }

  private static Stop stop(RunOutcome outcome) {
    return new Stop(outcome);
  }
}
