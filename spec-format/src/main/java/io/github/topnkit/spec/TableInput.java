package io.github.topnkit.spec;

import static java.util.Objects.requireNonNull;

import java.util.List;

/** The input of one table: its rows and watermarks in order, and where the block starts. */
public record TableInput(String table, List<InputEvent> events, Position position) {

  public TableInput {
    requireNonNull(table, "table is null");
    events = List.copyOf(events);
    requireNonNull(position, "position is null");
  }
}
