package io.github.topnkit.spec.parse;

import io.github.topnkit.spec.ExpectedRows;
import io.github.topnkit.spec.Position;
import io.github.topnkit.spec.RowKind;
import java.util.List;

/** One meaningful line of a row block, as written: a row or a watermark line. */
sealed interface RowToken {

  Position position();

  /** {@code +I[a, b]}: the kind, the cells, and where the closing bracket is. */
  record Row(RowKind kind, List<ExpectedRows.Cell> cells, Position position, Position close)
      implements RowToken {
    public Row {
      cells = List.copyOf(cells);
    }
  }

  /** {@code watermark <timestamp>}: the timestamp's text and where it starts. */
  record Watermark(String text, Position position, Position textPosition) implements RowToken {}
}
