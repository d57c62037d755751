package io.github.topnkit.linter.catalog;

import static java.util.Objects.requireNonNull;

import io.github.topnkit.linter.parse.Span;
import java.util.Optional;
import org.apache.calcite.sql.SqlNode;

/**
 * A column of a table as declared in DDL: physical, computed ({@code c AS expr}) or metadata, with
 * its type. Hidden columns (Confluent's {@code $rowtime}) are left out of {@code SELECT *}.
 *
 * @param expression the expression of a computed column; empty for the other kinds
 */
public record Column(
    String name, SqlType type, Kind kind, Optional<SqlNode> expression, boolean hidden, Span span) {

  /** How a column gets its values. */
  public enum Kind {
    PHYSICAL,
    COMPUTED,
    METADATA
  }

  public Column {
    requireNonNull(name, "name is null");
    requireNonNull(type, "type is null");
    requireNonNull(kind, "kind is null");
    requireNonNull(expression, "expression is null");
    requireNonNull(span, "span is null");
  }

  public Column withType(SqlType newType) {
    return new Column(name, newType, kind, expression, hidden, span);
  }
}
