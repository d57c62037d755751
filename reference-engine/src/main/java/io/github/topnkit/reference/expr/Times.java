package io.github.topnkit.reference.expr;

import io.github.topnkit.linter.catalog.SqlType;
import io.github.topnkit.linter.plan.Expr;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeFormatterBuilder;
import java.time.format.DateTimeParseException;
import java.time.temporal.ChronoField;
import java.time.temporal.TemporalAccessor;
import java.util.function.Function;

/** Casts to and from time types and Flink's lenient timestamp-string format. */
final class Times {

  /**
   * Flink's {@code DateTimeUtils} timestamp strings: a date, optionally followed by a space and a
   * time with seconds and an optional fraction ('T' and a time without seconds fail the CAST).
   */
  static final DateTimeFormatter TIMESTAMP_STRING =
      new DateTimeFormatterBuilder()
          .appendPattern("uuuu-M-d")
          .optionalStart()
          .appendLiteral(' ')
          .appendPattern("H:m:s")
          .optionalStart()
          .appendFraction(ChronoField.NANO_OF_SECOND, 0, 9, true)
          .optionalEnd()
          .optionalEnd()
          .toFormatter();

  private static final String PARSE_EXCEPTION = "java.time.format.DateTimeParseException";

  private Times() {}

  /** A timestamp string parsed as CAST does; null when it is not one. */
  static LocalDateTime parseOrNull(String s) {
    try {
      return parse(s.trim());
    } catch (DateTimeParseException e) {
      return null;
    }
  }

  static LocalDateTime parse(String s) {
    TemporalAccessor t = TIMESTAMP_STRING.parse(s);
    LocalDate date = LocalDate.from(t);
    if (!t.isSupported(ChronoField.HOUR_OF_DAY)) {
      return date.atStartOfDay();
    }
    return LocalDateTime.of(date, LocalTime.from(t));
  }

  /** Flink parses the string untrimmed: a leading space fails at index 0. */
  private static LocalDateTime parseOrFail(String s, Expr at) {
    try {
      return parse(s);
    } catch (DateTimeParseException e) {
      throw new EvaluationException(PARSE_EXCEPTION, e.getMessage(), at.span());
    }
  }

  /** Drops digits beyond {@code precision}; Flink truncates rather than rounds. */
  static LocalDateTime truncate(LocalDateTime t, int precision) {
    if (precision < 0 || precision >= 9) {
      return t;
    }
    int unit = (int) Math.pow(10, 9 - precision);
    return t.withNano(t.getNano() / unit * unit);
  }

  static Instant truncate(Instant t, int precision) {
    if (precision < 0 || precision >= 9) {
      return t;
    }
    int unit = (int) Math.pow(10, 9 - precision);
    return t.minusNanos(t.getNano() % unit);
  }

  static Function<Object, Object> toTimestamp(SqlType from, int precision, ZoneId zone, Expr at) {
    return switch (from.root()) {
      case TIMESTAMP ->
          from.precision() <= precision ? null : v -> truncate((LocalDateTime) v, precision);
      case TIMESTAMP_LTZ -> v -> truncate(LocalDateTime.ofInstant((Instant) v, zone), precision);
      case DATE -> v -> ((LocalDate) v).atStartOfDay();
      case CHAR, VARCHAR -> v -> truncate(parseOrFail((String) v, at), precision);
      default -> throw Compiler.unsupported("CAST from " + from + " to TIMESTAMP", at);
    };
  }

  static Function<Object, Object> toTimestampLtz(
      SqlType from, int precision, ZoneId zone, Expr at) {
    return switch (from.root()) {
      case TIMESTAMP_LTZ ->
          from.precision() <= precision ? null : v -> truncate((Instant) v, precision);
      case TIMESTAMP -> v -> truncate(((LocalDateTime) v).atZone(zone).toInstant(), precision);
      case DATE -> v -> ((LocalDate) v).atStartOfDay(zone).toInstant();
      case CHAR, VARCHAR ->
          v -> truncate(parseOrFail((String) v, at).atZone(zone).toInstant(), precision);
      default -> throw Compiler.unsupported("CAST from " + from + " to TIMESTAMP_LTZ", at);
    };
  }

  static Function<Object, Object> toDate(SqlType from, ZoneId zone, Expr at) {
    return switch (from.root()) {
      case DATE -> null;
      case TIMESTAMP -> v -> ((LocalDateTime) v).toLocalDate();
      case TIMESTAMP_LTZ -> v -> LocalDate.ofInstant((Instant) v, zone);
      case CHAR, VARCHAR -> v -> parseDate((String) v, at);
      default -> throw Compiler.unsupported("CAST from " + from + " to DATE", at);
    };
  }

  private static final DateTimeFormatter DATE_STRING = DateTimeFormatter.ofPattern("uuuu-M-d");

  /** A DATE string; Flink fails with a {@code DateTimeException} naming the untrimmed input. */
  private static LocalDate parseDate(String s, Expr at) {
    try {
      return LocalDate.parse(s.trim(), DATE_STRING);
    } catch (DateTimeParseException e) {
      throw new EvaluationException(
          "java.time.DateTimeException", "For input string: '" + s + "'.", at.span());
    }
  }

  static Function<Object, Object> toTime(SqlType from, int precision, Expr at) {
    int p = Math.max(0, precision);
    return switch (from.root()) {
      case TIME -> null;
      case TIMESTAMP -> v -> truncate((LocalDateTime) v, p).toLocalTime();
      case CHAR, VARCHAR ->
          v -> {
            try {
              return LocalTime.parse(((String) v).trim());
            } catch (DateTimeParseException e) {
              throw new EvaluationException(PARSE_EXCEPTION, e.getMessage(), at.span());
            }
          };
      default -> throw Compiler.unsupported("CAST from " + from + " to TIME", at);
    };
  }
}
