package io.github.topnkit.reference.expr;

import io.github.topnkit.linter.catalog.TypeRoot;
import io.github.topnkit.linter.plan.Expr;
import java.math.BigDecimal;

/**
 * Parses strings into numbers as Flink's {@code BinaryStringDataUtil} does for CAST: surrounding
 * whitespace is ignored, an integer may carry a fraction that is truncated ({@code '12.5'} is 12),
 * anything else fails the job with a {@code NumberFormatException}.
 */
final class NumberParser {

  private static final String NUMBER_FORMAT = "java.lang.NumberFormatException";

  private NumberParser() {}

  static Number parse(String s, TypeRoot target, Expr at) {
    return switch (target) {
      case TINYINT -> (byte) integer(s, Byte.MIN_VALUE, Byte.MAX_VALUE, at);
      case SMALLINT -> (short) integer(s, Short.MIN_VALUE, Short.MAX_VALUE, at);
      case INTEGER -> (int) integer(s, Integer.MIN_VALUE, Integer.MAX_VALUE, at);
      case BIGINT -> integer(s, Long.MIN_VALUE, Long.MAX_VALUE, at);
      case FLOAT, DOUBLE -> floating(s, at);
      default -> decimal(s, Values.MAX_PRECISION, 18, at);
    };
  }

  private static long integer(String raw, long min, long max, Expr at) {
    String s = raw.trim();
    if (s.isEmpty()) {
      throw new EvaluationException(
          NUMBER_FORMAT, "For input string: ''. Input is empty.", at.span());
    }
    int i = 0;
    boolean negative = false;
    if (!s.isEmpty() && (s.charAt(0) == '-' || s.charAt(0) == '+')) {
      negative = s.charAt(0) == '-';
      i++;
    }
    if (i == s.length()) {
      throw invalid(s, at);
    }
    long v = 0;
    for (; i < s.length() && s.charAt(i) != '.'; i++) {
      int digit = Character.digit(s.charAt(i), 10);
      if (digit < 0) {
        throw invalid(s, at);
      }
      try {
        v = Math.addExact(Math.multiplyExact(v, 10), negative ? -digit : digit);
      } catch (ArithmeticException e) {
        v = negative ? Long.MIN_VALUE : Long.MAX_VALUE;
        min = Long.MIN_VALUE + 1;
        max = Long.MAX_VALUE - 1;
      }
      if (v < min || v > max) {
        throw new EvaluationException(
            NUMBER_FORMAT, "For input string: '" + s + "'. Overflow.", at.span());
      }
    }
    for (i++; i < s.length(); i++) {
      if (Character.digit(s.charAt(i), 10) < 0) {
        throw invalid(s, at);
      }
    }
    return v;
  }

  private static EvaluationException invalid(String s, Expr at) {
    return new EvaluationException(
        NUMBER_FORMAT, "For input string: '" + s + "'. Invalid character found.", at.span());
  }

  private static Double floating(String s, Expr at) {
    try {
      return Double.parseDouble(s);
    } catch (NumberFormatException e) {
      throw new EvaluationException(NUMBER_FORMAT, e.getMessage(), at.span());
    }
  }

  /**
   * A DECIMAL(precision, scale) string; unlike a number cast to DECIMAL, a string that does not fit
   * fails the job (Flink reports it, and an unparsable one, as an overflow, untrimmed).
   */
  static BigDecimal decimal(String s, int precision, int scale, Expr at) {
    BigDecimal parsed;
    try {
      parsed = new BigDecimal(s.trim());
    } catch (NumberFormatException e) {
      parsed = null;
    }
    BigDecimal fitted = parsed == null ? null : Values.fit(parsed, precision, scale);
    if (fitted == null) {
      throw new EvaluationException(
          NUMBER_FORMAT, "For input string: '" + s + "'. Overflow.", at.span());
    }
    return fitted;
  }
}
