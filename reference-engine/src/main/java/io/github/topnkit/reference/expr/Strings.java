package io.github.topnkit.reference.expr;

import io.github.topnkit.linter.catalog.SqlType;
import io.github.topnkit.linter.catalog.TypeRoot;
import io.github.topnkit.linter.plan.Expr;
import java.util.Locale;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.regex.Pattern;

/** Flink's string functions: ||, CONCAT, CONCAT_WS, UPPER, LOWER, TRIM, SUBSTRING, LIKE, ... */
final class Strings {

  private Strings() {}

  static Evaluator like(Expr.Call call, Compiler c) {
    Evaluator value = string(call.operand(0), c, call);
    Evaluator pattern = string(call.operand(1), c, call);
    Evaluator escape = call.operands().size() > 2 ? string(call.operand(2), c, call) : row -> "";
    boolean negated = call.name().toUpperCase(Locale.ROOT).startsWith("NOT");
    Predicate<String> constant = constantLike(call);
    if (constant != null) {
      return row -> {
        Object v = value.eval(row);
        return v == null ? null : constant.test((String) v) != negated;
      };
    }
    Object[] cache = new Object[3];
    return row -> {
      Object v = value.eval(row);
      Object p = v == null ? null : pattern.eval(row);
      Object e = p == null ? null : escape.eval(row);
      if (e == null) {
        return null;
      }
      // Patterns are nearly always constant: recompile only when one changes.
      if (!p.equals(cache[0]) || !e.equals(cache[1])) {
        cache[2] = Pattern.compile(likeRegex((String) p, (String) e), Pattern.DOTALL);
        cache[0] = p;
        cache[1] = e;
      }
      return ((Pattern) cache[2]).matcher((String) v).matches() != negated;
    };
  }

  /**
   * The match of a literal pattern without escape, compiled once; the common shapes ({@code abc%},
   * {@code %abc}, {@code %abc%}) avoid regular expressions.
   */
  private static Predicate<String> constantLike(Expr.Call call) {
    if (call.operands().size() > 2
        || !(call.operand(1) instanceof Expr.Lit lit)
        || !(lit.value() instanceof String p)) {
      return null;
    }
    String inner =
        p.length() >= 2 && p.startsWith("%") && p.endsWith("%")
            ? p.substring(1, p.length() - 1)
            : null;
    if (inner != null && isPlain(inner)) {
      return v -> v.contains(inner);
    }
    if (p.endsWith("%") && isPlain(p.substring(0, p.length() - 1))) {
      String prefix = p.substring(0, p.length() - 1);
      return v -> v.startsWith(prefix);
    }
    if (p.startsWith("%") && isPlain(p.substring(1))) {
      String suffix = p.substring(1);
      return v -> v.endsWith(suffix);
    }
    if (isPlain(p)) {
      return p::equals;
    }
    Pattern regex = Pattern.compile(likeRegex(p, ""), Pattern.DOTALL);
    return v -> regex.matcher(v).matches();
  }

  private static boolean isPlain(String s) {
    return s.indexOf('%') < 0 && s.indexOf('_') < 0;
  }

  /** The Java regex of a SQL LIKE pattern: {@code %} any run, {@code _} one character. */
  static String likeRegex(String pattern, String escape) {
    char esc = escape.isEmpty() ? 0 : escape.charAt(0);
    StringBuilder regex = new StringBuilder();
    for (int i = 0; i < pattern.length(); i++) {
      char ch = pattern.charAt(i);
      if (esc != 0 && ch == esc && i + 1 < pattern.length()) {
        regex.append(Pattern.quote(String.valueOf(pattern.charAt(++i))));
      } else if (ch == '%') {
        regex.append(".*");
      } else if (ch == '_') {
        regex.append('.');
      } else {
        regex.append(Pattern.quote(String.valueOf(ch)));
      }
    }
    return regex.toString();
  }

  /** Functions whose result is NULL when any argument is; the rest have their own rules. */
  static Evaluator of(Expr.Call call, Compiler c) {
    return switch (call.name()) {
      case "||", "CONCAT" -> concat(call, c);
      case "CONCAT_WS" -> concatWs(call, c);
      case "UPPER" -> unary(call, c, s -> s.toUpperCase(Locale.ROOT));
      case "LOWER" -> unary(call, c, s -> s.toLowerCase(Locale.ROOT));
      case "LTRIM" -> unary(call, c, s -> trim(s, " ", true, false));
      case "RTRIM" -> unary(call, c, s -> trim(s, " ", false, true));
      case "TRIM" -> trim(call, c);
      case "INITCAP" -> unary(call, c, Strings::initCap);
      case "REVERSE" -> unary(call, c, s -> new StringBuilder(s).reverse().toString());
      case "CHAR_LENGTH", "CHARACTER_LENGTH" ->
          unary(call, c, s -> s.codePointCount(0, s.length()));
      case "SUBSTRING", "SUBSTR" -> substring(call, c);
      case "POSITION" -> binary(call, c, (needle, s) -> s.indexOf(needle) + 1);
      case "REPLACE" -> replace(call, c);
      case "LPAD" -> pad(call, c, true);
      case "RPAD" -> pad(call, c, false);
      default -> throw Compiler.unsupported(call);
    };
  }

  private static Evaluator concat(Expr.Call call, Compiler c) {
    Evaluator[] args = strings(call, c, 0);
    return row -> {
      StringBuilder out = new StringBuilder();
      for (Evaluator a : args) {
        Object v = a.eval(row);
        if (v == null) {
          return null;
        }
        out.append((String) v);
      }
      return out.toString();
    };
  }

  /** CONCAT_WS skips NULL arguments; only a NULL separator makes it NULL. */
  private static Evaluator concatWs(Expr.Call call, Compiler c) {
    Evaluator separator = string(call.operand(0), c, call);
    Evaluator[] args = strings(call, c, 1);
    return row -> {
      Object sep = separator.eval(row);
      if (sep == null) {
        return null;
      }
      StringBuilder out = new StringBuilder();
      boolean first = true;
      for (Evaluator a : args) {
        Object v = a.eval(row);
        if (v != null) {
          if (!first) {
            out.append((String) sep);
          }
          out.append((String) v);
          first = false;
        }
      }
      return out.toString();
    };
  }

  private static Evaluator trim(Expr.Call call, Compiler c) {
    if (call.operands().size() != 3 || !(call.operand(0) instanceof Expr.Lit flag)) {
      throw Compiler.unsupported(call);
    }
    String mode = String.valueOf(flag.value()).toUpperCase(Locale.ROOT);
    boolean leading = !mode.equals("TRAILING");
    boolean trailing = !mode.equals("LEADING");
    Evaluator chars = string(call.operand(1), c, call);
    Evaluator value = string(call.operand(2), c, call);
    return row -> {
      Object set = chars.eval(row);
      Object s = set == null ? null : value.eval(row);
      return s == null ? null : trim((String) s, (String) set, leading, trailing);
    };
  }

  /** Removes any of the characters in {@code set} from the chosen ends. */
  private static String trim(String s, String set, boolean leading, boolean trailing) {
    int start = 0;
    int end = s.length();
    while (leading && start < end && set.indexOf(s.charAt(start)) >= 0) {
      start++;
    }
    while (trailing && end > start && set.indexOf(s.charAt(end - 1)) >= 0) {
      end--;
    }
    return s.substring(start, end);
  }

  private static String initCap(String s) {
    StringBuilder out = new StringBuilder(s.length());
    boolean start = true;
    for (int i = 0; i < s.length(); i++) {
      char ch = s.charAt(i);
      out.append(start ? Character.toTitleCase(ch) : Character.toLowerCase(ch));
      start = !Character.isLetterOrDigit(ch);
    }
    return out.toString();
  }

  /**
   * SUBSTRING(s, pos [, len]) as Flink's {@code BinaryStringDataUtil.substringSQL}: 1-based, 0
   * counts as 1, a negative start counts from the end, a negative length yields NULL.
   */
  private static Evaluator substring(Expr.Call call, Compiler c) {
    Evaluator value = string(call.operand(0), c, call);
    Evaluator pos = c.operand(call.operand(1), SqlType.INT);
    Evaluator len =
        call.operands().size() > 2
            ? c.operand(call.operand(2), SqlType.INT)
            : row -> Integer.MAX_VALUE;
    return row -> {
      Object s = value.eval(row);
      Object p = s == null ? null : pos.eval(row);
      Object l = p == null ? null : len.eval(row);
      return l == null ? null : substring((String) s, (Integer) p, (Integer) l);
    };
  }

  static String substring(String s, int pos, int length) {
    if (length < 0) {
      return null;
    }
    int n = s.length();
    int start;
    if (pos > 0) {
      start = pos - 1;
      if (start >= n) {
        return "";
      }
    } else if (pos < 0) {
      start = n + pos;
      if (start < 0) {
        return "";
      }
    } else {
      start = 0;
    }
    int end = n - start < length ? n : start + length;
    return s.substring(start, end);
  }

  private static Evaluator replace(Expr.Call call, Compiler c) {
    Evaluator value = string(call.operand(0), c, call);
    Evaluator from = string(call.operand(1), c, call);
    Evaluator to = string(call.operand(2), c, call);
    return row -> {
      Object s = value.eval(row);
      Object f = s == null ? null : from.eval(row);
      Object t = f == null ? null : to.eval(row);
      return t == null ? null : ((String) s).replace((String) f, (String) t);
    };
  }

  /** LPAD/RPAD as Flink's {@code SqlFunctionUtils}: NULL for a negative length or empty pad. */
  private static Evaluator pad(Expr.Call call, Compiler c, boolean left) {
    Evaluator value = string(call.operand(0), c, call);
    Evaluator len = c.operand(call.operand(1), SqlType.INT);
    Evaluator pad = string(call.operand(2), c, call);
    return row -> {
      Object s = value.eval(row);
      Object l = s == null ? null : len.eval(row);
      Object p = l == null ? null : pad.eval(row);
      return p == null ? null : pad((String) s, (Integer) l, (String) p, left);
    };
  }

  static String pad(String s, int length, String pad, boolean left) {
    if (length < 0 || pad.isEmpty()) {
      return null;
    }
    if (length <= s.length()) {
      return s.substring(0, length);
    }
    StringBuilder fill = new StringBuilder(length);
    while (fill.length() < length - s.length()) {
      fill.append(pad.charAt(fill.length() % pad.length()));
    }
    return left ? fill + s : s + fill;
  }

  private static Evaluator unary(Expr.Call call, Compiler c, Function<String, Object> f) {
    Evaluator a = string(call.operand(0), c, call);
    return row -> {
      Object v = a.eval(row);
      return v == null ? null : f.apply((String) v);
    };
  }

  private static Evaluator binary(
      Expr.Call call, Compiler c, BiFunction<String, String, Object> f) {
    Evaluator a = string(call.operand(0), c, call);
    Evaluator b = string(call.operand(1), c, call);
    return row -> {
      Object x = a.eval(row);
      Object y = x == null ? null : b.eval(row);
      return y == null ? null : f.apply((String) x, (String) y);
    };
  }

  private static Evaluator[] strings(Expr.Call call, Compiler c, int from) {
    Evaluator[] args = new Evaluator[call.operands().size() - from];
    for (int i = from; i < call.operands().size(); i++) {
      args[i - from] = string(call.operand(i), c, call);
    }
    return args;
  }

  /** A string operand; Flink's validator only accepts character strings (or NULL) here. */
  private static Evaluator string(Expr e, Compiler c, Expr.Call call) {
    TypeRoot root = e.type().root();
    if (!root.isCharacter() && root != TypeRoot.NULL) {
      throw Compiler.unsupported(call.name() + " of " + e.type(), call);
    }
    return c.compile(e);
  }
}
