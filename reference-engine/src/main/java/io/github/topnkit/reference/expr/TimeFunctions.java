package io.github.topnkit.reference.expr;

import io.github.topnkit.linter.catalog.SqlType;
import io.github.topnkit.linter.catalog.TypeRoot;
import io.github.topnkit.linter.plan.Expr;
import io.github.topnkit.linter.plan.Exprs;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.temporal.ChronoField;
import java.time.temporal.ChronoUnit;
import java.time.temporal.IsoFields;
import java.time.temporal.TemporalAccessor;
import java.time.temporal.TemporalField;
import org.apache.calcite.sql.SqlKind;

/**
 * Time arithmetic ({@code ts ± INTERVAL}), the date-part functions (HOUR(ts), ...) and
 * TO_TIMESTAMP, TO_DATE, TO_TIMESTAMP_LTZ, FROM_UNIXTIME, DATE_FORMAT.
 */
final class TimeFunctions {

  private static final long DAY_MILLIS = 86_400_000L;

  private TimeFunctions() {}

  /** {@code time ± interval} and {@code interval + time}. */
  static Evaluator plusInterval(Expr.Call call, Compiler c) {
    Expr time = call.operand(0);
    Expr interval = call.operand(1);
    if (call.kind() == SqlKind.PLUS && Compiler.isTime(interval.type().root())) {
      time = call.operand(1);
      interval = call.operand(0);
    }
    TypeRoot t = time.type().root();
    TypeRoot i = interval.type().root();
    boolean months = i == TypeRoot.INTERVAL_YEAR_MONTH;
    if (!Compiler.isTime(t)
        || (!months && i != TypeRoot.INTERVAL_DAY_TIME)
        || (call.kind() != SqlKind.PLUS && call.kind() != SqlKind.MINUS)
        || (t == TypeRoot.TIME && months)) {
      throw Compiler.unsupported(
          call.name() + " on " + time.type() + " and " + interval.type(), call);
    }
    long sign = call.kind() == SqlKind.MINUS ? -1 : 1;
    Evaluator a = c.compile(time);
    Evaluator b = c.compile(interval);
    ZoneId zone = c.zone();
    return row -> {
      Object v = a.eval(row);
      Object n = v == null ? null : b.eval(row);
      return n == null ? null : plus(v, sign * (Long) n, months, zone, call);
    };
  }

  private static Object plus(Object v, long amount, boolean months, ZoneId zone, Expr at) {
    if (v instanceof LocalDateTime t) {
      return months ? t.plusMonths(amount) : t.plus(amount, ChronoUnit.MILLIS);
    }
    if (v instanceof Instant t) {
      return months
          ? LocalDateTime.ofInstant(t, zone).plusMonths(amount).atZone(zone).toInstant()
          : t.plusMillis(amount);
    }
    if (v instanceof LocalDate d) {
      if (months) {
        return d.plusMonths(amount);
      }
      if (amount % DAY_MILLIS != 0) {
        throw Compiler.unsupported("DATE plus a part of a day", at);
      }
      return d.plusDays(amount / DAY_MILLIS);
    }
    return ((LocalTime) v).plus(amount, ChronoUnit.MILLIS);
  }

  /** YEAR(ts), HOUR(ts), ...: BIGINT parts of a DATE or TIMESTAMP, as Flink's EXTRACT. */
  static Evaluator datePart(Expr.Call call, Compiler c) {
    TemporalField field =
        switch (call.name()) {
          case "YEAR" -> ChronoField.YEAR;
          case "QUARTER" -> IsoFields.QUARTER_OF_YEAR;
          case "MONTH" -> ChronoField.MONTH_OF_YEAR;
          case "WEEK" -> IsoFields.WEEK_OF_WEEK_BASED_YEAR;
          case "DAYOFYEAR" -> ChronoField.DAY_OF_YEAR;
          case "DAYOFMONTH" -> ChronoField.DAY_OF_MONTH;
          case "DAYOFWEEK" -> ChronoField.DAY_OF_WEEK;
          case "HOUR" -> ChronoField.HOUR_OF_DAY;
          case "MINUTE" -> ChronoField.MINUTE_OF_HOUR;
          default -> ChronoField.SECOND_OF_MINUTE;
        };
    Expr arg = call.operand(0);
    TypeRoot root = arg.type().root();
    boolean timeField =
        ((ChronoField.HOUR_OF_DAY == field)
            || field == ChronoField.MINUTE_OF_HOUR
            || field == ChronoField.SECOND_OF_MINUTE);
    if (!(root.isTimestamp()
        || root == TypeRoot.DATE && !timeField
        || root == TypeRoot.TIME && timeField)) {
      throw Compiler.unsupported(call.name() + " of " + arg.type(), call);
    }
    // SQL numbers the days of the week from Sunday = 1; java.time from Monday = 1.
    boolean dayOfWeek = field == ChronoField.DAY_OF_WEEK;
    Evaluator a = c.compile(arg);
    ZoneId zone = c.zone();
    return row -> {
      Object v = a.eval(row);
      if (v == null) {
        return null;
      }
      // A TIMESTAMP_LTZ shows its parts in the session time zone.
      TemporalAccessor t =
          v instanceof Instant i ? LocalDateTime.ofInstant(i, zone) : (TemporalAccessor) v;
      long part = t.getLong(field);
      return dayOfWeek ? part % 7 + 1 : part;
    };
  }

  /** TO_TIMESTAMP(s [, format]): NULL when the string does not parse, as in Flink. */
  static Evaluator toTimestamp(Expr.Call call, Compiler c) {
    Evaluator s = stringArg(call, 0, c);
    if (call.operands().size() == 1) {
      return row -> {
        Object v = s.eval(row);
        LocalDateTime t = v == null ? null : Times.parseOrNull((String) v);
        return t == null ? null : Times.truncate(t, 3);
      };
    }
    Evaluator format = stringArg(call, 1, c);
    return row -> {
      Object v = s.eval(row);
      Object f = v == null ? null : format.eval(row);
      return f == null ? null : Formats.parse((String) v, (String) f);
    };
  }

  static Evaluator toDate(Expr.Call call, Compiler c) {
    Evaluator ts = toTimestamp(call, c);
    return row -> ts.eval(row) instanceof LocalDateTime t ? t.toLocalDate() : null;
  }

  /** TO_TIMESTAMP_LTZ(epoch, 0 | 3): seconds or milliseconds since the epoch. */
  static Evaluator toTimestampLtz(Expr.Call call, Compiler c) {
    Expr epoch = call.operand(0);
    long scale = 1000;
    if (call.operands().size() > 1) {
      // A precision that is not a constant is refused like any other than 0 or 3.
      long precision = Exprs.constantLong(call.operand(1)).orElse(-1);
      if (precision != 0 && precision != 3) {
        throw Compiler.unsupported("TO_TIMESTAMP_LTZ with this precision", call);
      }
      scale = precision == 0 ? 1000 : 1;
    }
    if (!epoch.type().root().isExactInteger()) {
      throw Compiler.unsupported("TO_TIMESTAMP_LTZ of " + epoch.type(), call);
    }
    long factor = scale;
    Evaluator a = c.compile(epoch);
    return row -> {
      Object v = a.eval(row);
      return v == null ? null : Instant.ofEpochMilli(((Number) v).longValue() * factor);
    };
  }

  /** FROM_UNIXTIME(seconds [, format]) in the session time zone. */
  static Evaluator fromUnixtime(Expr.Call call, Compiler c) {
    if (!call.operand(0).type().root().isExactInteger()) {
      throw Compiler.unsupported("FROM_UNIXTIME of " + call.operand(0).type(), call);
    }
    Evaluator a = c.compile(call.operand(0));
    Evaluator format =
        call.operands().size() > 1 ? stringArg(call, 1, c) : row -> "yyyy-MM-dd HH:mm:ss";
    ZoneId zone = c.zone();
    return row -> {
      Object v = a.eval(row);
      Object f = v == null ? null : format.eval(row);
      if (f == null) {
        return null;
      }
      LocalDateTime t =
          LocalDateTime.ofInstant(Instant.ofEpochSecond(((Number) v).longValue()), zone);
      return Formats.format(t, (String) f);
    };
  }

  /** DATE_FORMAT(timestamp or timestamp string, format); NULL for an unparsable string. */
  static Evaluator dateFormat(Expr.Call call, Compiler c) {
    Expr value = call.operand(0);
    TypeRoot root = value.type().root();
    Evaluator a = c.compile(value);
    Evaluator format = stringArg(call, 1, c);
    ZoneId zone = c.zone();
    if (!root.isTimestamp() && !root.isCharacter() && root != TypeRoot.DATE) {
      throw Compiler.unsupported("DATE_FORMAT of " + value.type(), call);
    }
    return row -> {
      Object v = a.eval(row);
      Object f = v == null ? null : format.eval(row);
      if (f == null) {
        return null;
      }
      LocalDateTime t;
      if (v instanceof LocalDateTime l) {
        t = l;
      } else if (v instanceof Instant i) {
        t = LocalDateTime.ofInstant(i, zone);
      } else if (v instanceof LocalDate d) {
        t = d.atStartOfDay();
      } else {
        t = Times.parseOrNull((String) v);
      }
      return t == null ? null : Formats.format(t, (String) f);
    };
  }

  private static Evaluator stringArg(Expr.Call call, int i, Compiler c) {
    SqlType type = call.operand(i).type();
    if (!type.root().isCharacter() && type.root() != TypeRoot.NULL) {
      throw Compiler.unsupported(call.name() + " of " + type, call);
    }
    return c.compile(call.operand(i));
  }
}
