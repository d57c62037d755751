package io.github.topnkit.spec.compare;

import io.github.topnkit.spec.ExpectedRows;
import io.github.topnkit.spec.Position;
import io.github.topnkit.spec.SpecException;
import io.github.topnkit.spec.SpecRow;
import io.github.topnkit.spec.Values;
import io.github.topnkit.spec.run.OutputTable;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Types the rows an expectation lists against the columns of the output they describe, which only
 * the run knows; a row of the wrong width or a value of the wrong type is a {@link SpecException}
 * at its place in the file.
 */
public final class TypedRows {

  private TypedRows() {}

  /** Types the rows, reading TIMESTAMP_LTZ values in UTC. */
  public static List<SpecRow> of(ExpectedRows rows, List<OutputTable.Column> columns) {
    return of(rows, columns, ZoneOffset.UTC);
  }

  /**
   * Types the rows.
   *
   * @param zone the session time zone, in which TIMESTAMP_LTZ values are read
   * @throws SpecException at the row for a wrong number of values, at the value for a bad value
   */
  public static List<SpecRow> of(ExpectedRows rows, List<OutputTable.Column> columns, ZoneId zone) {
    return lines(rows, columns, zone).stream().map(Line::row).toList();
  }

  /** A typed row and the place it is written at. */
  record Line(SpecRow row, Position position) {}

  static List<Line> lines(ExpectedRows rows, List<OutputTable.Column> columns, ZoneId zone) {
    List<Line> result = new ArrayList<>(rows.rows().size());
    for (ExpectedRows.Line line : rows.rows()) {
      result.add(new Line(type(line, columns, zone), line.position()));
    }
    return result;
  }

  private static SpecRow type(
      ExpectedRows.Line line, List<OutputTable.Column> columns, ZoneId zone) {
    if (line.cells().size() != columns.size()) {
      throw new SpecException(
          line.position(),
          "the row has "
              + count(line.cells().size(), "value")
              + ", the output has "
              + count(columns.size(), "column")
              + ": "
              + columns.stream().map(OutputTable.Column::name).collect(Collectors.joining(", ")));
    }
    List<Object> values = new ArrayList<>(columns.size());
    for (int i = 0; i < columns.size(); i++) {
      ExpectedRows.Cell cell = line.cells().get(i);
      OutputTable.Column column = columns.get(i);
      try {
        values.add(Values.parse(cell.text(), cell.quoted(), column.type(), zone));
      } catch (IllegalArgumentException e) {
        throw new SpecException(
            cell.position(), e.getMessage() + " (column " + column.name() + ")");
      }
    }
    return new SpecRow(line.kind(), values);
  }

  private static String count(int n, String noun) {
    return n + " " + noun + (n == 1 ? "" : "s");
  }
}
