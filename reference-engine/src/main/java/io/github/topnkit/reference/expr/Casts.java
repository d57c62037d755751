package io.github.topnkit.reference.expr;

import io.github.topnkit.linter.catalog.SqlType;
import io.github.topnkit.linter.catalog.TypeRoot;
import io.github.topnkit.linter.plan.Expr;
import java.math.BigDecimal;
import java.util.Locale;
import java.util.function.Function;

/**
 * CAST between the supported types with Flink's (non-legacy) cast rules: numbers narrow like Java,
 * DECIMAL rounds HALF_UP and overflows to NULL, strings are trimmed and parsed strictly (a failed
 * parse fails the job), CHAR(n) pads and VARCHAR(n) truncates.
 */
final class Casts {

  private Casts() {}

  static Evaluator of(Expr.Call call, Compiler c) {
    Expr value = call.operand(0);
    if (!call.type().isKnown()) {
      throw Compiler.unsupported("CAST to this type", call);
    }
    return to(c.compile(value), value.type(), call.type(), call, c);
  }

  /** {@code e}, of type {@code from}, cast to {@code to}. */
  static Evaluator to(Evaluator e, SqlType from, SqlType to, Expr at, Compiler c) {
    Function<Object, Object> f = function(from, to, at, c);
    if (f == null) {
      return e;
    }
    return row -> {
      Object v = e.eval(row);
      return v == null ? null : f.apply(v);
    };
  }

  /** The conversion of a non-null value; null when the value needs none. */
  private static Function<Object, Object> function(SqlType from, SqlType to, Expr at, Compiler c) {
    TypeRoot f = from.root();
    TypeRoot t = to.root();
    if (f == TypeRoot.NULL) {
      return null;
    }
    if (t.isCharacter()) {
      if (t == TypeRoot.VARCHAR && to.precision() == 1) {
        // The linter reads a bare VARCHAR as VARCHAR(1), but Flink casts to STRING then: the
        // two cannot be told apart here, and truncating could be a wrong answer.
        throw Compiler.unsupported("CAST to VARCHAR(1) or VARCHAR without a length", at);
      }
      Function<Object, String> text = TextForms.of(from, c.zone(), at);
      return length(text, to);
    }
    if (t.isNumeric()) {
      return toNumber(f, to, at);
    }
    return switch (t) {
      case BOOLEAN -> toBoolean(f, at);
      case TIMESTAMP -> Times.toTimestamp(from, to.precision(), c.zone(), at);
      case TIMESTAMP_LTZ -> Times.toTimestampLtz(from, to.precision(), c.zone(), at);
      case DATE -> Times.toDate(from, c.zone(), at);
      case TIME -> Times.toTime(from, to.precision(), at);
      default -> throw Compiler.unsupported("CAST from " + from + " to " + to, at);
    };
  }

  /** CHAR(n) pads with spaces and VARCHAR(n) truncates, as Flink does since 1.15. */
  private static Function<Object, Object> length(Function<Object, String> text, SqlType to) {
    // A CHAR without a length is CHAR(1) in Flink.
    int n = to.root() == TypeRoot.CHAR ? Math.max(1, to.precision()) : to.precision();
    if (to.root() == TypeRoot.CHAR) {
      return v -> {
        String s = text.apply(v);
        return s.length() >= n ? s.substring(0, n) : s + " ".repeat(n - s.length());
      };
    }
    if (n > 0 && n < Integer.MAX_VALUE) {
      return v -> {
        String s = text.apply(v);
        return s.length() > n ? s.substring(0, n) : s;
      };
    }
    return text::apply;
  }

  private static Function<Object, Object> toNumber(TypeRoot f, SqlType to, Expr at) {
    TypeRoot t = to.root();
    int precision = to.precision();
    int scale = to.scale();
    if (f.isNumeric()) {
      if (f == t && (t != TypeRoot.DECIMAL)) {
        return null;
      }
      return v -> Values.convert(v, t, precision, scale);
    }
    if (f == TypeRoot.BOOLEAN) {
      return v -> Values.convert((Boolean) v ? 1 : 0, t, precision, scale);
    }
    if (f.isCharacter()) {
      if (t == TypeRoot.DECIMAL) {
        return v -> NumberParser.decimal((String) v, precision, scale, at);
      }
      return v -> Values.convert(NumberParser.parse((String) v, t, at), t, precision, scale);
    }
    throw Compiler.unsupported("CAST from " + f + " to " + to, at);
  }

  private static Function<Object, Object> toBoolean(TypeRoot f, Expr at) {
    if (f == TypeRoot.BOOLEAN) {
      return null;
    }
    if (f.isNumeric()) {
      return v -> v instanceof BigDecimal d ? d.signum() != 0 : ((Number) v).doubleValue() != 0;
    }
    if (f.isCharacter()) {
      return v -> parseBoolean((String) v, at);
    }
    throw Compiler.unsupported("CAST from " + f + " to BOOLEAN", at);
  }

  /** Flink's {@code BinaryStringDataUtil.toBoolean} words. */
  private static Boolean parseBoolean(String s, Expr at) {
    return switch (s.trim().toLowerCase(Locale.ROOT)) {
      case "t", "true", "y", "yes", "1" -> Boolean.TRUE;
      case "f", "false", "n", "no", "0" -> Boolean.FALSE;
      default ->
          throw new EvaluationException(
              "org.apache.flink.table.api.TableException",
              "Cannot parse '" + s + "' as BOOLEAN.",
              at.span());
    };
  }
}
