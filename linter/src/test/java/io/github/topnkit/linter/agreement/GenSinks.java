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
    // A query may name a column twice (SELECT kc, 'k' AS kc); the sink cannot, so a repeated name
    // gets a suffix there, and the INSERT's column list uses the sink's names.
    List<String> names = distinct(query.names());
    List<Integer> positions = new ArrayList<>();
    for (int i = 0; i < columns.size(); i++) {
      positions.add(i);
    }
    List<String> key = new ArrayList<>();
    if (mode.equals("upsert") || c.chance(30)) {
      for (int i : c.some(positions, 1, Math.min(3, columns.size()))) {
        key.add(names.get(i));
      }
    }
    List<Integer> order = new ArrayList<>(positions);
    boolean columnList = c.chance(25);
    if (columnList) {
      // The sink declares the columns in another order; the INSERT's list maps them by name.
      java.util.Collections.reverse(order);
    }
    List<String> parts = new ArrayList<>();
    for (int i : order) {
      String name = names.get(i);
      parts.add(name + " " + sinkType(columns.get(i)) + (key.contains(name) ? " NOT NULL" : ""));
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
    String list = columnList ? " (" + String.join(", ", names) + ")" : "";
    return "INSERT INTO K" + list + "\n" + query.sql();
  }

  /** The names with each repeated one suffixed by its occurrence, e.g. kc, kc_2. */
  private static List<String> distinct(List<String> names) {
    List<String> out = new ArrayList<>();
    for (String name : names) {
      String unique = name;
      for (int n = 2; out.contains(unique); n++) {
        unique = name + "_" + n;
      }
      out.add(unique);
    }
    return out;
  }

  private static String sinkType(Column col) {
    String type = col.type().replace(" NOT NULL", "");
    return type.equals("TIMESTAMP_LTZ(3)")
        ? type
        : type.startsWith("TIMESTAMP") ? "TIMESTAMP(3)" : type;
  }
}
