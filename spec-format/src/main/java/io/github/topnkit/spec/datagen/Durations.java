package io.github.topnkit.spec.datagen;

import java.time.Duration;
import java.time.format.DateTimeParseException;
import java.time.temporal.ChronoUnit;
import java.util.Locale;
import java.util.Map;

/**
 * Reads durations as Flink's {@code TimeUtils.parseDuration} does: {@code 500} (milliseconds),
 * {@code 10 s}, {@code 5min}, {@code 1 h}, {@code 2 days}, or ISO-8601 ({@code PT10M}).
 */
final class Durations {

  private static final Map<String, ChronoUnit> UNITS =
      Map.ofEntries(
          Map.entry("d", ChronoUnit.DAYS),
          Map.entry("day", ChronoUnit.DAYS),
          Map.entry("days", ChronoUnit.DAYS),
          Map.entry("h", ChronoUnit.HOURS),
          Map.entry("hour", ChronoUnit.HOURS),
          Map.entry("hours", ChronoUnit.HOURS),
          Map.entry("min", ChronoUnit.MINUTES),
          Map.entry("m", ChronoUnit.MINUTES),
          Map.entry("minute", ChronoUnit.MINUTES),
          Map.entry("minutes", ChronoUnit.MINUTES),
          Map.entry("s", ChronoUnit.SECONDS),
          Map.entry("sec", ChronoUnit.SECONDS),
          Map.entry("second", ChronoUnit.SECONDS),
          Map.entry("seconds", ChronoUnit.SECONDS),
          Map.entry("ms", ChronoUnit.MILLIS),
          Map.entry("milli", ChronoUnit.MILLIS),
          Map.entry("millisecond", ChronoUnit.MILLIS),
          Map.entry("milliseconds", ChronoUnit.MILLIS),
          Map.entry("µs", ChronoUnit.MICROS),
          Map.entry("micro", ChronoUnit.MICROS),
          Map.entry("microsecond", ChronoUnit.MICROS),
          Map.entry("microseconds", ChronoUnit.MICROS),
          Map.entry("ns", ChronoUnit.NANOS),
          Map.entry("nano", ChronoUnit.NANOS),
          Map.entry("nanosecond", ChronoUnit.NANOS),
          Map.entry("nanoseconds", ChronoUnit.NANOS));

  private Durations() {}

  /**
   * Parses a duration.
   *
   * @throws IllegalArgumentException when the text is not a non-negative duration
   */
  static Duration parse(String text) {
    String t = text.strip();
    if (t.regionMatches(true, 0, "P", 0, 1)) {
      try {
        Duration iso = Duration.parse(t);
        if (iso.isNegative()) {
          throw new IllegalArgumentException("negative duration");
        }
        return iso;
      } catch (DateTimeParseException e) {
        throw new IllegalArgumentException(t, e);
      }
    }
    int digits = 0;
    while (digits < t.length() && t.charAt(digits) >= '0' && t.charAt(digits) <= '9') {
      digits++;
    }
    if (digits == 0) {
      throw new IllegalArgumentException("no number in " + t);
    }
    long amount = Long.parseLong(t.substring(0, digits));
    String label = t.substring(digits).strip().toLowerCase(Locale.ROOT);
    if (label.isEmpty()) {
      return Duration.ofMillis(amount);
    }
    ChronoUnit unit = UNITS.get(label);
    if (unit == null) {
      throw new IllegalArgumentException("unknown unit " + label);
    }
    return Duration.of(amount, unit);
  }
}
