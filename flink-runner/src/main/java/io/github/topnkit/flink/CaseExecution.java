package io.github.topnkit.flink;

import io.github.topnkit.linter.parse.SourceFile;
import io.github.topnkit.linter.parse.SqlFrontEnd;
import io.github.topnkit.spec.Expectations;
import io.github.topnkit.spec.Position;
import io.github.topnkit.spec.SpecCase;
import io.github.topnkit.spec.SqlBlock;
import io.github.topnkit.spec.TableInput;
import io.github.topnkit.spec.run.OutputTable;
import io.github.topnkit.spec.run.RunOutcome;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlLiteral;
import org.apache.calcite.sql.SqlNode;
import org.apache.flink.sql.parser.ddl.SqlReset;
import org.apache.flink.sql.parser.ddl.SqlSet;
import org.apache.flink.sql.parser.ddl.table.SqlCreateTable;
import org.apache.flink.table.api.Schema;
import org.apache.flink.table.api.Table;
import org.apache.flink.table.api.TableDescriptor;
import org.apache.flink.table.api.TableResult;
import org.apache.flink.table.api.bridge.java.StreamTableEnvironment;
import org.apache.flink.table.catalog.Column;
import org.apache.flink.table.catalog.ResolvedSchema;
import org.apache.flink.table.types.utils.DataTypeUtils;

/**
 * Runs one case in one table environment: the DDL of {@code tables}, then the query or the script
 * statement by statement, as Flink's SQL client would; each job is awaited before the next
 * statement runs.
 */
final class CaseExecution {

  private static final String QUERY_SINK = "topnkit_query_result";
  private static final String SELECT_SINK = "topnkit_select_";

  private final SpecCase spec;
  private final StreamTableEnvironment env;
  private final RunState run;
  private final JobWaiter jobs;
  private final TableSetup tables;
  private final SqlFrontEnd frontEnd = new SqlFrontEnd();
  private final Set<String> hiddenSinks = new HashSet<>();

  /** A SQL block of the case, cut into statements. */
  private record Block(SqlBlock sql, SqlScript script) {}

  CaseExecution(SpecCase spec, StreamTableEnvironment env, RunState run, JobWaiter jobs) {
    this.spec = spec;
    this.env = env;
    this.run = run;
    this.jobs = jobs;
    this.tables = new TableSetup(spec, run);
  }

  RunOutcome run() {
    try {
      List<Block> ddl = spec.tables().values().stream().map(this::parse).toList();
      Block main = parse(spec.sql());
      checkInputsDeclared(ddl, main);
      for (Block block : ddl) {
        execute(block);
      }
      if (spec.query()) {
        return query(main);
      }
      execute(main);
      Map<String, OutputTable> outputs = new LinkedHashMap<>();
      for (SinkCapture sink : run.writtenSinks()) {
        if (!hiddenSinks.contains(sink.table())) {
          outputs.put(sink.table(), sink.output(sink.table()));
        }
      }
      return new RunOutcome.Completed(outputs);
    } catch (Stop stop) {
      return stop.outcome();
    }
  }

  private Block parse(SqlBlock sql) {
    return new Block(
        sql, new SqlScript(sql.text(), frontEnd.parse(SourceFile.of(spec.file(), sql.text()))));
  }

  private void checkInputsDeclared(List<Block> ddl, Block main) {
    Set<String> declared = new HashSet<>();
    List<Block> all = new ArrayList<>(ddl);
    all.add(main);
    for (Block block : all) {
      for (SqlScript.Statement statement : block.script().statements()) {
        if (statement.node().orElse(null) instanceof SqlCreateTable create) {
          String[] path = create.getFullName();
          declared.add(path[path.length - 1]);
        }
      }
    }
    for (TableInput input : spec.inputs().values()) {
      if (!declared.contains(input.table())) {
        throw new Stop(
            new RunOutcome.Failed(
                RunOutcome.Phase.SETUP,
                "there is input for table " + input.table() + ", which no CREATE TABLE declares",
                Optional.of(input.position()),
                Optional.empty()));
      }
    }
  }

  private void execute(Block block) {
    for (SqlScript.Statement statement : block.script().statements()) {
      jobs.checkDeadline(() -> start(block, statement));
      SqlNode node = statement.node().orElse(null);
      if (node instanceof SqlSet || node instanceof SqlReset) {
        plan(block, statement, () -> configure(node));
      } else if (node != null && node.getKind().belongsTo(SqlKind.QUERY)) {
        // A script's SELECT runs like a query, but its rows are not part of the output.
        String sink = SELECT_SINK + (hiddenSinks.size() + 1);
        hiddenSinks.add(sink);
        capture(block, statement, sink);
      } else {
        String sql = block.script().source(statement);
        if (node instanceof SqlCreateTable create) {
          Map<String, String> options = tables.prepare(create, start(block, statement));
          sql = WithClause.replace(block.script(), statement, create, options).orElse(sql);
        }
        String executable = block.script().executable(statement, sql);
        TableResult result = plan(block, statement, () -> env.executeSql(executable));
        if (result.getJobClient().isPresent()) {
          jobs.await(result.getJobClient().get(), () -> start(block, statement));
        }
      }
    }
  }

  /** {@code SET} and {@code RESET}, which the SQL client handles rather than the planner. */
  private Void configure(SqlNode node) {
    if (node instanceof SqlSet set && set.getKey() != null) {
      TableEnvironments.set(env, literal(set.getKey()), literal(set.getValue()));
    } else if (node instanceof SqlReset reset) {
      TableEnvironments.reset(env, reset.getKey() == null ? null : literal(reset.getKey()));
    }
    return null;
  }

  private RunOutcome query(Block block) {
    List<SqlScript.Statement> statements = block.script().statements();
    if (statements.size() != 1) {
      Position where =
          statements.size() > 1 ? start(block, statements.get(1)) : block.sql().start();
      return new RunOutcome.Failed(
          RunOutcome.Phase.SETUP,
          "a query case holds exactly one query, here "
              + statements.size()
              + " statements (write several as a script)",
          Optional.of(where),
          Optional.empty());
    }
    return new RunOutcome.Completed(
        Map.of(Expectations.SINGLE, capture(block, statements.get(0), QUERY_SINK)));
  }

  /** Runs a query into a temporary sink that takes every change, as Flink's collect() does. */
  private OutputTable capture(Block block, SqlScript.Statement statement, String sink) {
    String sql = block.script().executable(statement, block.script().source(statement));
    Table table = plan(block, statement, () -> env.sqlQuery(sql));
    ResolvedSchema schema = table.getResolvedSchema();
    Schema.Builder sinkSchema = Schema.newBuilder();
    List<OutputTable.Column> columns = new ArrayList<>();
    for (Column column : schema.getColumns()) {
      sinkSchema.column(column.getName(), DataTypeUtils.removeTimeAttribute(column.getDataType()));
      columns.add(
          new OutputTable.Column(
              column.getName(), SqlTypes.of(column.getDataType().getLogicalType())));
    }
    env.createTemporaryTable(
        sink,
        TableDescriptor.forConnector(SpecConnectorFactory.IDENTIFIER)
            .schema(sinkSchema.build())
            .option(SpecConnectorFactory.RUN_ID, run.id())
            .option(SpecConnectorFactory.TABLE, sink)
            .option(SpecConnectorFactory.SINK_CHANGELOG, Changelog.ALL.option())
            .build());
    TableResult result = plan(block, statement, () -> table.executeInsert(sink));
    jobs.await(result.getJobClient().orElseThrow(), () -> start(block, statement));
    return new OutputTable(
        Expectations.SINGLE, columns, List.of(), run.sink(sink).output(sink).rows());
  }

  /** Plans a statement; a failure is Flink refusing it, positioned where Flink says. */
  private <T> T plan(Block block, SqlScript.Statement statement, Supplier<T> planning) {
    try {
      return planning.get();
    } catch (Stop stop) {
      throw stop;
    } catch (RuntimeException | StackOverflowError e) {
      Position where = start(block, statement);
      Optional<String> unsupported = Failures.unsupported(e);
      if (unsupported.isPresent()) {
        throw new Stop(new RunOutcome.Unsupported(unsupported.get(), Optional.of(where)));
      }
      String message = Failures.chain(e);
      Position at =
          Failures.lineColumn(message)
              .map(lc -> block.sql().positionOf(lc[0], lc[1]))
              .orElse(where);
      throw new Stop(
          new RunOutcome.Failed(
              RunOutcome.Phase.PLANNING, message, Optional.of(at), Optional.of(e)));
    }
  }

  private static String literal(SqlNode node) {
    return node instanceof SqlLiteral literal ? literal.getValueAs(String.class) : node.toString();
  }

  private static Position start(Block block, SqlScript.Statement statement) {
    TextOffsets offsets = block.script().offsets();
    int at = statement.codeStart();
    return block.sql().positionOf(offsets.line(at), offsets.column(at));
  }
}
