package io.github.topnkit.spec.parse;

import io.github.topnkit.linter.catalog.ChangelogNature;
import io.github.topnkit.linter.catalog.Column;
import io.github.topnkit.linter.catalog.SqlType;
import io.github.topnkit.linter.catalog.TableDef;
import io.github.topnkit.linter.catalog.TimeKind;
import io.github.topnkit.linter.catalog.TypeRoot;
import io.github.topnkit.linter.catalog.Watermark;
import io.github.topnkit.spec.ExpectedRows;
import io.github.topnkit.spec.InputEvent;
import io.github.topnkit.spec.RowKind;
import io.github.topnkit.spec.SpecRow;
import io.github.topnkit.spec.TableInput;
import io.github.topnkit.spec.Values;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Types a table's input rows by its physical columns, and checks them against the table: the number
 * of values, each value, the row kinds its source's changelog allows, and the watermarks.
 */
final class InputTyper {

  private static final int MAX_PRECISION = 9;

  private final TableDef table;
  private final ZoneId zone;
  private final Problems problems;
  private final List<Column> columns;
  private final Optional<Column> rowtime;

  private InputTyper(TableDef table, ZoneId zone, Problems problems) {
    this.table = table;
    this.zone = zone;
    this.problems = problems;
    this.columns = table.columns().stream().filter(c -> c.kind() == Column.Kind.PHYSICAL).toList();
    this.rowtime = table.watermark().map(Watermark::column).flatMap(table::column);
  }

  static Optional<TableInput> type(
      InputBlock input, TableDef table, ZoneId zone, Problems problems) {
    if (table.isView()) {
      problems.at(input.key(), Messages.inputForView(table.name()));
      return Optional.empty();
    }
    return Optional.of(new InputTyper(table, zone, problems).events(input));
  }

  private TableInput events(InputBlock input) {
    List<InputEvent> events = new ArrayList<>();
    RowToken.Watermark last = null;
    LocalDateTime lastTimestamp = null;
    for (RowToken token : input.rows().tokens()) {
      if (token instanceof RowToken.Row row) {
        row(row).ifPresent(events::add);
      } else if (token instanceof RowToken.Watermark mark) {
        Optional<InputEvent.Watermark> w = watermark(mark, last, lastTimestamp);
        if (w.isPresent()) {
          events.add(w.get());
          last = mark;
          lastTimestamp = w.get().timestamp();
        }
      }
    }
    return new TableInput(table.name(), events, input.rows().position());
  }

  private Optional<InputEvent> row(RowToken.Row row) {
    if (!allowed(table.connector().sourceChanges()).contains(row.kind())) {
      problems.at(
          row.position(),
          Messages.rowKindNotAllowed(
              row.kind().shortString(),
              table.name(),
              table.connector().name(),
              table.connector().sourceChanges()));
      return Optional.empty();
    }
    List<ExpectedRows.Cell> cells = row.cells();
    if (cells.size() > columns.size()) {
      problems.at(
          cells.get(columns.size()).position(),
          Messages.tooManyValues(cells.size(), table.name(), columnList()));
      return Optional.empty();
    }
    if (cells.size() < columns.size()) {
      problems.at(row.close(), Messages.tooFewValues(cells.size(), table.name(), columnList()));
      return Optional.empty();
    }
    List<Object> values = new ArrayList<>();
    boolean ok = true;
    for (int i = 0; i < cells.size(); i++) {
      ok &= addValue(cells.get(i), columns.get(i), values);
    }
    return ok
        ? Optional.of(new InputEvent.Row(new SpecRow(row.kind(), values), row.position()))
        : Optional.empty();
  }

  /** Adds the cell's typed value (null for NULL), or reports why it has none. */
  private boolean addValue(ExpectedRows.Cell cell, Column column, List<Object> values) {
    SqlType type = column.type();
    if (cell.isNull()) {
      if (!type.nullable()) {
        boolean isRowtime = rowtime.map(r -> r.name().equals(column.name())).orElse(false);
        problems.at(cell.position(), Messages.nullInNotNull(column.name(), isRowtime));
        return false;
      }
      values.add(null);
      return true;
    }
    try {
      values.add(Values.parse(cell.text(), cell.quoted(), type.materialized(), zone));
      return true;
    } catch (IllegalArgumentException e) {
      problems.at(cell.position(), Messages.badValue(column.name(), e.getMessage()));
      return false;
    }
  }

  private Optional<InputEvent.Watermark> watermark(
      RowToken.Watermark mark, RowToken.Watermark last, LocalDateTime lastTimestamp) {
    if (rowtime.isEmpty()) {
      problems.at(mark.position(), Messages.watermarkWithoutRowtime(table.name()));
      return Optional.empty();
    }
    // The timestamp stays as written, in the rowtime's zone: the runner reads it in that zone.
    SqlType declared = rowtime.get().type();
    int precision = declared.root().isTimestamp() ? declared.precision() : MAX_PRECISION;
    SqlType type = SqlType.timestamp(TypeRoot.TIMESTAMP, precision, TimeKind.NONE);
    LocalDateTime timestamp;
    try {
      timestamp = (LocalDateTime) Values.parse(mark.text(), false, type, zone);
    } catch (IllegalArgumentException e) {
      problems.at(mark.textPosition(), Messages.badWatermark(e.getMessage()));
      return Optional.empty();
    }
    if (last != null && timestamp.isBefore(lastTimestamp)) {
      problems.at(
          mark.textPosition(),
          Messages.watermarkBackwards(mark.text(), last.text(), last.position().line()));
      return Optional.empty();
    }
    return Optional.of(new InputEvent.Watermark(timestamp, mark.position()));
  }

  private String columnList() {
    return String.join(", ", columns.stream().map(c -> c.name() + " " + c.type()).toList());
  }

  private static Set<RowKind> allowed(ChangelogNature nature) {
    return switch (nature) {
      case INSERT_ONLY -> Set.of(RowKind.INSERT);
      case UPSERT -> Set.of(RowKind.INSERT, RowKind.UPDATE_AFTER, RowKind.DELETE);
      case ALL_CHANGES -> Set.of(RowKind.values());
    };
  }
}
