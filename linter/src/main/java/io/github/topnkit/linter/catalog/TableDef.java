package io.github.topnkit.linter.catalog;

import static java.util.Objects.requireNonNull;

import io.github.topnkit.linter.parse.Span;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apache.calcite.sql.SqlNode;

/**
 * A table or view known from DDL: its columns, primary key, watermark, options and connector; a
 * view keeps its query, which is planned where the view is used.
 *
 * @param viewQuery the query of a view; empty for a table
 */
public record TableDef(
    List<String> path,
    List<Column> columns,
    List<String> primaryKey,
    Optional<Watermark> watermark,
    Map<String, String> options,
    Connector connector,
    Optional<SqlNode> viewQuery,
    List<String> viewColumnNames,
    Span span,
    String file) {

  public TableDef {
    path = List.copyOf(path);
    columns = List.copyOf(columns);
    primaryKey = List.copyOf(primaryKey);
    requireNonNull(watermark, "watermark is null");
    options = Map.copyOf(options);
    requireNonNull(connector, "connector is null");
    requireNonNull(viewQuery, "viewQuery is null");
    viewColumnNames = List.copyOf(viewColumnNames);
    requireNonNull(span, "span is null");
    file = file == null ? "" : file;
    if (path.isEmpty()) {
      throw new IllegalArgumentException("a table needs a name");
    }
  }

  /** The last part of the table's path, its name within its database. */
  public String name() {
    return path.get(path.size() - 1);
  }

  public boolean isView() {
    return viewQuery.isPresent();
  }

  public Optional<Column> column(String columnName) {
    return columns.stream().filter(c -> c.name().equals(columnName)).findFirst();
  }

  public boolean hasPrimaryKey() {
    return !primaryKey.isEmpty();
  }
}
