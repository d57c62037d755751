package io.github.topnkit.reference.expr;

import io.github.topnkit.linter.catalog.SqlType;
import io.github.topnkit.linter.catalog.TypeRoot;
import io.github.topnkit.linter.plan.Expr;
import java.util.Comparator;

/**
 * Comparisons and IS [NOT] DISTINCT FROM across types, after the implicit casts Flink's validator
 * inserts: numbers are widened, a string compared with a time value is cast to its type; other
 * mixes (INT = '7', DATE < TIMESTAMP) are refused, as Flink's validator refuses them.
 */
final class Comparisons {

  private Comparisons() {}

  static Evaluator of(Expr.Call call, Compiler c) {
    Expr left = call.operand(0);
    Expr right = call.operand(1);
    Evaluator a = c.compile(left);
    Evaluator b = c.compile(right);
    SqlType lt = left.type();
    SqlType rt = right.type();
    if (castsTo(lt.root(), rt.root())) {
      a = Casts.to(a, lt, Compiler.plain(rt), left, c);
      lt = rt;
    } else if (castsTo(rt.root(), lt.root())) {
      b = Casts.to(b, rt, Compiler.plain(lt), right, c);
      rt = lt;
    }
    Comparator<Object> order = order(lt, rt, call);
    Evaluator x = a;
    Evaluator y = b;
    return switch (call.kind()) {
      case IS_DISTINCT_FROM -> row -> distinct(x.eval(row), y.eval(row), order);
      case IS_NOT_DISTINCT_FROM -> row -> !distinct(x.eval(row), y.eval(row), order);
      default -> compare(call, x, y, order);
    };
  }

  /**
   * Whether Flink casts a {@code from} operand to the {@code to} type of the other side: only a
   * string compared with a time value (DATE against TIMESTAMP is a validation error in Flink).
   */
  private static boolean castsTo(TypeRoot from, TypeRoot to) {
    return from.isCharacter() && Compiler.isTime(to);
  }

  private static Evaluator compare(
      Expr.Call call, Evaluator x, Evaluator y, Comparator<Object> order) {
    return switch (call.kind()) {
      case EQUALS -> row -> test(x, y, row, order, Comparisons::eq);
      case NOT_EQUALS -> row -> test(x, y, row, order, v -> v != 0);
      case LESS_THAN -> row -> test(x, y, row, order, v -> v < 0);
      case LESS_THAN_OR_EQUAL -> row -> test(x, y, row, order, v -> v <= 0);
      case GREATER_THAN -> row -> test(x, y, row, order, v -> v > 0);
      case GREATER_THAN_OR_EQUAL -> row -> test(x, y, row, order, v -> v >= 0);
      default -> throw Compiler.unsupported(call);
    };
  }

  private static boolean eq(int v) {
    return v == 0;
  }

  private static Object test(
      Evaluator x,
      Evaluator y,
      Object[] row,
      Comparator<Object> order,
      java.util.function.IntPredicate p) {
    Object a = x.eval(row);
    if (a == null) {
      return null;
    }
    Object b = y.eval(row);
    if (b == null) {
      return null;
    }
    return p.test(order.compare(a, b));
  }

  private static boolean distinct(Object a, Object b, Comparator<Object> order) {
    if (a == null || b == null) {
      return a != b;
    }
    return order.compare(a, b) != 0;
  }

  /** The order of two non-null values of the given types, widened to a common type. */
  static Comparator<Object> order(SqlType left, SqlType right, Expr at) {
    TypeRoot l = left.root();
    TypeRoot r = right.root();
    if (l.isNumeric() && r.isNumeric()) {
      if (l == r && l != TypeRoot.DECIMAL) {
        return SortComparators::compareValues;
      }
      if (l.isExactInteger() && r.isExactInteger()) {
        return (a, b) -> Long.compare(((Number) a).longValue(), ((Number) b).longValue());
      }
      if (l == TypeRoot.DOUBLE
          || l == TypeRoot.FLOAT
          || r == TypeRoot.DOUBLE
          || r == TypeRoot.FLOAT) {
        return (a, b) -> Double.compare(((Number) a).doubleValue(), ((Number) b).doubleValue());
      }
      return (a, b) -> Values.decimal((Number) a).compareTo(Values.decimal((Number) b));
    }
    // Callers cast strings and dates first; Flink's validator refuses the other mixes
    // ("implicit type conversion between INTEGER and CHAR is not supported now").
    boolean comparable =
        l == r || (l.isCharacter() && r.isCharacter()) || l == TypeRoot.NULL || r == TypeRoot.NULL;
    if (!comparable || !orderable(l) || !orderable(r)) {
      throw Compiler.unsupported("comparing " + left + " with " + right, at);
    }
    return SortComparators::compareValues;
  }

  private static boolean orderable(TypeRoot t) {
    return switch (t) {
      case ARRAY, MAP, MULTISET, ROW, BINARY, VARBINARY, UNKNOWN -> false;
      default -> true;
    };
  }
}
