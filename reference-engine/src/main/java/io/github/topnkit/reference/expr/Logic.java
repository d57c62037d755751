package io.github.topnkit.reference.expr;

import io.github.topnkit.linter.plan.Expr;
import java.util.List;

/** SQL's three-valued logic: AND, OR, NOT and the IS [NOT] NULL/TRUE/FALSE predicates. */
final class Logic {

  private Logic() {}

  static Evaluator of(Expr.Call call, Compiler c) {
    List<Evaluator> args = c.operands(call);
    Evaluator[] all = args.toArray(Evaluator[]::new);
    Evaluator a = all[0];
    return switch (call.kind()) {
      case AND -> row -> and(all, row);
      case OR -> row -> or(all, row);
      case NOT -> row -> not(a.eval(row));
      case IS_NULL -> row -> a.eval(row) == null;
      case IS_NOT_NULL -> row -> a.eval(row) != null;
      case IS_TRUE -> row -> Boolean.TRUE.equals(a.eval(row));
      case IS_NOT_TRUE -> row -> !Boolean.TRUE.equals(a.eval(row));
      case IS_FALSE -> row -> Boolean.FALSE.equals(a.eval(row));
      case IS_NOT_FALSE -> row -> !Boolean.FALSE.equals(a.eval(row));
      default -> throw Compiler.unsupported(call);
    };
  }

  private static Object and(Evaluator[] args, Object[] row) {
    boolean unknown = false;
    for (Evaluator a : args) {
      Object v = a.eval(row);
      if (Boolean.FALSE.equals(v)) {
        return Boolean.FALSE;
      }
      unknown |= v == null;
    }
    return unknown ? null : Boolean.TRUE;
  }

  private static Object or(Evaluator[] args, Object[] row) {
    boolean unknown = false;
    for (Evaluator a : args) {
      Object v = a.eval(row);
      if (Boolean.TRUE.equals(v)) {
        return Boolean.TRUE;
      }
      unknown |= v == null;
    }
    return unknown ? null : Boolean.FALSE;
  }

  private static Object not(Object v) {
    return v == null ? null : !(Boolean) v;
  }
}
