package io.github.topnkit.flink;

import io.github.topnkit.linter.catalog.Catalog;
import io.github.topnkit.linter.catalog.Column;
import io.github.topnkit.linter.catalog.TableDef;
import io.github.topnkit.linter.plan.convert.DdlReader;
import io.github.topnkit.linter.target.Dialect;
import io.github.topnkit.spec.InputEvent;
import io.github.topnkit.spec.Position;
import io.github.topnkit.spec.SpecCase;
import io.github.topnkit.spec.SpecRow;
import io.github.topnkit.spec.TableInput;
import io.github.topnkit.spec.datagen.Datagen;
import io.github.topnkit.spec.run.RunOutcome;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apache.flink.sql.parser.ddl.table.SqlCreateTable;

/**
 * Prepares each CREATE TABLE of a case for the kit's connector: reads the replaced connector's
 * changelog behavior, checks the table's input against it (or generates a datagen table's rows) and
 * notes what the kit cannot stand in for.
 */
final class TableSetup {

  private final SpecCase spec;
  private final RunState run;
  private final Catalog catalog = new Catalog();
  private final DdlReader ddl = new DdlReader(Dialect.FLINK);

  TableSetup(SpecCase spec, RunState run) {
    this.spec = spec;
    this.run = run;
  }

  /**
   * The options that make the table the kit's; its input goes to the run.
   *
   * @param where the statement's position, for problems of the table as a whole
   * @throws Stop for input that does not fit the table
   */
  Map<String, String> prepare(SqlCreateTable create, Position where) {
    TableDef table;
    try {
      table = ddl.table(create, catalog, spec.file());
    } catch (RuntimeException e) {
      // DDL the linter cannot read is left to Flink, which says what is wrong with it.
      String[] path = create.getFullName();
      String name = path[path.length - 1];
      TableInput input = spec.inputs().get(name);
      run.input(name, input == null ? List.of() : input.events());
      return options(name, Changelog.INSERT_ONLY, Changelog.ALL);
    }
    catalog.register(table);
    Changelog source = Changelog.of(table.connector().sourceChanges());
    Changelog sink =
        table.connector().name().equals("blackhole")
            ? Changelog.ALL_BUT_UPDATE_BEFORE
            : Changelog.of(table.connector().sinkAccepts());
    noteUnsupported(table, source, sink);
    run.input(table.name(), input(table, source, where));
    return options(table.name(), source, sink);
  }

  private Map<String, String> options(String name, Changelog source, Changelog sink) {
    Map<String, String> options = new LinkedHashMap<>();
    options.put("connector", SpecConnectorFactory.IDENTIFIER);
    options.put(SpecConnectorFactory.RUN_ID.key(), run.id());
    options.put(SpecConnectorFactory.TABLE.key(), name);
    options.put(SpecConnectorFactory.SOURCE_CHANGELOG.key(), source.option());
    options.put(SpecConnectorFactory.SINK_CHANGELOG.key(), sink.option());
    return options;
  }

  private List<InputEvent> input(TableDef table, Changelog source, Position where) {
    TableInput input = spec.inputs().get(table.name());
    if (input == null) {
      return Datagen.isDatagen(table) ? generated(table, where) : List.of();
    }
    long physical = table.columns().stream().filter(c -> c.kind() == Column.Kind.PHYSICAL).count();
    for (InputEvent event : input.events()) {
      if (event instanceof InputEvent.Row row) {
        SpecRow r = row.row();
        if (r.values().size() != physical) {
          throw setup(
              "the row has "
                  + r.values().size()
                  + " values, but table "
                  + table.name()
                  + " has "
                  + physical
                  + " physical columns",
              row.position());
        }
        if (!source.admits(r.kind())) {
          throw setup(
              "table "
                  + table.name()
                  + " stands for a '"
                  + table.connector().name()
                  + "' source, which produces "
                  + source.rows()
                  + "; a "
                  + r.kind().shortString()
                  + " row cannot come from it",
              row.position());
        }
      }
    }
    return input.events();
  }

  private List<InputEvent> generated(TableDef table, Position where) {
    List<SpecRow> rows;
    try {
      rows = Datagen.rows(table, spec.seed(), spec.generate());
    } catch (IllegalArgumentException e) {
      throw setup("datagen table " + table.name() + ": " + e.getMessage(), where);
    }
    List<InputEvent> events = new ArrayList<>(rows.size());
    for (SpecRow row : rows) {
      events.add(new InputEvent.Row(row, where));
    }
    return events;
  }

  private void noteUnsupported(TableDef table, Changelog source, Changelog sink) {
    Optional<Column> metadata =
        table.columns().stream().filter(c -> c.kind() == Column.Kind.METADATA).findFirst();
    if (metadata.isPresent()) {
      String reason =
          "column "
              + metadata.get().name()
              + " of table "
              + table.name()
              + " is connector metadata, which the kit's connector cannot provide";
      run.unsupported(table.name(), RunState.Role.SOURCE, reason);
      run.unsupported(table.name(), RunState.Role.SINK, reason);
      return;
    }
    String noKey =
        "table "
            + table.name()
            + " uses the upsert connector '"
            + table.connector().name()
            + "' without a PRIMARY KEY, which the kit cannot stand in for";
    if (source == Changelog.UPSERT && !table.hasPrimaryKey()) {
      run.unsupported(table.name(), RunState.Role.SOURCE, noKey);
    }
    if (sink == Changelog.UPSERT && !table.hasPrimaryKey()) {
      run.unsupported(table.name(), RunState.Role.SINK, noKey);
    }
  }

  private static Stop setup(String message, Position where) {
    return new Stop(
        new RunOutcome.Failed(
            RunOutcome.Phase.SETUP, message, Optional.of(where), Optional.empty()));
  }
}
