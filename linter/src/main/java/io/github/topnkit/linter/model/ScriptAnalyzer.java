package io.github.topnkit.linter.model;

import io.github.topnkit.linter.catalog.Catalog;
import io.github.topnkit.linter.catalog.Column;
import io.github.topnkit.linter.catalog.Connector;
import io.github.topnkit.linter.catalog.SqlType;
import io.github.topnkit.linter.catalog.TableDef;
import io.github.topnkit.linter.parse.ParsedScript;
import io.github.topnkit.linter.parse.ParsedStatement;
import io.github.topnkit.linter.parse.SourceFile;
import io.github.topnkit.linter.parse.Span;
import io.github.topnkit.linter.plan.Field;
import io.github.topnkit.linter.plan.PlanNote;
import io.github.topnkit.linter.plan.QueryPlan;
import io.github.topnkit.linter.plan.WindowTvf;
import io.github.topnkit.linter.plan.convert.DdlReader;
import io.github.topnkit.linter.plan.convert.Planner;
import io.github.topnkit.linter.target.Dialect;
import io.github.topnkit.linter.target.ExecutionMode;
import io.github.topnkit.linter.target.FlinkVersion;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apache.calcite.sql.SqlCall;
import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.SqlOrderBy;
import org.apache.calcite.sql.SqlSelect;
import org.apache.calcite.sql.util.SqlBasicVisitor;
import org.apache.flink.sql.parser.ddl.SqlCreateFunction;
import org.apache.flink.sql.parser.ddl.SqlDropFunction;
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
import org.apache.flink.sql.parser.dql.SqlLoadModule;
import org.apache.flink.sql.parser.dql.SqlRichExplain;

/**
 * Walks a script in order as Flink's SQL client would: DDL builds the catalog, SET changes the
 * settings, and every query (also inside INSERT, statement sets, views and CREATE TABLE AS) gets
 * its pattern model.
 */
public final class ScriptAnalyzer {

  private final Catalog base;
  private final FlinkVersion version;
  private final ExecutionMode mode;
  private final DdlReader ddl;
  private final String file;

  /** What takes the result of a statement that writes into no table (a SELECT, a view, CTAS). */
  private final SinkUse querySink;

  public ScriptAnalyzer(
      Catalog base, FlinkVersion version, ExecutionMode mode, Dialect dialect, String file) {
    this(base, version, mode, new DdlReader(dialect), file, new SinkUse.Explain());
  }

  private ScriptAnalyzer(
      Catalog base,
      FlinkVersion version,
      ExecutionMode mode,
      DdlReader ddl,
      String file,
      SinkUse querySink) {
    this.base = base;
    this.version = version;
    this.mode = mode;
    this.ddl = ddl;
    this.file = file;
    this.querySink = querySink;
  }

  /** This analyzer modelling SELECTs as run and collected, as an executor needs, not explained. */
  public ScriptAnalyzer executingQueries() {
    return new ScriptAnalyzer(base, version, mode, ddl, file, new SinkUse.Collect());
  }

  public ScriptModel analyze(ParsedScript script) {
    Catalog catalog = base.copy();
    Settings settings = new Settings(version, mode, Map.of());
    List<AnalyzedStatement> queries = new ArrayList<>();
    List<ScriptModel.AnalysisFailure> failures = new ArrayList<>();
    for (ParsedStatement statement : script.statements()) {
      try {
        settings =
            statement(script.source(), statement, statement.node(), catalog, settings, queries);
      } catch (RuntimeException | StackOverflowError e) {
        // A construct the model does not cover must not stop the rest of the file.
        failures.add(new ScriptModel.AnalysisFailure(statement.span(), describe(e)));
      }
    }
    return new ScriptModel(script, version, catalog, queries, failures);
  }

  /**
   * The model of a script this analyzer explained, as {@link #executingQueries()} would model it:
   * every statement without a sink (a SELECT, a view, CREATE TABLE AS) is re-modelled as run and
   * collected. The plans are reused; only their changelog analysis is done again.
   */
  public ScriptModel asExecuted(ScriptModel explained) {
    List<AnalyzedStatement> queries = new ArrayList<>();
    List<ScriptModel.AnalysisFailure> failures = new ArrayList<>(explained.failures());
    for (AnalyzedStatement q : explained.queries()) {
      StatementModel m = q.model();
      if (m.sink() instanceof SinkUse.TableSink) {
        queries.add(q);
        continue;
      }
      try {
        StatementModel run =
            StatementAnalyzer.analyze(
                m.plan(),
                new SinkUse.Collect(),
                m.settings(),
                versionSyntax(q.query(), m.plan()),
                explained.script().source()::text);
        queries.add(new AnalyzedStatement(q.statement(), q.kind(), q.query(), q.span(), run));
      } catch (RuntimeException | StackOverflowError e) {
        failures.add(new ScriptModel.AnalysisFailure(q.statement().span(), describe(e)));
      }
    }
    return new ScriptModel(
        explained.script(), explained.version(), explained.catalog(), queries, failures);
  }

  private static String describe(Throwable e) {
    if (e instanceof StackOverflowError) {
      return "statement is nested too deeply";
    }
    // The exception is topnkit's problem, not the user's: say so without Java's vocabulary.
    return "topnkit's model failed on this statement; please report it";
  }

  private Settings statement(
      SourceFile source,
      ParsedStatement statement,
      SqlNode node,
      Catalog catalog,
      Settings settings,
      List<AnalyzedStatement> out) {
    if (node instanceof SqlSet set) {
      if (set.getKey() == null) {
        return settings;
      }
      try {
        return settings.with(unquote(set.getKeyString()), unquote(set.getValueString()));
      } catch (IllegalArgumentException e) {
        return settings;
      }
    }
    if (node instanceof SqlReset reset) {
      return settings.without(reset.getKey() == null ? null : unquote(reset.getKeyString()), mode);
    }
    if (node instanceof SqlCreateTableAs ctas) {
      AnalyzedStatement analyzed =
          query(
              source,
              statement,
              AnalyzedStatement.Kind.CREATE_TABLE_AS,
              ctas.getAsQuery(),
              querySink,
              catalog,
              settings);
      out.add(analyzed);
      catalog.register(tableFromQuery(ctas, analyzed.model().plan()));
      return settings;
    }
    if (node instanceof SqlCreateTable create) {
      catalog.register(ddl.table(create, catalog, file));
      return settings;
    }
    if (node instanceof SqlCreateView view) {
      catalog.register(ddl.view(view, file));
      out.add(
          query(
              source,
              statement,
              AnalyzedStatement.Kind.VIEW,
              view.getQuery(),
              querySink,
              catalog,
              settings));
      return settings;
    }
    if (node instanceof SqlDropTable drop) {
      catalog.drop(List.of(drop.getFullName()));
      return settings;
    }
    if (node instanceof SqlCreateFunction create) {
      String[] name = create.getFullName();
      catalog.registerFunction(name[name.length - 1], SqlType.UNKNOWN);
      return settings;
    }
    if (node instanceof SqlDropFunction drop) {
      String[] name = drop.getFullName();
      catalog.dropFunction(name[name.length - 1]);
      return settings;
    }
    if (node instanceof SqlLoadModule) {
      catalog.openFunctions();
      return settings;
    }
    if (node instanceof SqlDropView drop) {
      catalog.drop(List.of(drop.getFullName()));
      return settings;
    }
    if (node instanceof RichSqlInsert insert) {
      out.add(insert(source, statement, insert, catalog, settings));
      return settings;
    }
    if (node instanceof SqlStatementSet set) {
      for (RichSqlInsert insert : set.getInserts()) {
        out.add(insert(source, statement, insert, catalog, settings));
      }
      return settings;
    }
    if (node instanceof SqlExecute execute) {
      return statement(source, statement, execute.getStatement(), catalog, settings, out);
    }
    if (node instanceof SqlRichExplain explain) {
      return statement(source, statement, explain.getStatement(), catalog, settings, out);
    }
    if (isQuery(node)) {
      out.add(
          query(
              source, statement, AnalyzedStatement.Kind.QUERY, node, querySink, catalog, settings));
    }
    return settings;
  }

  static boolean isQuery(SqlNode node) {
    SqlKind kind = node.getKind();
    return kind == SqlKind.SELECT
        || kind == SqlKind.UNION
        || kind == SqlKind.INTERSECT
        || kind == SqlKind.EXCEPT
        || kind == SqlKind.WITH
        || kind == SqlKind.ORDER_BY
        || kind == SqlKind.VALUES;
  }

  private AnalyzedStatement insert(
      SourceFile source,
      ParsedStatement statement,
      RichSqlInsert insert,
      Catalog catalog,
      Settings settings) {
    SqlNode target = insert.getTargetTable();
    SqlIdentifier id =
        target instanceof SqlIdentifier i
            ? i
            : target instanceof SqlCall call && call.operand(0) instanceof SqlIdentifier i2
                ? i2
                : new SqlIdentifier("?", target.getParserPosition());
    Optional<TableDef> table = catalog.lookup(id.names);
    String conflict = insert.getConflictStrategy().map(Enum::name).orElse(null);
    Optional<List<String>> columns =
        Optional.ofNullable(insert.getTargetColumnList())
            .filter(list -> list.size() > 0)
            .map(list -> list.stream().map(n -> ((SqlIdentifier) n).getSimple()).toList());
    SinkTarget sink =
        new SinkTarget(table, id.names, Span.of(target), Optional.ofNullable(conflict), columns);
    boolean columnList = insert.getTargetColumnList() != null;
    AnalyzedStatement analyzed =
        query(
            source,
            statement,
            AnalyzedStatement.Kind.INSERT,
            insert.getSource(),
            new SinkUse.TableSink(sink),
            catalog,
            settings,
            columnList);
    if (conflict != null && version.before(FlinkVersion.V2_3)) {
      // ON CONFLICT arrived with Flink 2.3; older parsers stop at its ON.
      analyzed =
          withRejection(
              analyzed,
              new Rejection(
                  Rejection.Phase.VALIDATION,
                  Rejection.Cause.VERSION_SYNTAX,
                  "SQL parse failed. Encountered \"ON\"",
                  Span.of(insert)));
    }
    if (columnList && version.before(FlinkVersion.V2_0) && selectsStar(insert.getSource())) {
      // FLINK-36266, fixed in 2.0: with a target column list, the rewrite that puts the query's
      // columns into the sink's order leaves a star unexpanded, so the counts never match.
      analyzed =
          withRejection(
              analyzed,
              new Rejection(
                  Rejection.Phase.VALIDATION,
                  Rejection.Cause.INSERT_COLUMN_COUNT,
                  "Number of columns must match number of query columns",
                  Span.of(insert.getSource())));
    }
    return analyzed;
  }

  /** The statement with one more rejection, after those its query has. */
  private static AnalyzedStatement withRejection(AnalyzedStatement analyzed, Rejection rejection) {
    List<Rejection> rejections = new ArrayList<>(analyzed.model().rejections());
    rejections.add(rejection);
    StatementModel m = analyzed.model();
    return new AnalyzedStatement(
        analyzed.statement(),
        analyzed.kind(),
        analyzed.query(),
        analyzed.span(),
        new StatementModel(
            m.plan(),
            m.sink(),
            m.settings(),
            m.patterns(),
            rejections,
            m.properties(),
            m.decisions()));
  }

  /** Whether a SELECT of the query, as an INSERT's rewrite walks it, selects a star. */
  private static boolean selectsStar(SqlNode query) {
    if (query instanceof SqlSelect select) {
      return select.getSelectList().stream()
          .anyMatch(item -> item instanceof SqlIdentifier id && id.isStar());
    }
    if (query instanceof SqlOrderBy order) {
      return selectsStar(order.query);
    }
    if (query instanceof SqlCall call && SqlKind.SET_QUERY.contains(call.getKind())) {
      return call.getOperandList().stream().anyMatch(ScriptAnalyzer::selectsStar);
    }
    return false;
  }

  private AnalyzedStatement query(
      SourceFile source,
      ParsedStatement statement,
      AnalyzedStatement.Kind kind,
      SqlNode query,
      SinkUse sink,
      Catalog catalog,
      Settings settings) {
    return query(source, statement, kind, query, sink, catalog, settings, false);
  }

  /**
   * Analyzes a query; {@code columnList} when it is that of an INSERT with a target column list.
   */
  private AnalyzedStatement query(
      SourceFile source,
      ParsedStatement statement,
      AnalyzedStatement.Kind kind,
      SqlNode query,
      SinkUse sink,
      Catalog catalog,
      Settings settings,
      boolean columnList) {
    // Confluent Cloud has its own function catalog, which the linter does not list.
    Optional<FlinkVersion> checked =
        ddl.dialect() == Dialect.FLINK ? Optional.of(settings.version()) : Optional.empty();
    QueryPlan plan = new Planner(catalog, checked).plan(query, !settings.streaming());
    List<Rejection> syntax = versionSyntax(query, plan);
    if (columnList) {
      lateralUnderColumnList(plan).ifPresent(syntax::add);
    }
    StatementModel model = StatementAnalyzer.analyze(plan, sink, settings, syntax, source::text);
    return new AnalyzedStatement(statement, kind, query, Span.of(query), model);
  }

  /**
   * Flink 1.20 fails to validate an INSERT with a target column list whose query has a correlated
   * LATERAL subquery: its {@code PreValidateReWriter} validates the query alone to expand the
   * SELECT list, and the FROM item of the subquery's first reference to an earlier one ({@code
   * o.k1}, or {@code k1} read from {@code o}) is not found (seen on 1.20.3; 2.3.0 validates it,
   * versions between are unchecked).
   */
  private Optional<Rejection> lateralUnderColumnList(QueryPlan plan) {
    if (version != FlinkVersion.V1_20) {
      return Optional.empty();
    }
    return plan.notes().stream()
        .filter(n -> n.kind() == PlanNote.Kind.LATERAL_OUTER_REFERENCE)
        .findFirst()
        .map(
            n ->
                new Rejection(
                    Rejection.Phase.VALIDATION,
                    Rejection.Cause.LATERAL_SCOPE,
                    FlinkErrors.tableNotFound(n.subject()),
                    n.span()));
  }

  /** Syntax the target version's parser rejects: QUALIFY and bare window TVFs before 2.0. */
  private List<Rejection> versionSyntax(SqlNode query, QueryPlan plan) {
    List<Rejection> result = new ArrayList<>();
    if (version.atLeast(FlinkVersion.V2_0)) {
      return result;
    }
    query.accept(
        new SqlBasicVisitor<Void>() {
          @Override
          public Void visit(SqlCall call) {
            if (call instanceof SqlSelect select && select.getQualify() != null) {
              result.add(
                  new Rejection(
                      Rejection.Phase.VALIDATION,
                      Rejection.Cause.VERSION_SYNTAX,
                      "SQL parse failed. Encountered \""
                          + leftmostToken(select.getQualify())
                          + "\"",
                      Span.of(select.getQualify())));
            }
            for (SqlNode operand : call.getOperandList()) {
              if (operand != null) {
                operand.accept(this);
              }
            }
            return null;
          }
        });
    collectBareTvfs(plan.root(), result);
    return result;
  }

  /**
   * The first token of an expression: 1.20 reads QUALIFY as a table alias and fails on the token
   * after it.
   */
  private static String leftmostToken(SqlNode node) {
    SqlNode n = node;
    while (n instanceof SqlCall call && !call.getOperandList().isEmpty()) {
      if (call.getKind() == SqlKind.OVER || call.getOperandList().get(0) == null) {
        SqlNode function = call.getKind() == SqlKind.OVER ? call.operand(0) : call;
        return ((SqlCall) function).getOperator().getName();
      }
      n = call.operand(0);
    }
    if (n instanceof SqlCall call) {
      return call.getOperator().getName();
    }
    return n.toString().replace("`", "");
  }

  private static void collectBareTvfs(
      io.github.topnkit.linter.plan.RelNode node, List<Rejection> out) {
    if (node instanceof WindowTvf tvf && tvf.bareSyntax()) {
      out.add(
          new Rejection(
              Rejection.Phase.VALIDATION,
              Rejection.Cause.VERSION_SYNTAX,
              "SQL parse failed. Incorrect syntax near the keyword 'TABLE'",
              tvf.span()));
    }
    for (io.github.topnkit.linter.plan.RelNode input : node.inputs()) {
      collectBareTvfs(input, out);
    }
  }

  private TableDef tableFromQuery(SqlCreateTableAs ctas, QueryPlan plan) {
    List<Column> columns = new ArrayList<>();
    for (Field f : plan.root().rowType().fields()) {
      columns.add(
          new Column(
              f.name(),
              f.type().materialized(),
              Column.Kind.PHYSICAL,
              Optional.empty(),
              false,
              Span.of(ctas)));
    }
    Map<String, String> options = ctas.getProperties();
    return new TableDef(
        List.of(ctas.getFullName()),
        columns,
        List.of(),
        Optional.empty(),
        options,
        Connector.from(options, false),
        Optional.empty(),
        List.of(),
        Span.of(ctas),
        file);
  }

  private static String unquote(String s) {
    String t = s.trim();
    if (t.length() >= 2 && (t.startsWith("'") && t.endsWith("'"))) {
      return t.substring(1, t.length() - 1).replace("''", "'");
    }
    return t;
  }
}
