package io.github.topnkit.reference.expr;

/** A compiled scalar expression: evaluates to a value of its SQL type's external class, or null. */
@FunctionalInterface
public interface Evaluator {
  Object eval(Object[] row);
}
