package io.github.topnkit.spec;

import static java.util.Objects.requireNonNull;

import java.util.List;

/**
 * Rows an expectation lists, kept as written: they are typed only against the output columns of the
 * run, which the spec does not declare.
 */
public record ExpectedRows(List<Line> rows, Position position) {

  public ExpectedRows {
    rows = List.copyOf(rows);
    requireNonNull(position, "position is null");
  }

  /** One expected row: its kind and its cells as written, with positions. */
  public record Line(RowKind kind, List<Cell> cells, Position position) {
    public Line {
      requireNonNull(kind, "kind is null");
      cells = List.copyOf(cells);
      requireNonNull(position, "position is null");
    }
  }

  /**
   * One value as written: its text without quotes, whether it was quoted (a quoted {@code 'null'}
   * is the string, not NULL), and its position.
   */
  public record Cell(String text, boolean quoted, Position position) {
    public Cell {
      requireNonNull(text, "text is null");
      requireNonNull(position, "position is null");
    }

    public boolean isNull() {
      return !quoted && text.equalsIgnoreCase("null");
    }
  }
}
