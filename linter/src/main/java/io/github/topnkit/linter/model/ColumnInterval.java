package io.github.topnkit.linter.model;

import io.github.topnkit.linter.plan.Calc;
import io.github.topnkit.linter.plan.Expr;
import io.github.topnkit.linter.plan.Exprs;
import io.github.topnkit.linter.plan.RelNode;
import java.math.BigDecimal;

/**
 * The range a column's values are known to lie in, from filters below it: how Flink learns that a
 * SUM only grows ({@code FlinkRelMdFilteredColumnInterval}, reduced to what filters give).
 */
record ColumnInterval(BigDecimal lower, BigDecimal upper) {

  private static final ColumnInterval UNBOUNDED = new ColumnInterval(null, null);

  static ColumnInterval of(RelNode rel, int field) {
    if (!(rel instanceof Calc calc)) {
      return UNBOUNDED;
    }
    Expr projected = calc.projects().get(field);
    if (!(projected instanceof Expr.Ref ref)) {
      return UNBOUNDED;
    }
    ColumnInterval below = of(calc.input(), ref.index());
    BigDecimal lower = below.lower;
    BigDecimal upper = below.upper;
    for (Expr c : Exprs.conjuncts(calc.condition())) {
      if (!(c instanceof Expr.Call call) || call.operands().size() != 2) {
        continue;
      }
      boolean refLeft = call.operand(0) instanceof Expr.Ref r && r.index() == ref.index();
      boolean refRight = call.operand(1) instanceof Expr.Ref r && r.index() == ref.index();
      Expr other = refLeft ? call.operand(1) : refRight ? call.operand(0) : null;
      if (!(other instanceof Expr.Lit lit) || !(lit.value() instanceof BigDecimal value)) {
        continue;
      }
      org.apache.calcite.sql.SqlKind kind = refLeft ? call.kind() : call.kind().reverse();
      switch (kind) {
        case GREATER_THAN, GREATER_THAN_OR_EQUAL -> lower = max(lower, value);
        case LESS_THAN, LESS_THAN_OR_EQUAL -> upper = min(upper, value);
        case EQUALS -> {
          lower = max(lower, value);
          upper = min(upper, value);
        }
        default -> {}
      }
    }
    return new ColumnInterval(lower, upper);
  }

  private static BigDecimal max(BigDecimal a, BigDecimal b) {
    return a == null ? b : a.max(b);
  }

  private static BigDecimal min(BigDecimal a, BigDecimal b) {
    return a == null ? b : a.min(b);
  }
}
