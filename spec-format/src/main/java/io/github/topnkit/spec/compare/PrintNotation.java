package io.github.topnkit.spec.compare;

import io.github.topnkit.spec.SpecRow;
import io.github.topnkit.spec.Values;
import java.time.ZoneId;
import java.util.List;
import java.util.StringJoiner;

/** Writes rows in Flink's print notation as spec files show them: {@code +I[a, 1, 4.00]}. */
public final class PrintNotation {

  private PrintNotation() {}

  /** One row: its kind, then its values written by {@link Values#format}. */
  public static String format(SpecRow row, ZoneId zone) {
    StringJoiner values = new StringJoiner(", ", row.kind().shortString() + "[", "]");
    for (Object value : row.values()) {
      values.add(Values.format(value, zone));
    }
    return values.toString();
  }

  /** Rows one per line, each line ending with a line break; empty for no rows. */
  public static String format(List<SpecRow> rows, ZoneId zone) {
    StringBuilder text = new StringBuilder();
    for (SpecRow row : rows) {
      text.append(format(row, zone)).append('\n');
    }
    return text.toString();
  }
}
