package io.github.topnkit.reference.window;

import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.zone.ZoneRules;

/**
 * Time conversions of window operators, as Flink's {@code TimeWindowUtil}: windows of a
 * TIMESTAMP_LTZ time column are computed on the session time zone's wall clock (the "shift time
 * zone") and fire when the watermark, an epoch instant, passes their end in that zone; windows of a
 * TIMESTAMP column are computed and fired on the value read as UTC.
 */
public final class WindowTimes {

  private WindowTimes() {}

  /** The wall-clock millis a time value is windowed at, or {@link Long#MIN_VALUE} for NULL. */
  public static long windowingMillis(Object value, ZoneId zone) {
    if (value instanceof LocalDateTime t) {
      return t.toInstant(ZoneOffset.UTC).toEpochMilli();
    }
    if (value instanceof Instant i) {
      if (zone instanceof ZoneOffset offset) {
        // ZoneOffset.getRules() builds new rules on every call: add the offset instead.
        return i.toEpochMilli() + offset.getTotalSeconds() * 1000L;
      }
      ZoneRules rules = zone.getRules();
      if (rules.isFixedOffset()) {
        // The common case (UTC) without building a LocalDateTime per row.
        return i.toEpochMilli() + rules.getOffset(i).getTotalSeconds() * 1000L;
      }
      return LocalDateTime.ofInstant(i, zone).toInstant(ZoneOffset.UTC).toEpochMilli();
    }
    if (value == null) {
      return Long.MIN_VALUE;
    }
    throw new IllegalArgumentException("not a time value: " + value.getClass().getName());
  }

  /** A window bound as the TIMESTAMP(3) value of window_start or window_end. */
  public static LocalDateTime timestamp(long millis) {
    return LocalDateTime.ofEpochSecond(
        Math.floorDiv(millis, 1000L),
        (int) Math.floorMod(millis, 1000L) * 1_000_000,
        ZoneOffset.UTC);
  }

  /** The millis of a window_start or window_end value. */
  static long millis(Object bound) {
    return ((LocalDateTime) bound).toInstant(ZoneOffset.UTC).toEpochMilli();
  }

  /**
   * The watermark at which a window ending at {@code end} fires: its max timestamp {@code end - 1},
   * for LTZ windows converted from the zone's wall clock to an epoch instant ({@code
   * TimeWindowUtil.toEpochMillsForTimer}).
   */
  static long triggerTime(long end, boolean ltz, ZoneId zone) {
    long max = end - 1;
    if (!ltz) {
      return max;
    }
    return timestamp(max).atZone(zone).toInstant().toEpochMilli();
  }

  /** The window_time value: a rowtime one millisecond before the end, of the time column's type. */
  public static Object windowTime(long end, boolean ltz, ZoneId zone) {
    LocalDateTime max = timestamp(end - 1);
    return ltz ? max.atZone(zone).toInstant() : max;
  }
}
