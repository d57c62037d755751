package io.github.topnkit.linter.model;

import static java.util.Objects.requireNonNull;

import io.github.topnkit.linter.catalog.TableDef;
import io.github.topnkit.linter.parse.Span;
import java.util.List;
import java.util.Optional;

/**
 * The table an INSERT writes to: its declaration when the script or the schema files have one, the
 * columns the INSERT lists when it lists them, and Flink 2.3's ON CONFLICT behavior when the INSERT
 * states one.
 */
public record SinkTarget(
    Optional<TableDef> table,
    List<String> name,
    Span span,
    Optional<String> onConflict,
    Optional<List<String>> columns) {

  public SinkTarget {
    requireNonNull(table, "table is null");
    requireNonNull(onConflict, "onConflict is null");
    requireNonNull(columns, "columns is null");
    name = List.copyOf(name);
    columns = columns.map(List::copyOf);
  }

  /** A target whose INSERT lists no columns. */
  public SinkTarget(
      Optional<TableDef> table, List<String> name, Span span, Optional<String> onConflict) {
    this(table, name, span, onConflict, Optional.empty());
  }

  /** The sink's name as Flink prints it in errors. */
  public String qualifiedName() {
    if (name.size() >= 3) {
      return String.join(".", name);
    }
    if (name.size() == 2) {
      return "default_catalog." + String.join(".", name);
    }
    return "default_catalog.default_database." + name.get(0);
  }
}
