package io.github.topnkit.reference;

import io.github.topnkit.linter.catalog.ChangelogNature;
import io.github.topnkit.linter.catalog.Column;
import io.github.topnkit.linter.catalog.TableDef;
import io.github.topnkit.linter.model.ScriptModel;
import io.github.topnkit.spec.InputEvent;
import io.github.topnkit.spec.Position;
import io.github.topnkit.spec.RowKind;
import io.github.topnkit.spec.SpecCase;
import io.github.topnkit.spec.SpecRow;
import io.github.topnkit.spec.TableInput;
import io.github.topnkit.spec.datagen.Datagen;
import io.github.topnkit.spec.run.CaseScript;
import io.github.topnkit.spec.run.RunOutcome;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;

/**
 * The input of a case's tables as the kit's Flink runner prepares it ({@code TableSetup}): the
 * case's rows checked against each table, or a datagen table's seeded rows.
 */
final class CaseInputs {

  private final SpecCase spec;
  private final ScriptModel model;
  private final CaseScript script;

  CaseInputs(SpecCase spec, ScriptModel model, CaseScript script) {
    this.spec = spec;
    this.model = model;
    this.script = script;
  }

  /** The Flink runner's setup failure for input that does not fit its table, if any. */
  Optional<RunOutcome.Failed> check() {
    for (TableInput input : spec.inputs().values()) {
      Optional<TableDef> table = model.catalog().lookup(List.of(input.table()));
      if (table.isEmpty() || table.get().isView()) {
        return setup(
            "there is input for table " + input.table() + ", which no CREATE TABLE declares",
            input.position());
      }
      TableDef t = table.get();
      long physical = t.columns().stream().filter(c -> c.kind() == Column.Kind.PHYSICAL).count();
      ChangelogNature source = t.connector().sourceChanges();
      for (InputEvent event : input.events()) {
        if (event instanceof InputEvent.Row row) {
          SpecRow r = row.row();
          if (r.values().size() != physical) {
            return setup(
                "the row has "
                    + r.values().size()
                    + " values, but table "
                    + t.name()
                    + " has "
                    + physical
                    + " physical columns",
                row.position());
          }
          if (!admits(source, r.kind())) {
            return setup(
                "table "
                    + t.name()
                    + " stands for a '"
                    + t.connector().name()
                    + "' source, which produces "
                    + rows(source)
                    + "; a "
                    + r.kind().shortString()
                    + " row cannot come from it",
                row.position());
          }
        }
      }
    }
    return Optional.empty();
  }

  private static boolean admits(ChangelogNature source, RowKind kind) {
    return switch (source) {
      case INSERT_ONLY -> kind == RowKind.INSERT;
      case UPSERT -> kind != RowKind.UPDATE_BEFORE;
      case ALL_CHANGES -> true;
    };
  }

  private static String rows(ChangelogNature source) {
    return switch (source) {
      case INSERT_ONLY -> "only +I rows";
      case UPSERT -> "only +I, +U and -D rows";
      case ALL_CHANGES -> "+I, -U, +U and -D rows";
    };
  }

  /**
   * The events a table's source replays: the case's input, datagen rows or none. Datagen rows are
   * generated while the source reads them (the same rows on every read), never held all at once.
   */
  Iterable<InputEvent> events(TableDef table) {
    TableInput input = spec.inputs().get(table.name());
    if (input != null) {
      return input.events();
    }
    if (!Datagen.isDatagen(table)) {
      return List.of();
    }
    Position where = script.position(table.span()).orElse(spec.position());
    try {
      // Generating once up front validates the options; the rows come later, one at a time.
      Datagen.iterate(table, spec.seed(), spec.generate(), Datagen.MAX_ROWS);
    } catch (IllegalArgumentException e) {
      throw new Outcomes.Stop(
          setup("datagen table " + table.name() + ": " + e.getMessage(), where).orElseThrow());
    }
    return () -> {
      Iterator<SpecRow> rows =
          Datagen.iterate(table, spec.seed(), spec.generate(), Datagen.MAX_ROWS);
      return new Iterator<InputEvent>() {
        @Override
        public boolean hasNext() {
          return rows.hasNext();
        }

        @Override
        public InputEvent next() {
          return new InputEvent.Row(rows.next(), where);
        }
      };
    };
  }

  private static Optional<RunOutcome.Failed> setup(String message, Position where) {
    return Optional.of(
        new RunOutcome.Failed(
            RunOutcome.Phase.SETUP, message, Optional.of(where), Optional.empty()));
  }
}
