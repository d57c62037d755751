package io.github.topnkit.linter.agreement;

import io.github.topnkit.linter.agreement.GenRelation.Column;
import java.util.ArrayList;
import java.util.List;

/**
 * Writes a random sink for a query and the INSERT into it: append-only, upsert or retracting, with
 * or without a primary key, now and then with a column list in another order than the sink's.
 */
final class GenSinks {

  private final Choices c;

  GenSinks(Choices c) {
    this.c = c;
  }

  /** The INSERT statement; the sink's DDL is added to {@code ddl}. */
  String insert(GenRelation query, List<String> ddl) {
    String mode = c.oneOf(List.of("all", "append", "upsert"));
    List<Column> columns = query.columns();
    List<String> key = new ArrayList<>();
    if (mode.equals("upsert") || c.chance(30)) {
      for (Column col : c.some(columns, 1, Math.min(3, columns.size()))) {
        key.add(col.name());
      }
    }
    List<Column> order = new ArrayList<>(columns);
    boolean columnList = c.chance(25);
    if (columnList) {
      // The sink declares the columns in another order; the INSERT's list maps them by name.
      java.util.Collections.reverse(order);
    }
    List<String> parts = new ArrayList<>();
    for (Column col : order) {
      parts.add(col.name() + " " + sinkType(col) + (key.contains(col.name()) ? " NOT NULL" : ""));
    }
    if (!key.isEmpty()) {
      parts.add("PRIMARY KEY (" + String.join(", ", key) + ") NOT ENFORCED");
    }
    ddl.add(
        "CREATE TABLE K (\n  "
            + String.join(",\n  ", parts)
            + "\n) WITH ('connector' = 'topnkit', 'sink.changelog-mode' = '"
            + mode
            + "')");
    String list = columnList ? " (" + String.join(", ", query.names()) + ")" : "";
    return "INSERT INTO K" + list + "\n" + query.sql();
  }

  private static String sinkType(Column col) {
    String type = col.type().replace(" NOT NULL", "");
    return type.equals("TIMESTAMP_LTZ(3)")
        ? type
        : type.startsWith("TIMESTAMP") ? "TIMESTAMP(3)" : type;
  }
}
