package io.github.topnkit.linter.plan;

import io.github.topnkit.linter.catalog.SqlType;
import java.util.ArrayList;
import java.util.List;
import org.apache.calcite.sql.SqlKind;

/** Conjunctive normal form and NOT push-down over {@link Expr}, as Flink's rank rule uses them. */
final class Cnf {

  private Cnf() {}

  /** Pushes NOT into comparisons, AND and OR, as Calcite's simplifier does. */
  static Expr pushNot(Expr e) {
    if (!(e instanceof Expr.Call c)) {
      return e;
    }
    if (c.kind() == SqlKind.NOT && c.operand(0) instanceof Expr.Call inner) {
      switch (inner.kind()) {
        case LESS_THAN,
            LESS_THAN_OR_EQUAL,
            GREATER_THAN,
            GREATER_THAN_OR_EQUAL,
            EQUALS,
            NOT_EQUALS -> {
          SqlKind negated = inner.kind().negateNullSafe();
          return new Expr.Call(negated, negated.sql, inner.operands(), inner.type(), inner.span());
        }
        case AND, OR -> {
          SqlKind flipped = inner.kind() == SqlKind.AND ? SqlKind.OR : SqlKind.AND;
          List<Expr> parts = new ArrayList<>();
          for (Expr operand : inner.operands()) {
            parts.add(
                pushNot(
                    new Expr.Call(
                        SqlKind.NOT, "NOT", List.of(operand), SqlType.BOOLEAN, operand.span())));
          }
          return new Expr.Call(flipped, flipped.sql, parts, SqlType.BOOLEAN, inner.span());
        }
        case NOT -> {
          return pushNot(inner.operand(0));
        }
        default -> {
          return e;
        }
      }
    }
    if (c.kind() == SqlKind.AND || c.kind() == SqlKind.OR) {
      List<Expr> parts = new ArrayList<>();
      for (Expr operand : c.operands()) {
        parts.add(pushNot(operand));
      }
      return new Expr.Call(c.kind(), c.name(), parts, c.type(), c.span());
    }
    return e;
  }

  /** The CNF of a condition, or the condition unchanged when CNF would exceed the limit. */
  static Expr toCnf(Expr e, int limit) {
    List<List<Expr>> clauses = clauses(e, limit);
    if (clauses == null) {
      return e;
    }
    List<List<Expr>> distinctClauses = new ArrayList<>();
    for (List<Expr> clause : clauses) {
      List<Expr> distinct = new ArrayList<>();
      for (Expr d : clause) {
        if (distinct.stream().noneMatch(x -> sameShape(x, d))) {
          distinct.add(d);
        }
      }
      distinctClauses.add(distinct);
    }
    List<Expr> conjuncts = new ArrayList<>();
    for (int i = 0; i < distinctClauses.size(); i++) {
      List<Expr> distinct = distinctClauses.get(i);
      if (absorbed(distinct, distinctClauses, i)) {
        continue;
      }
      Expr disjunction =
          distinct.size() == 1
              ? distinct.get(0)
              : new Expr.Call(SqlKind.OR, "OR", distinct, SqlType.BOOLEAN, spanOf(distinct));
      if (conjuncts.stream().noneMatch(x -> sameShape(x, disjunction))) {
        conjuncts.add(disjunction);
      }
    }
    return Exprs.and(conjuncts, e.span());
  }

  /**
   * Whether another clause holds a subset of this clause's disjuncts, making this one redundant
   * (absorption: {@code A AND (A OR B)} is {@code A}), as Calcite's simplifier removes it.
   */
  private static boolean absorbed(List<Expr> clause, List<List<Expr>> all, int self) {
    for (int j = 0; j < all.size(); j++) {
      List<Expr> other = all.get(j);
      if (j == self || other.size() > clause.size()) {
        continue;
      }
      boolean subset = other.stream().allMatch(o -> clause.stream().anyMatch(c -> sameShape(c, o)));
      if (subset && (other.size() < clause.size() || j < self)) {
        return true;
      }
    }
    return false;
  }

  /** Clauses (disjunction lists) whose conjunction is the expression, or null when too many. */
  private static List<List<Expr>> clauses(Expr e, int limit) {
    if (e instanceof Expr.Call c && c.kind() == SqlKind.AND) {
      List<List<Expr>> result = new ArrayList<>();
      for (Expr operand : c.operands()) {
        List<List<Expr>> part = clauses(operand, limit);
        if (part == null) {
          return null;
        }
        result.addAll(part);
        if (result.size() > limit) {
          return null;
        }
      }
      return result;
    }
    if (e instanceof Expr.Call c && c.kind() == SqlKind.OR) {
      List<List<Expr>> result = List.of(List.of());
      for (Expr operand : c.operands()) {
        List<List<Expr>> part = clauses(operand, limit);
        if (part == null) {
          return null;
        }
        List<List<Expr>> product = new ArrayList<>();
        for (List<Expr> a : result) {
          for (List<Expr> b : part) {
            List<Expr> merged = new ArrayList<>(a);
            merged.addAll(b);
            product.add(merged);
            if (product.size() > limit) {
              return null;
            }
          }
        }
        result = product;
      }
      return result;
    }
    return List.of(List.of(e));
  }

  private static io.github.topnkit.linter.parse.Span spanOf(List<Expr> parts) {
    io.github.topnkit.linter.parse.Span span = parts.get(0).span();
    for (Expr p : parts) {
      span = span.union(p.span());
    }
    return span;
  }

  /** Structural equality, ignoring spans. */
  static boolean sameShape(Expr a, Expr b) {
    if (a instanceof Expr.Ref x && b instanceof Expr.Ref y) {
      return x.index() == y.index();
    }
    if (a instanceof Expr.Lit x && b instanceof Expr.Lit y) {
      return java.util.Objects.equals(x.value(), y.value());
    }
    if (a instanceof Expr.Call x && b instanceof Expr.Call y) {
      if (x.kind() != y.kind()
          || !x.name().equals(y.name())
          || x.operands().size() != y.operands().size()) {
        return false;
      }
      for (int i = 0; i < x.operands().size(); i++) {
        if (!sameShape(x.operand(i), y.operand(i))) {
          return false;
        }
      }
      return true;
    }
    return false;
  }
}
