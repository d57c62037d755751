package io.github.topnkit.linter.model;

import io.github.topnkit.linter.catalog.TableDef;
import io.github.topnkit.linter.parse.Span;
import java.util.List;

/**
 * The table an INSERT writes to; {@code table} is null when it is not declared. {@code onConflict}
 * holds Flink 2.3's ON CONFLICT behavior, or null.
 */
public record SinkTarget(TableDef table, List<String> name, Span span, String onConflict) {

  public SinkTarget {
    name = List.copyOf(name);
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
