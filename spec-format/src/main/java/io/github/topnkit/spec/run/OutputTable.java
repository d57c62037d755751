package io.github.topnkit.spec.run;

import static java.util.Objects.requireNonNull;

import io.github.topnkit.linter.catalog.SqlType;
import io.github.topnkit.spec.SpecRow;
import java.util.List;

/**
 * What one output received: a query's result or a sink's input, with its columns, its primary key
 * (empty when none) and the changelog rows in arrival order.
 */
public record OutputTable(
    String name, List<Column> columns, List<String> primaryKey, List<SpecRow> rows) {

  public OutputTable {
    requireNonNull(name, "name is null");
    columns = List.copyOf(columns);
    primaryKey = List.copyOf(primaryKey);
    rows = List.copyOf(rows);
  }

  /** An output column and its type. */
  public record Column(String name, SqlType type) {}
}
