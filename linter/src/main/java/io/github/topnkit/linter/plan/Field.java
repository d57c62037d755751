package io.github.topnkit.linter.plan;

import static java.util.Objects.requireNonNull;

import io.github.topnkit.linter.catalog.SqlType;

/**
 * A named, typed field of a plan node's output row; hidden fields (Confluent's {@code $rowtime})
 * can be named but are left out of {@code SELECT *}.
 */
public record Field(String name, SqlType type, boolean hidden) {
  public Field {
    requireNonNull(name, "name is null");
    requireNonNull(type, "type is null");
  }

  public Field(String name, SqlType type) {
    this(name, type, false);
  }

  public Field withType(SqlType newType) {
    return new Field(name, newType, hidden);
  }

  public Field withName(String newName) {
    return new Field(newName, type, hidden);
  }
}
