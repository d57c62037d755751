package io.github.topnkit.reference.rank;

import io.github.topnkit.linter.parse.Span;
import io.github.topnkit.reference.expr.UnsupportedFeatureException;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;

/** Reads a rowtime field as epoch milliseconds, TIMESTAMP as UTC, as Flink's row time is read. */
final class RowTime {

  private RowTime() {}

  static long millis(Object value, Span span) {
    if (value instanceof LocalDateTime t) {
      return t.toInstant(ZoneOffset.UTC).toEpochMilli();
    }
    if (value instanceof Instant i) {
      return i.toEpochMilli();
    }
    throw new UnsupportedFeatureException(
        "a NULL or non-timestamp rowtime is not supported by the reference engine", span);
  }
}
