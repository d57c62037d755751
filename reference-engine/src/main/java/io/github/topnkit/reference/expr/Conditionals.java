package io.github.topnkit.reference.expr;

import io.github.topnkit.linter.catalog.SqlType;
import io.github.topnkit.linter.plan.Expr;
import java.util.Comparator;
import java.util.List;

/**
 * CASE, COALESCE/IFNULL, NULLIF, IF, GREATEST and LEAST; every branch is converted to the result
 * type first, so {@code CASE WHEN .. THEN 1 ELSE 2.5 END} yields {@code 1.0} as Flink does.
 */
final class Conditionals {

  private Conditionals() {}

  static Evaluator caseWhen(Expr.Call call, Compiler c) {
    SqlType type = known(call);
    List<Expr> ops = call.operands();
    int pairs = (ops.size() - 1) / 2;
    Evaluator[] whens = new Evaluator[pairs];
    Evaluator[] thens = new Evaluator[pairs];
    for (int i = 0; i < pairs; i++) {
      whens[i] = c.compile(ops.get(2 * i));
      thens[i] = c.operand(ops.get(2 * i + 1), type);
    }
    Evaluator otherwise = c.operand(ops.get(ops.size() - 1), type);
    return row -> {
      for (int i = 0; i < whens.length; i++) {
        if (Boolean.TRUE.equals(whens[i].eval(row))) {
          return thens[i].eval(row);
        }
      }
      return otherwise.eval(row);
    };
  }

  static Evaluator coalesce(Expr.Call call, Compiler c) {
    SqlType type = known(call);
    Evaluator[] args =
        call.operands().stream().map(e -> c.operand(e, type)).toArray(Evaluator[]::new);
    return row -> {
      for (Evaluator a : args) {
        Object v = a.eval(row);
        if (v != null) {
          return v;
        }
      }
      return null;
    };
  }

  static Evaluator nullIf(Expr.Call call, Compiler c) {
    SqlType type = known(call);
    Expr left = call.operand(0);
    Expr right = call.operand(1);
    Evaluator a = c.operand(left, type);
    Evaluator b = c.compile(right);
    Comparator<Object> order = Comparisons.order(type, right.type(), call);
    return row -> {
      Object x = a.eval(row);
      if (x == null) {
        return null;
      }
      Object y = b.eval(row);
      return y != null && order.compare(x, y) == 0 ? null : x;
    };
  }

  static Evaluator ifThen(Expr.Call call, Compiler c) {
    SqlType type = known(call);
    Evaluator condition = c.compile(call.operand(0));
    Evaluator then = c.operand(call.operand(1), type);
    Evaluator otherwise = c.operand(call.operand(2), type);
    return row -> Boolean.TRUE.equals(condition.eval(row)) ? then.eval(row) : otherwise.eval(row);
  }

  /** GREATEST and LEAST: NULL when any argument is NULL. */
  static Evaluator extreme(Expr.Call call, Compiler c, boolean greatest) {
    SqlType type = known(call);
    Evaluator[] args =
        call.operands().stream().map(e -> c.operand(e, type)).toArray(Evaluator[]::new);
    Comparator<Object> order = Comparisons.order(type, type, call);
    return row -> {
      Object best = null;
      for (Evaluator a : args) {
        Object v = a.eval(row);
        if (v == null) {
          return null;
        }
        if (best == null || (greatest ? order.compare(v, best) > 0 : order.compare(v, best) < 0)) {
          best = v;
        }
      }
      return best;
    };
  }

  private static SqlType known(Expr.Call call) {
    if (!call.type().isKnown()) {
      throw Compiler.unsupported(call.name() + " over these argument types", call);
    }
    return call.type();
  }
}
