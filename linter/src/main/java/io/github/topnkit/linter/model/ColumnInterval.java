package io.github.topnkit.linter.model;

import io.github.topnkit.linter.plan.Calc;
import io.github.topnkit.linter.plan.Expr;
import io.github.topnkit.linter.plan.Exprs;
import io.github.topnkit.linter.plan.RelNode;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import org.apache.calcite.sql.SqlKind;

/**
 * The range a column's values are known to lie in, from literals, CASE branches and filters below
 * it: how Flink learns that a SUM only grows ({@code FlinkRelMdColumnInterval} and {@code
 * FlinkRelMdFilteredColumnInterval}, reduced to what projections and filters give). A null bound is
 * unknown.
 */
record ColumnInterval(BigDecimal lower, BigDecimal upper) {

  private static final ColumnInterval UNBOUNDED = new ColumnInterval(null, null);

  static ColumnInterval of(RelNode rel, int field) {
    if (!(rel instanceof Calc calc)) {
      return UNBOUNDED;
    }
    Expr projected = calc.projects().get(field);
    if (!(projected instanceof Expr.Ref ref)) {
      return ofValue(projected);
    }
    return of(calc.input(), ref.index()).narrow(calc.condition(), ref.index());
  }

  /**
   * The range of a column over the rows an aggregate call's FILTER argument keeps: the filter's
   * bounds on the column narrow its range.
   */
  static ColumnInterval filtered(RelNode rel, int field, int filterArg) {
    ColumnInterval column = of(rel, field);
    if (filterArg < 0
        || !(rel instanceof Calc calc)
        || !(calc.projects().get(field) instanceof Expr.Ref ref)) {
      return column;
    }
    return column.narrow(calc.projects().get(filterArg), ref.index());
  }

  /** A literal number, or a CASE whose every branch is a literal number or NULL. */
  private static ColumnInterval ofValue(Expr e) {
    if (e instanceof Expr.Lit lit && lit.value() instanceof BigDecimal value) {
      return new ColumnInterval(value, value);
    }
    if (!(e instanceof Expr.Call c) || c.kind() != SqlKind.CASE) {
      return UNBOUNDED;
    }
    List<Expr> branches = new ArrayList<>();
    for (int i = 1; i < c.operands().size(); i += 2) {
      branches.add(c.operand(i));
    }
    if (c.operands().size() % 2 == 1) {
      branches.add(c.operand(c.operands().size() - 1));
    }
    BigDecimal lower = null;
    BigDecimal upper = null;
    for (Expr branch : branches) {
      if (!(branch instanceof Expr.Lit lit)) {
        return UNBOUNDED;
      }
      if (lit.value() instanceof BigDecimal value) {
        // A NULL branch adds no value: SUM skips it.
        lower = min(lower, value);
        upper = max(upper, value);
      } else if (lit.value() != null) {
        return UNBOUNDED;
      }
    }
    return new ColumnInterval(lower, upper);
  }

  /** This range under the comparisons of a condition's conjuncts between the field and literals. */
  private ColumnInterval narrow(Expr condition, int field) {
    BigDecimal lo = lower;
    BigDecimal up = upper;
    for (Expr c : Exprs.conjuncts(condition)) {
      if (!(c instanceof Expr.Call call) || call.operands().size() != 2) {
        continue;
      }
      boolean refLeft = call.operand(0) instanceof Expr.Ref r && r.index() == field;
      boolean refRight = call.operand(1) instanceof Expr.Ref r && r.index() == field;
      Expr other = refLeft ? call.operand(1) : refRight ? call.operand(0) : null;
      if (!(other instanceof Expr.Lit lit) || !(lit.value() instanceof BigDecimal value)) {
        continue;
      }
      SqlKind kind = refLeft ? call.kind() : call.kind().reverse();
      switch (kind) {
        case GREATER_THAN, GREATER_THAN_OR_EQUAL -> lo = max(lo, value);
        case LESS_THAN, LESS_THAN_OR_EQUAL -> up = min(up, value);
        case EQUALS -> {
          lo = max(lo, value);
          up = min(up, value);
        }
        default -> {}
      }
    }
    return new ColumnInterval(lo, up);
  }

  private static BigDecimal max(BigDecimal a, BigDecimal b) {
    return a == null ? b : a.max(b);
  }

  private static BigDecimal min(BigDecimal a, BigDecimal b) {
    return a == null ? b : a.min(b);
  }
}
