package io.github.topnkit.spec;

import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.StringJoiner;

/** Writes typed rows in Flink's print notation as spec files show them: {@code +I[a, 4.00, c]}. */
public final class Rows {

  private Rows() {}

  /** The row with its kind, values written by {@link Values#format}; TIMESTAMP_LTZ in UTC. */
  public static String format(SpecRow row) {
    return format(row, ZoneOffset.UTC);
  }

  /** The row with its kind; TIMESTAMP_LTZ values are written in the given session time zone. */
  public static String format(SpecRow row, ZoneId zone) {
    StringJoiner values = new StringJoiner(", ", row.kind().shortString() + "[", "]");
    for (Object value : row.values()) {
      values.add(Values.format(value, zone));
    }
    return values.toString();
  }
}
