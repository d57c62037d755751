package io.github.topnkit.linter.plan;

import io.github.topnkit.linter.catalog.TableDef;
import io.github.topnkit.linter.parse.Span;
import java.util.List;

/**
 * Reads a table. {@code table} is null when the name is unknown; its row type then holds every
 * column name the query uses, with unknown types, so the rest of the query can still be analyzed.
 */
public record TableScan(TableDef table, List<String> name, RowType rowType, Span span)
    implements RelNode {

  public TableScan {
    name = List.copyOf(name);
  }

  public boolean isKnown() {
    return table != null;
  }

  @Override
  public List<RelNode> inputs() {
    return List.of();
  }
}
