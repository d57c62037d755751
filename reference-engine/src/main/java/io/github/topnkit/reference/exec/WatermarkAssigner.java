package io.github.topnkit.reference.exec;

import io.github.topnkit.linter.catalog.TypeRoot;
import io.github.topnkit.linter.plan.Expr;
import io.github.topnkit.reference.expr.Evaluator;
import io.github.topnkit.reference.expr.ExprCompiler;
import io.github.topnkit.reference.expr.UnsupportedFeatureException;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import org.apache.calcite.sql.SqlKind;

/**
 * The watermark of a row as the table's {@code WATERMARK FOR col AS expr} computes it, in epoch
 * milliseconds (a TIMESTAMP read as UTC), or {@link Long#MIN_VALUE} when it is NULL: Flink's
 * generated watermark generator then keeps the previous watermark.
 */
final class WatermarkAssigner {

  private final int field;
  private final long minus;
  private final Evaluator expression;

  private WatermarkAssigner(int field, long minus, Evaluator expression) {
    this.field = field;
    this.minus = minus;
    this.expression = expression;
  }

  /**
   * An assigner for a converted watermark expression; the usual {@code col} and {@code col -
   * INTERVAL ...} forms are read directly, without the expression evaluator.
   */
  static WatermarkAssigner of(Expr expr) {
    if (expr instanceof Expr.Ref ref) {
      return new WatermarkAssigner(ref.index(), 0, null);
    }
    if (expr instanceof Expr.Call call
        && call.kind() == SqlKind.MINUS
        && call.operands().size() == 2
        && call.operand(0) instanceof Expr.Ref ref
        && call.operand(1) instanceof Expr.Lit lit
        && lit.type().root() == TypeRoot.INTERVAL_DAY_TIME
        && lit.value() instanceof Long millis) {
      return new WatermarkAssigner(ref.index(), millis, null);
    }
    return new WatermarkAssigner(-1, 0, ExprCompiler.compile(expr));
  }

  long watermark(Object[] row) {
    Object value = expression == null ? row[field] : expression.eval(row);
    if (value == null) {
      return Long.MIN_VALUE;
    }
    return millis(value, expression) - minus;
  }

  /** Epoch milliseconds of a TIMESTAMP (as UTC) or TIMESTAMP_LTZ value. */
  static long millis(Object value, Object where) {
    if (value instanceof LocalDateTime t) {
      return t.toEpochSecond(ZoneOffset.UTC) * 1000L + t.getNano() / 1_000_000;
    }
    if (value instanceof Instant i) {
      return i.toEpochMilli();
    }
    throw new UnsupportedFeatureException(
        "a watermark of type " + value.getClass().getSimpleName() + " is not supported", null);
  }
}
