package io.github.topnkit.linter.agreement;

import java.util.List;
import java.util.Optional;

/** A generated query expression and the columns it yields, to build more SQL on top of. */
record GenRelation(String sql, List<Column> columns) {

  /** A column of a generated relation: its name, SQL type and time attribute, if any. */
  record Column(String name, String type, Time time) {

    Column(String name, String type) {
      this(name, type, Time.NONE);
    }

    boolean numeric() {
      return type.startsWith("BIGINT") || type.startsWith("INT") || type.startsWith("DOUBLE");
    }

    /** The column as a plain value, as it is after an operator that drops time attributes. */
    Column plain() {
      return new Column(name, type, Time.NONE);
    }
  }

  /** Whether a column is a time attribute, as Flink's planner tracks it. */
  enum Time {
    NONE,
    ROWTIME,
    PROCTIME
  }

  GenRelation {
    columns = List.copyOf(columns);
  }

  /** The relation in a FROM clause. */
  String from() {
    return sql.startsWith("TABLE(") || !sql.contains(" ") ? sql : "(" + sql + ")";
  }

  List<String> names() {
    return columns.stream().map(Column::name).toList();
  }

  List<Column> numeric() {
    return columns.stream().filter(Column::numeric).toList();
  }

  List<Column> keys() {
    return columns.stream()
        .filter(c -> c.time() == Time.NONE && !c.type().startsWith("DOUBLE"))
        .toList();
  }

  Optional<Column> rowtime() {
    return columns.stream().filter(c -> c.time() == Time.ROWTIME).findFirst();
  }

  Optional<Column> timeAttribute() {
    return columns.stream().filter(c -> c.time() != Time.NONE).findFirst();
  }
}
