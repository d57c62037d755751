package io.github.topnkit.spec.parse;

import io.github.topnkit.spec.SqlBlock;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The tables of a {@code tables} key in order; {@code complete} is false when a statement could not
 * be read, so a table that seems missing may only be unreadable.
 */
record TableSet(List<DdlEntry> entries, boolean complete) {

  static final TableSet EMPTY = new TableSet(List.of(), true);

  TableSet {
    entries = List.copyOf(entries);
  }

  /** This set with the other's tables replacing those of the same name, in place. */
  TableSet overriddenBy(TableSet other) {
    Map<String, DdlEntry> merged = new LinkedHashMap<>();
    entries.forEach(e -> merged.put(e.name(), e));
    other.entries.forEach(e -> merged.put(e.name(), e));
    return new TableSet(new ArrayList<>(merged.values()), complete && other.complete);
  }

  Map<String, SqlBlock> blocks() {
    Map<String, SqlBlock> blocks = new LinkedHashMap<>();
    entries.forEach(e -> blocks.put(e.name(), e.block()));
    return blocks;
  }
}
