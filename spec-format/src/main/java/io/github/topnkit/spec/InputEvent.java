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
   * A {@code watermark <timestamp>} line. The text is read like the table's rowtime: as UTC for a
   * TIMESTAMP rowtime, in the session time zone for TIMESTAMP_LTZ; {@code timestamp} is the
   * watermark's instant as a UTC date-time, so its epoch milliseconds are {@code
   * timestamp.toInstant(ZoneOffset.UTC).toEpochMilli()} for either kind.
   */
  record Watermark(LocalDateTime timestamp, Position position) implements InputEvent {
    public Watermark {
      requireNonNull(timestamp, "timestamp is null");
      requireNonNull(position, "position is null");
    }
  }
}
