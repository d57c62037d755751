package io.github.topnkit.reference.expr;

import io.github.topnkit.linter.catalog.TypeRoot;
import io.github.topnkit.linter.plan.Expr;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.function.DoubleUnaryOperator;
import org.apache.calcite.sql.SqlKind;

/** ABS, MOD, FLOOR, CEIL, ROUND, POWER, SQRT, EXP, LN, LOG10, LOG2 on numbers. */
final class MathFunctions {

  private MathFunctions() {}

  static Evaluator of(Expr.Call call, Compiler c) {
    return switch (call.name()) {
      case "ABS" -> abs(call, c);
      case "MOD" ->
          Arithmetic.numeric(SqlKind.MOD, call.operand(0), call.operand(1), c, call.span());
      case "FLOOR" -> floorCeil(call, c, RoundingMode.FLOOR);
      case "CEIL", "CEILING" -> floorCeil(call, c, RoundingMode.CEILING);
      case "ROUND" -> round(call, c);
      case "POWER" -> power(call, c);
      case "SQRT" -> doubleFunction(call, c, Math::sqrt);
      case "EXP" -> doubleFunction(call, c, Math::exp);
      case "LN" -> doubleFunction(call, c, Math::log);
      case "LOG10" -> doubleFunction(call, c, Math::log10);
      case "LOG2" -> doubleFunction(call, c, x -> Math.log(x) / Math.log(2));
      default -> throw Compiler.unsupported(call);
    };
  }

  private static TypeRoot numeric(Expr e, Expr.Call call) {
    TypeRoot root = e.type().root();
    if (!root.isNumeric()) {
      throw Compiler.unsupported(call.name() + " of " + e.type(), call);
    }
    return root;
  }

  private static Evaluator abs(Expr.Call call, Compiler c) {
    Evaluator a = c.compile(call.operand(0));
    return switch (numeric(call.operand(0), call)) {
      case TINYINT -> row -> a.eval(row) instanceof Byte v ? (byte) Math.abs(v) : null;
      case SMALLINT -> row -> a.eval(row) instanceof Short v ? (short) Math.abs(v) : null;
      case INTEGER -> row -> a.eval(row) instanceof Integer v ? Math.abs(v) : null;
      case BIGINT -> row -> a.eval(row) instanceof Long v ? Math.abs(v) : null;
      case FLOAT -> row -> a.eval(row) instanceof Float v ? Math.abs(v) : null;
      case DOUBLE -> row -> a.eval(row) instanceof Double v ? Math.abs(v) : null;
      default -> row -> a.eval(row) instanceof BigDecimal v ? v.abs() : null;
    };
  }

  /** FLOOR/CEIL of a number; a DECIMAL keeps its precision with scale 0, as Flink types it. */
  private static Evaluator floorCeil(Expr.Call call, Compiler c, RoundingMode mode) {
    if (call.operands().size() != 1) {
      // FLOOR(ts TO unit): the linter's plan does not carry the unit.
      throw Compiler.unsupported(call.name() + " of a time unit", call);
    }
    Evaluator a = c.compile(call.operand(0));
    boolean floor = mode == RoundingMode.FLOOR;
    return switch (numeric(call.operand(0), call)) {
      case TINYINT, SMALLINT, INTEGER, BIGINT -> a;
      case FLOAT ->
          row ->
              a.eval(row) instanceof Float v
                  ? (float) (floor ? Math.floor(v) : Math.ceil(v))
                  : null;
      case DOUBLE ->
          row -> a.eval(row) instanceof Double v ? (floor ? Math.floor(v) : Math.ceil(v)) : null;
      default -> row -> a.eval(row) instanceof BigDecimal v ? v.setScale(0, mode) : null;
    };
  }

  /**
   * ROUND(x [, r]) as Flink's {@code SqlFunctionUtils.sround}/{@code DecimalDataUtils.sround}:
   * HALF_UP at r digits; a DECIMAL(p, s) becomes DECIMAL(1 + p - s + r, r) when r < s.
   */
  private static Evaluator round(Expr.Call call, Compiler c) {
    Expr value = call.operand(0);
    TypeRoot root = numeric(value, call);
    int digits = 0;
    if (call.operands().size() > 1) {
      if (!(call.operand(1) instanceof Expr.Lit lit && lit.value() instanceof BigDecimal d)) {
        throw Compiler.unsupported("ROUND with a non-literal number of digits", call);
      }
      digits = d.intValueExact();
    }
    int r = digits;
    Evaluator a = c.compile(value);
    return switch (root) {
      case DECIMAL -> {
        int p = value.type().precision();
        int s = value.type().scale();
        if (r >= s) {
          yield a;
        }
        int precision = r < 0 ? Math.min(Values.MAX_PRECISION, 1 + p - s) : 1 + p - s + r;
        int scale = Math.max(0, r);
        yield row ->
            a.eval(row) instanceof BigDecimal v ? Values.fit(round(v, r), precision, scale) : null;
      }
      case DOUBLE ->
          row ->
              a.eval(row) instanceof Double v
                  ? round(BigDecimal.valueOf(v), r).doubleValue()
                  : null;
      case FLOAT ->
          row ->
              a.eval(row) instanceof Float v ? round(BigDecimal.valueOf(v), r).floatValue() : null;
      default ->
          row -> {
            Object v = a.eval(row);
            return v == null
                ? null
                : Values.convert(round(Values.decimal((Number) v), r), root, -1, 0);
          };
    };
  }

  private static BigDecimal round(BigDecimal v, int r) {
    return v.movePointRight(r).setScale(0, RoundingMode.HALF_UP).movePointLeft(r);
  }

  private static Evaluator power(Expr.Call call, Compiler c) {
    numeric(call.operand(0), call);
    numeric(call.operand(1), call);
    Evaluator a = c.compile(call.operand(0));
    Evaluator b = c.compile(call.operand(1));
    return row -> {
      Object x = a.eval(row);
      Object y = x == null ? null : b.eval(row);
      return y == null ? null : Math.pow(((Number) x).doubleValue(), ((Number) y).doubleValue());
    };
  }

  private static Evaluator doubleFunction(Expr.Call call, Compiler c, DoubleUnaryOperator f) {
    numeric(call.operand(0), call);
    Evaluator a = c.compile(call.operand(0));
    return row -> {
      Object x = a.eval(row);
      return x == null ? null : f.applyAsDouble(((Number) x).doubleValue());
    };
  }
}
