package io.github.topnkit.reference.expr;

import io.github.topnkit.linter.catalog.SqlType;
import io.github.topnkit.linter.catalog.TypeRoot;
import io.github.topnkit.linter.parse.Span;
import io.github.topnkit.linter.plan.Expr;
import io.github.topnkit.linter.plan.Types;
import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.function.BinaryOperator;
import java.util.function.DoubleBinaryOperator;
import java.util.function.LongBinaryOperator;
import org.apache.calcite.sql.SqlKind;

/**
 * {@code + - * / %} and unary minus with Flink's result types: integer arithmetic wraps like Java,
 * INT / INT is integer division, DECIMAL follows {@code LogicalTypeMerging} and rounds HALF_UP.
 */
final class Arithmetic {

  /** Flink's {@code DecimalDataUtils} divides with 38 digits, rounding HALF_UP. */
  private static final MathContext DIVIDE =
      new MathContext(Values.MAX_PRECISION, RoundingMode.HALF_UP);

  private static final String ARITHMETIC_EXCEPTION = "java.lang.ArithmeticException";

  private Arithmetic() {}

  static Evaluator of(Expr.Call call, Compiler c) {
    if (call.kind() == SqlKind.MINUS_PREFIX) {
      return negate(call, c);
    }
    Expr left = call.operand(0);
    Expr right = call.operand(1);
    TypeRoot l = left.type().root();
    TypeRoot r = right.type().root();
    if (Compiler.isTime(l) || Compiler.isTime(r)) {
      return TimeFunctions.plusInterval(call, c);
    }
    if (!l.isNumeric() || !r.isNumeric()) {
      throw Compiler.unsupported(call.name() + " on " + left.type() + " and " + right.type(), call);
    }
    return numeric(call.kind(), left, right, c, call.span());
  }

  /** {@code left op right} for two numeric operands, as Flink types and evaluates it. */
  static Evaluator numeric(SqlKind op, Expr left, Expr right, Compiler c, Span span) {
    TypeRoot l = left.type().root();
    TypeRoot r = right.type().root();
    Evaluator a = c.compile(left);
    Evaluator b = c.compile(right);
    if (l == TypeRoot.DOUBLE
        || r == TypeRoot.DOUBLE
        || l == TypeRoot.FLOAT
        || r == TypeRoot.FLOAT) {
      if (op == SqlKind.MOD) {
        // Flink's validator: "Supported form(s): '<EXACT_NUMERIC> % <EXACT_NUMERIC>'".
        throw new UnsupportedFeatureException(
            "% of approximate numbers is not supported by the reference engine", span);
      }
      boolean isFloat = l != TypeRoot.DOUBLE && r != TypeRoot.DOUBLE;
      DoubleBinaryOperator f = doubleOp(op);
      return row -> {
        Object x = a.eval(row);
        Object y = x == null ? null : b.eval(row);
        if (y == null) {
          return null;
        }
        double v = f.applyAsDouble(((Number) x).doubleValue(), ((Number) y).doubleValue());
        return isFloat ? (Object) (float) v : (Object) v;
      };
    }
    if (l == TypeRoot.DECIMAL || r == TypeRoot.DECIMAL) {
      SqlType type = Types.decimalArithmetic(symbol(op), left.type(), right.type());
      return decimal(op, a, b, type.precision(), type.scale(), span);
    }
    TypeRoot result = l.ordinal() >= r.ordinal() ? l : r;
    LongBinaryOperator f = longOp(op, span);
    return row -> {
      Object x = a.eval(row);
      Object y = x == null ? null : b.eval(row);
      if (y == null) {
        return null;
      }
      long v = f.applyAsLong(((Number) x).longValue(), ((Number) y).longValue());
      return narrow(v, result);
    };
  }

  private static Object narrow(long v, TypeRoot root) {
    return switch (root) {
      case TINYINT -> (byte) v;
      case SMALLINT -> (short) v;
      case INTEGER -> (int) v;
      default -> v;
    };
  }

  private static LongBinaryOperator longOp(SqlKind op, Span span) {
    return switch (op) {
      case PLUS -> Long::sum;
      case MINUS -> (x, y) -> x - y;
      case TIMES -> (x, y) -> x * y;
      case DIVIDE -> (x, y) -> x / nonZero(y, span);
      default -> (x, y) -> x % nonZero(y, span);
    };
  }

  private static long nonZero(long y, Span span) {
    if (y == 0) {
      // The generated Java code of Flink's Calc divides primitives.
      throw new EvaluationException(ARITHMETIC_EXCEPTION, "/ by zero", span);
    }
    return y;
  }

  private static DoubleBinaryOperator doubleOp(SqlKind op) {
    return switch (op) {
      case PLUS -> Double::sum;
      case MINUS -> (x, y) -> x - y;
      case TIMES -> (x, y) -> x * y;
      case DIVIDE -> (x, y) -> x / y;
      default -> (x, y) -> x % y;
    };
  }

  private static Evaluator decimal(
      SqlKind op, Evaluator a, Evaluator b, int precision, int scale, Span span) {
    BinaryOperator<BigDecimal> f =
        switch (op) {
          case PLUS -> BigDecimal::add;
          case MINUS -> BigDecimal::subtract;
          case TIMES -> BigDecimal::multiply;
          case DIVIDE -> (x, y) -> x.divide(y, DIVIDE);
          default -> BigDecimal::remainder;
        };
    return row -> {
      Object x = a.eval(row);
      Object y = x == null ? null : b.eval(row);
      if (y == null) {
        return null;
      }
      BigDecimal v;
      try {
        v = f.apply(Values.decimal((Number) x), Values.decimal((Number) y));
      } catch (ArithmeticException e) {
        throw new EvaluationException(ARITHMETIC_EXCEPTION, e.getMessage(), span);
      }
      return Values.fit(v, precision, scale);
    };
  }

  /** The operator as the linter's type rules name it. */
  private static String symbol(SqlKind op) {
    return switch (op) {
      case TIMES -> "*";
      case DIVIDE -> "/";
      case MOD -> "%";
      case MINUS -> "-";
      default -> "+";
    };
  }

  private static Evaluator negate(Expr.Call call, Compiler c) {
    Evaluator a = c.compile(call.operand(0));
    TypeRoot root = call.operand(0).type().root();
    return switch (root) {
      case TINYINT -> row -> a.eval(row) instanceof Byte v ? (byte) -v : null;
      case SMALLINT -> row -> a.eval(row) instanceof Short v ? (short) -v : null;
      case INTEGER -> row -> a.eval(row) instanceof Integer v ? -v : null;
      case BIGINT, INTERVAL_DAY_TIME, INTERVAL_YEAR_MONTH ->
          row -> a.eval(row) instanceof Long v ? -v : null;
      case FLOAT -> row -> a.eval(row) instanceof Float v ? -v : null;
      case DOUBLE -> row -> a.eval(row) instanceof Double v ? -v : null;
      case DECIMAL -> row -> a.eval(row) instanceof BigDecimal v ? v.negate() : null;
      default -> throw Compiler.unsupported("- on " + call.operand(0).type(), call);
    };
  }
}
