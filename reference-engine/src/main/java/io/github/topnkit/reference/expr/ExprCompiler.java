package io.github.topnkit.reference.expr;

import io.github.topnkit.linter.plan.Expr;
import java.time.ZoneId;
import java.time.ZoneOffset;

/**
 * Compiles the linter's resolved expressions into evaluators with Flink's scalar semantics: each
 * expression becomes a tree of lambdas once, and each value has the external class of its type.
 */
public final class ExprCompiler {

  private ExprCompiler() {}

  /**
   * An evaluator of {@code expr} over input rows, in a session at UTC.
   *
   * @throws UnsupportedFeatureException for an operator or function the engine does not implement
   */
  public static Evaluator compile(Expr expr) {
    return compile(expr, ZoneOffset.UTC);
  }

  /**
   * An evaluator of {@code expr} over input rows in a session whose {@code table.local-time-zone}
   * is {@code zone} (it matters to TIMESTAMP_LTZ values and their casts).
   *
   * <p>Evaluation throws {@link EvaluationException} where Flink's job fails at runtime.
   *
   * @throws UnsupportedFeatureException for an operator or function the engine does not implement
   */
  public static Evaluator compile(Expr expr, ZoneId zone) {
    return new Compiler(zone).compile(expr);
  }

  /**
   * As {@link #compile(Expr, ZoneId)}, with PROCTIME() calls evaluated by {@code proctime} (an
   * {@link java.time.Instant}, e.g. the engine's processing-time clock) instead of being refused:
   * for plans where processing time only orders rows (proctime deduplication) and never reaches the
   * output.
   */
  public static Evaluator compile(Expr expr, ZoneId zone, Evaluator proctime) {
    return new Compiler(zone, java.util.Objects.requireNonNull(proctime, "proctime is null"))
        .compile(expr);
  }
}
