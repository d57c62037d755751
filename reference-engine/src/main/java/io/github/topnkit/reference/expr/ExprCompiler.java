package io.github.topnkit.reference.expr;

import io.github.topnkit.linter.catalog.SqlType;
import io.github.topnkit.linter.plan.Expr;
import io.github.topnkit.reference.UnsupportedFeatureException;
import java.math.BigDecimal;
import java.util.List;
import org.apache.calcite.sql.SqlKind;

/** Compiles the linter's resolved expressions into evaluators with Flink's scalar semantics. */
public final class ExprCompiler {

  private ExprCompiler() {}

  /**
   * An evaluator of {@code expr} over input rows.
   *
   * @throws UnsupportedFeatureException for an operator or function the engine does not implement
   */
  public static Evaluator compile(Expr expr) {
    if (expr instanceof Expr.Ref ref) {
      int index = ref.index();
      return row -> row[index];
    }
    if (expr instanceof Expr.Lit lit) {
      Object value = literal(lit.value(), lit.type());
      return row -> value;
    }
    Expr.Call call = (Expr.Call) expr;
    List<Evaluator> args = call.operands().stream().map(ExprCompiler::compile).toList();
    return switch (call.kind()) {
      case AND -> row -> and(args, row);
      case OR -> row -> or(args, row);
      case NOT -> row -> not(args.get(0).eval(row));
      case IS_NULL -> row -> args.get(0).eval(row) == null;
      case IS_NOT_NULL -> row -> args.get(0).eval(row) != null;
      case EQUALS, NOT_EQUALS, LESS_THAN, LESS_THAN_OR_EQUAL, GREATER_THAN, GREATER_THAN_OR_EQUAL ->
          comparison(call.kind(), args.get(0), args.get(1));
      default ->
          throw new UnsupportedFeatureException(
              call.name() + " is not supported by the reference engine", call.span());
    };
  }

  static Object literal(Object value, SqlType type) {
    if (value instanceof BigDecimal d) {
      return switch (type.root()) {
        case TINYINT -> d.byteValueExact();
        case SMALLINT -> d.shortValueExact();
        case INTEGER -> d.intValueExact();
        case BIGINT -> d.longValueExact();
        case FLOAT -> d.floatValue();
        case DOUBLE -> d.doubleValue();
        default -> d;
      };
    }
    return value;
  }

  private static Object and(List<Evaluator> args, Object[] row) {
    boolean unknown = false;
    for (Evaluator a : args) {
      Object v = a.eval(row);
      if (Boolean.FALSE.equals(v)) {
        return false;
      }
      unknown |= v == null;
    }
    return unknown ? null : Boolean.TRUE;
  }

  private static Object or(List<Evaluator> args, Object[] row) {
    boolean unknown = false;
    for (Evaluator a : args) {
      Object v = a.eval(row);
      if (Boolean.TRUE.equals(v)) {
        return true;
      }
      unknown |= v == null;
    }
    return unknown ? null : Boolean.FALSE;
  }

  private static Object not(Object v) {
    return v == null ? null : !(Boolean) v;
  }

  private static Evaluator comparison(SqlKind kind, Evaluator left, Evaluator right) {
    return row -> {
      Object a = left.eval(row);
      Object b = right.eval(row);
      if (a == null || b == null) {
        return null;
      }
      int c = Numbers.compare(a, b);
      return switch (kind) {
        case EQUALS -> c == 0;
        case NOT_EQUALS -> c != 0;
        case LESS_THAN -> c < 0;
        case LESS_THAN_OR_EQUAL -> c <= 0;
        case GREATER_THAN -> c > 0;
        default -> c >= 0;
      };
    };
  }
}
