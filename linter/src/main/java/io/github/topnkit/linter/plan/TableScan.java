package io.github.topnkit.linter.plan;

import static java.util.Objects.requireNonNull;

import io.github.topnkit.linter.catalog.TableDef;
import io.github.topnkit.linter.parse.Span;
import java.util.List;
import java.util.Optional;

/**
 * Reads a table. {@code table} is empty when the name is unknown; its row type then holds every
 * column name the query uses, with unknown types, so the rest of the query can still be analyzed.
 */
public record TableScan(Optional<TableDef> table, List<String> name, RowType rowType, Span span)
    implements RelNode {

  public TableScan {
    requireNonNull(table, "table is null");
    name = List.copyOf(name);
  }

  public boolean isKnown() {
    return table.isPresent();
  }

  @Override
  public List<RelNode> inputs() {
    return List.of();
  }
}
