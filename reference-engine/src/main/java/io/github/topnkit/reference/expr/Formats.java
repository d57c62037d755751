package io.github.topnkit.reference.expr;

import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoField;
import java.time.temporal.TemporalAccessor;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/** Java-time patterns as Flink's DATE_FORMAT and TO_TIMESTAMP use them, compiled once each. */
final class Formats {

  private static final int MAX_CACHED = 256;
  private static final Map<String, DateTimeFormatter> CACHE = new ConcurrentHashMap<>();

  private Formats() {}

  static String format(LocalDateTime t, String pattern) {
    return formatter(pattern).format(t);
  }

  /**
   * A timestamp parsed with a pattern; fields the pattern lacks default to the start of the day or
   * the first of the month, as Flink's {@code DateTimeUtils.parseTimestampData}; NULL on failure.
   */
  static LocalDateTime parse(String s, String pattern) {
    TemporalAccessor t;
    try {
      t = formatter(pattern).parse(s);
    } catch (RuntimeException e) {
      return null;
    }
    int year = get(t, ChronoField.YEAR, 1970);
    int month = get(t, ChronoField.MONTH_OF_YEAR, 1);
    int day = get(t, ChronoField.DAY_OF_MONTH, 1);
    int hour = get(t, ChronoField.HOUR_OF_DAY, 0);
    int minute = get(t, ChronoField.MINUTE_OF_HOUR, 0);
    int second = get(t, ChronoField.SECOND_OF_MINUTE, 0);
    int nano = get(t, ChronoField.NANO_OF_SECOND, 0);
    try {
      return LocalDateTime.of(
          LocalDate.of(year, month, day), LocalTime.of(hour, minute, second, nano));
    } catch (RuntimeException e) {
      return null;
    }
  }

  private static int get(TemporalAccessor t, ChronoField field, int otherwise) {
    return t.isSupported(field) ? t.get(field) : otherwise;
  }

  private static DateTimeFormatter formatter(String pattern) {
    DateTimeFormatter f = CACHE.get(pattern);
    if (f == null) {
      f = DateTimeFormatter.ofPattern(pattern, Locale.US);
      if (CACHE.size() < MAX_CACHED) {
        CACHE.put(pattern, f);
      }
    }
    return f;
  }
}
