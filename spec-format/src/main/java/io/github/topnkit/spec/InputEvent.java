package io.github.topnkit.spec;

import static java.util.Objects.requireNonNull;

import java.time.LocalDateTime;

/** One line of a table's input: a typed row or an explicit watermark. */
public sealed interface InputEvent {

  Position position();

  /** A row of the input, typed by the table's physical columns. */
  record Row(SpecRow row, Position position) implements InputEvent {
    public Row {
      requireNonNull(row, "row is null");
      requireNonNull(position, "position is null");
    }
  }

  /**
   * A {@code watermark <timestamp>} line, with the timestamp as written. It is read like the
   * table's rowtime: as UTC for a TIMESTAMP rowtime, in the session time zone for TIMESTAMP_LTZ.
   */
  record Watermark(LocalDateTime timestamp, Position position) implements InputEvent {
    public Watermark {
      requireNonNull(timestamp, "timestamp is null");
      requireNonNull(position, "position is null");
    }
  }
}
