package io.github.topnkit.reference.expr;

import io.github.topnkit.linter.catalog.SqlType;
import io.github.topnkit.linter.plan.Expr;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneId;
import java.util.function.Function;

/**
 * Values as CAST(.. AS STRING) renders them in Flink: {@code TRUE}, plain decimals, Java's double
 * form ({@code 2.5E10}) and timestamps as {@code yyyy-MM-dd HH:mm:ss} plus exactly the type's
 * fractional digits.
 */
final class TextForms {

  private TextForms() {}

  static Function<Object, String> of(SqlType from, ZoneId zone, Expr at) {
    int precision = Math.max(0, from.precision());
    return switch (from.root()) {
      case CHAR, VARCHAR -> v -> (String) v;
      case BOOLEAN -> v -> (Boolean) v ? "TRUE" : "FALSE";
      case TINYINT, SMALLINT, INTEGER, BIGINT, FLOAT, DOUBLE -> Object::toString;
      case DECIMAL -> v -> ((BigDecimal) v).toPlainString();
      case DATE -> Object::toString;
      case TIME -> v -> time((LocalTime) v, precision);
      case TIMESTAMP -> v -> timestamp((LocalDateTime) v, precision);
      case TIMESTAMP_LTZ -> v -> timestamp(LocalDateTime.ofInstant((Instant) v, zone), precision);
      default -> throw Compiler.unsupported("CAST from " + from + " to STRING", at);
    };
  }

  static String timestamp(LocalDateTime t, int precision) {
    StringBuilder out = new StringBuilder(19 + precision + 1);
    out.append(t.toLocalDate()).append(' ');
    appendTime(out, t.toLocalTime(), precision);
    return out.toString();
  }

  static String time(LocalTime t, int precision) {
    StringBuilder out = new StringBuilder(8 + precision + 1);
    appendTime(out, t, precision);
    return out.toString();
  }

  private static void appendTime(StringBuilder out, LocalTime t, int precision) {
    two(out, t.getHour()).append(':');
    two(out, t.getMinute()).append(':');
    two(out, t.getSecond());
    if (precision > 0) {
      String nanos = Integer.toString(t.getNano() + 1_000_000_000).substring(1);
      out.append('.').append(nanos, 0, Math.min(9, precision));
    }
  }

  private static StringBuilder two(StringBuilder out, int v) {
    return out.append(v < 10 ? "0" : "").append(v);
  }
}
