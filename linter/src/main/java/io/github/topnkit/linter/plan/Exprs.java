package io.github.topnkit.linter.plan;

import io.github.topnkit.linter.catalog.SqlType;
import io.github.topnkit.linter.parse.Span;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.OptionalLong;
import java.util.function.Consumer;
import java.util.function.IntFunction;
import org.apache.calcite.sql.SqlKind;

/** Utilities over {@link Expr}: conjuncts, field references, substitution, constant folding. */
public final class Exprs {

  /** The name of the call that stands for an unresolved name or expression. */
  private static final String UNRESOLVED = "$UNRESOLVED";

  private Exprs() {}

  /** An expression standing for something the linter could not resolve. */
  public static Expr unresolved(Span span) {
    return new Expr.Call(SqlKind.OTHER, UNRESOLVED, List.of(), SqlType.UNKNOWN, span);
  }

  /** Whether the expression stands for something the linter could not resolve. */
  public static boolean isUnresolved(Expr e) {
    return e instanceof Expr.Call c && c.name().equals(UNRESOLVED);
  }

  /** Whether the expression or any part of it stands for something the linter could not resolve. */
  public static boolean containsUnresolved(Expr e) {
    return isUnresolved(e)
        || (e instanceof Expr.Call c && c.operands().stream().anyMatch(Exprs::containsUnresolved));
  }

  /** The top-level AND-ed parts of a condition; none for a null condition. */
  public static List<Expr> conjuncts(Expr condition) {
    List<Expr> result = new ArrayList<>();
    if (condition == null) {
      return result;
    }
    if (condition instanceof Expr.Call c && c.kind() == SqlKind.AND) {
      for (Expr operand : c.operands()) {
        result.addAll(conjuncts(operand));
      }
    } else if (!(condition instanceof Expr.Lit lit && Boolean.TRUE.equals(lit.value()))) {
      result.add(condition);
    }
    return result;
  }

  /** The conjunction of the parts, or null when there are none. */
  public static Expr and(List<Expr> parts, Span span) {
    if (parts.isEmpty()) {
      return null;
    }
    if (parts.size() == 1) {
      return parts.get(0);
    }
    return new Expr.Call(SqlKind.AND, "AND", parts, SqlType.BOOLEAN, span);
  }

  public static void visitRefs(Expr e, Consumer<Expr.Ref> visitor) {
    if (e instanceof Expr.Ref r) {
      visitor.accept(r);
    } else if (e instanceof Expr.Call c) {
      for (Expr operand : c.operands()) {
        visitRefs(operand, visitor);
      }
    }
  }

  /** The positions of the fields an expression reads. */
  public static BitSet refs(Expr e) {
    BitSet bits = new BitSet();
    if (e != null) {
      visitRefs(e, r -> bits.set(r.index()));
    }
    return bits;
  }

  /** Replaces each field reference by the expression the function gives for its position. */
  public static Expr substitute(Expr e, IntFunction<Expr> replacement) {
    if (e instanceof Expr.Ref r) {
      return replacement.apply(r.index());
    }
    if (e instanceof Expr.Call c) {
      List<Expr> operands = new ArrayList<>();
      for (Expr operand : c.operands()) {
        operands.add(substitute(operand, replacement));
      }
      return new Expr.Call(c.kind(), c.name(), operands, c.type(), c.span());
    }
    return e;
  }

  /** The value of a constant integer expression; empty when it is not one. */
  public static OptionalLong constantLong(Expr e) {
    BigDecimal d = constantNumber(e);
    if (d == null) {
      return OptionalLong.empty();
    }
    try {
      return OptionalLong.of(d.setScale(0, java.math.RoundingMode.DOWN).longValueExact());
    } catch (ArithmeticException ex) {
      return OptionalLong.empty();
    }
  }

  private static BigDecimal constantNumber(Expr e) {
    if (e instanceof Expr.Lit lit) {
      return lit.value() instanceof BigDecimal d ? d : null;
    }
    if (!(e instanceof Expr.Call c)) {
      return null;
    }
    if (c.kind() == SqlKind.CAST && c.operands().size() == 1) {
      return constantNumber(c.operand(0));
    }
    if (c.kind() == SqlKind.MINUS_PREFIX) {
      BigDecimal v = constantNumber(c.operand(0));
      return v == null ? null : v.negate();
    }
    if (c.operands().size() != 2) {
      return null;
    }
    BigDecimal a = constantNumber(c.operand(0));
    BigDecimal b = constantNumber(c.operand(1));
    if (a == null || b == null) {
      return null;
    }
    return switch (c.kind()) {
      case PLUS -> a.add(b);
      case MINUS -> a.subtract(b);
      case TIMES -> a.multiply(b);
      case DIVIDE -> b.signum() == 0 ? null : a.divideToIntegralValue(b);
      default -> null;
    };
  }

  /** Whether the expression reads no field (a literal or an expression over literals). */
  public static boolean isConstant(Expr e) {
    return refs(e).isEmpty() && !isUnresolved(e) && !isNonDeterministic(e);
  }

  private static boolean isNonDeterministic(Expr e) {
    if (e instanceof Expr.Call c) {
      if (c.name().equals("PROCTIME")
          || c.name().equals("RAND")
          || c.name().equals("UUID")
          || c.name().equals("NOW")
          || c.name().equals("CURRENT_TIMESTAMP")) {
        return true;
      }
      return c.operands().stream().anyMatch(Exprs::isNonDeterministic);
    }
    return false;
  }
}
