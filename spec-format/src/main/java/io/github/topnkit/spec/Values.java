package io.github.topnkit.spec;

import io.github.topnkit.linter.catalog.SqlType;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeFormatterBuilder;
import java.time.format.DateTimeParseException;
import java.time.temporal.ChronoField;
import java.util.Locale;

/**
 * Reads and writes the values of rows in spec files, typed by SQL type. Written values are Flink
 * SQL literals without quotes ({@code 2020-04-15 08:05:00}, {@code 4.00}); Flink's print notation
 * ({@code 2020-04-15T08:05}) is read too, so a print sink's output can be pasted in.
 */
public final class Values {

  /** Both {@code 2020-04-15 08:05:00[.123]} and {@code 2020-04-15T08:05[:00[.123]]}. */
  private static final DateTimeFormatter TIMESTAMP_IN =
      new DateTimeFormatterBuilder()
          .append(DateTimeFormatter.ISO_LOCAL_DATE)
          .optionalStart()
          .appendLiteral(' ')
          .optionalEnd()
          .optionalStart()
          .appendLiteral('T')
          .optionalEnd()
          .append(DateTimeFormatter.ISO_LOCAL_TIME)
          .toFormatter(Locale.ROOT);

  private static final DateTimeFormatter TIME_OUT =
      new DateTimeFormatterBuilder()
          .appendPattern("HH:mm:ss")
          .optionalStart()
          .appendFraction(ChronoField.NANO_OF_SECOND, 0, 9, true)
          .optionalEnd()
          .toFormatter(Locale.ROOT);

  /** Flink's precision of a DECIMAL declared without one. */
  private static final int DEFAULT_DECIMAL_PRECISION = 10;

  /** Flink's precision of a TIMESTAMP or TIMESTAMP_LTZ declared without one. */
  private static final int DEFAULT_TIMESTAMP_PRECISION = 6;

  private Values() {}

  /**
   * Parses one unquoted or unquoted-from-quotes value of the given type; {@code quoted} tells a
   * quoted {@code 'null'} (the string) from NULL.
   *
   * @param zone the session time zone, for TIMESTAMP_LTZ
   * @throws IllegalArgumentException with a message that names the type and the text
   */
  public static Object parse(String text, boolean quoted, SqlType type, ZoneId zone) {
    if (!quoted && text.equalsIgnoreCase("null")) {
      return null;
    }
    String t = quoted ? text : text.strip();
    try {
      return switch (type.root()) {
        case BOOLEAN -> parseBoolean(t);
        case TINYINT -> Byte.parseByte(t);
        case SMALLINT -> Short.parseShort(t);
        case INTEGER -> Integer.parseInt(t);
        case BIGINT -> Long.parseLong(t);
        case FLOAT -> Float.parseFloat(t);
        case DOUBLE -> Double.parseDouble(t);
        case DECIMAL -> decimal(t, type);
        case CHAR, VARCHAR -> text;
        case DATE -> LocalDate.parse(t);
        case TIME -> LocalTime.parse(t);
        case TIMESTAMP -> timestamp(t, type);
        case TIMESTAMP_LTZ -> timestamp(t, type).atZone(zone).toInstant();
        default ->
            throw new IllegalArgumentException(
                "values of type " + type.materialized() + " are not supported in spec rows");
      };
    } catch (NumberFormatException | DateTimeParseException e) {
      throw new IllegalArgumentException(
          "'"
              + text
              + "' is not a "
              + type.materialized().withNullable(true)
              + " value"
              + hint(type));
    }
  }

  /** Writes a value as a spec file shows it; strings are quoted only where they must be. */
  public static String format(Object value, ZoneId zone) {
    if (value == null) {
      return "null";
    }
    if (value instanceof String s) {
      return needsQuotes(s) ? "'" + s.replace("'", "''") + "'" : s;
    }
    if (value instanceof LocalDateTime ts) {
      return ts.toLocalDate() + " " + TIME_OUT.format(ts.toLocalTime());
    }
    if (value instanceof Instant instant) {
      return format(LocalDateTime.ofInstant(instant, zone), zone);
    }
    if (value instanceof LocalTime time) {
      return TIME_OUT.format(time);
    }
    if (value instanceof BigDecimal d) {
      return d.toPlainString();
    }
    return String.valueOf(value);
  }

  /** Whether two values are equal for a comparison: decimals by value, the rest by equals. */
  public static boolean same(Object expected, Object actual) {
    if (expected instanceof BigDecimal a && actual instanceof BigDecimal b) {
      return a.compareTo(b) == 0;
    }
    return java.util.Objects.equals(expected, actual);
  }

  /** A string that would read differently without quotes. */
  static boolean needsQuotes(String s) {
    return s.isEmpty()
        || s.equalsIgnoreCase("null")
        || !s.equals(s.strip())
        || s.chars().anyMatch(c -> c == ',' || c == '[' || c == ']' || c == '\'' || c == '"')
        || s.chars().anyMatch(c -> c == '\n' || c == '\r');
  }

  private static Boolean parseBoolean(String t) {
    if (t.equalsIgnoreCase("true")) {
      return Boolean.TRUE;
    }
    if (t.equalsIgnoreCase("false")) {
      return Boolean.FALSE;
    }
    throw new NumberFormatException(t);
  }

  private static BigDecimal decimal(String t, SqlType type) {
    BigDecimal d = new BigDecimal(t);
    int scale = Math.max(0, type.scale());
    if (d.scale() > scale) {
      throw new IllegalArgumentException(
          "'" + t + "' has more than " + scale + " decimal places for " + type.materialized());
    }
    // Flink keeps the declared scale: 4 in a DECIMAL(10, 2) column is 4.00.
    BigDecimal scaled = d.setScale(scale, RoundingMode.UNNECESSARY);
    int precision = type.precision() < 0 ? DEFAULT_DECIMAL_PRECISION : type.precision();
    if (scaled.precision() > precision) {
      throw new IllegalArgumentException(
          "'" + t + "' has too many digits for " + type.materialized().withNullable(true));
    }
    return scaled;
  }

  private static LocalDateTime timestamp(String t, SqlType type) {
    LocalDateTime ts = LocalDateTime.parse(t, TIMESTAMP_IN);
    int precision = type.precision() < 0 ? DEFAULT_TIMESTAMP_PRECISION : type.precision();
    if (fractionDigits(ts.getNano()) > precision) {
      throw new IllegalArgumentException(
          "'"
              + t
              + "' has more than "
              + precision
              + " fractional second digits for "
              + type.materialized().withNullable(true));
    }
    return ts;
  }

  private static int fractionDigits(int nanos) {
    if (nanos == 0) {
      return 0;
    }
    int digits = 9;
    for (int n = nanos; n % 10 == 0; n /= 10) {
      digits--;
    }
    return digits;
  }

  private static String hint(SqlType type) {
    return switch (type.root()) {
      case TIMESTAMP, TIMESTAMP_LTZ -> " (write 2020-04-15 08:05:00 or 2020-04-15 08:05:00.123)";
      case DATE -> " (write 2020-04-15)";
      case TIME -> " (write 08:05:00)";
      case BOOLEAN -> " (write true or false)";
      default -> "";
    };
  }
}
