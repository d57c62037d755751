package io.github.topnkit.spec.compare;

import io.github.topnkit.linter.catalog.SqlType;
import io.github.topnkit.spec.ExpectedRows;
import io.github.topnkit.spec.Position;
import io.github.topnkit.spec.RowKind;
import io.github.topnkit.spec.SpecRow;
import io.github.topnkit.spec.run.OutputTable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Expected rows as a spec file's block would hold them, read by a small reader of print notation
 * for these tests (the spec parser has its own), with the positions a block at a given line has.
 */
final class Expected {

  static final String FILE = "topn.spec.yaml";

  /** The column at which rows of a block start, as under {@code changelog: |} in a case. */
  static final int INDENT = 7;

  private Expected() {}

  /** The rows of a block whose first row is on {@code firstLine}. */
  static ExpectedRows rows(int firstLine, String block) {
    List<ExpectedRows.Line> lines = new ArrayList<>();
    String[] texts = block.split("\n", -1);
    for (int i = 0; i < texts.length; i++) {
      String text = texts[i].strip();
      if (!text.isEmpty()) {
        lines.add(line(text, firstLine + i));
      }
    }
    return new ExpectedRows(lines, new Position(FILE, firstLine - 1, INDENT - 2));
  }

  private static ExpectedRows.Line line(String text, int lineNumber) {
    RowKind kind =
        Arrays.stream(RowKind.values())
            .filter(k -> text.startsWith(k.shortString()))
            .findFirst()
            .orElseThrow();
    List<ExpectedRows.Cell> cells = new ArrayList<>();
    int i = 3;
    int end = text.lastIndexOf(']');
    while (i < end) {
      while (text.charAt(i) == ' ') {
        i++;
      }
      int column = INDENT + i;
      char c = text.charAt(i);
      StringBuilder value = new StringBuilder();
      boolean quoted = c == '\'' || c == '"';
      if (quoted) {
        i++;
        while (true) {
          if (text.charAt(i) == c && text.charAt(i + 1) == c) {
            value.append(c);
            i += 2;
          } else if (text.charAt(i) == c) {
            i++;
            break;
          } else {
            value.append(text.charAt(i++));
          }
        }
        while (i < end && text.charAt(i) != ',') {
          i++;
        }
      } else {
        while (i < end && text.charAt(i) != ',') {
          value.append(text.charAt(i++));
        }
      }
      i++;
      String cell = quoted ? value.toString() : value.toString().strip();
      cells.add(new ExpectedRows.Cell(cell, quoted, new Position(FILE, lineNumber, column)));
    }
    return new ExpectedRows.Line(kind, cells, new Position(FILE, lineNumber, INDENT));
  }

  static OutputTable.Column column(String name, SqlType type) {
    return new OutputTable.Column(name, type);
  }

  static OutputTable output(String name, List<OutputTable.Column> columns, SpecRow... rows) {
    return new OutputTable(name, columns, List.of(), List.of(rows));
  }

  static SpecRow insert(Object... values) {
    return SpecRow.of(RowKind.INSERT, values);
  }

  static SpecRow before(Object... values) {
    return SpecRow.of(RowKind.UPDATE_BEFORE, values);
  }

  static SpecRow after(Object... values) {
    return SpecRow.of(RowKind.UPDATE_AFTER, values);
  }

  static SpecRow delete(Object... values) {
    return SpecRow.of(RowKind.DELETE, values);
  }
}
