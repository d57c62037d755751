package io.github.topnkit.reference.exec;

import io.github.topnkit.linter.catalog.TimeKind;
import io.github.topnkit.linter.plan.Calc;
import io.github.topnkit.linter.plan.Expr;
import io.github.topnkit.reference.expr.Evaluator;
import io.github.topnkit.reference.expr.ExprCompiler;
import java.time.Instant;

/**
 * Flink's {@code Calc}: keeps the rows whose condition is TRUE (NULL drops the row) and projects
 * them; the row kind passes through unchanged, as in Flink's generated calc function.
 */
public final class CalcOperator implements Operator {

  private final Evaluator condition;

  /** For each output field, the input field it copies, or -1 when {@code projects} computes it. */
  private final int[] refs;

  private final Evaluator[] projects;
  private final boolean projectsIdentity;

  /** The engine's processing-time placeholder: increasing millis, one per evaluation. */
  private long proctime;

  public CalcOperator(Calc calc) {
    this.condition = calc.condition() == null ? null : ExprCompiler.compile(calc.condition());
    int n = calc.projects().size();
    this.refs = new int[n];
    this.projects = new Evaluator[n];
    boolean identity = n == calc.input().rowType().size();
    for (int i = 0; i < n; i++) {
      Expr e = calc.projects().get(i);
      if (e instanceof Expr.Ref ref) {
        refs[i] = ref.index();
        identity &= ref.index() == i;
      } else {
        refs[i] = -1;
        projects[i] = isProcessingTime(e, calc, i) ? this::nextProctime : ExprCompiler.compile(e);
        identity = false;
      }
    }
    this.projectsIdentity = identity;
  }

  /**
   * Whether the field projects a bare PROCTIME() typed as a processing-time attribute: its value
   * then only orders rows (ProctimeCheck refuses any use whose value would reach a result), so a
   * placeholder that increases with arrival stands for Flink's wall clock.
   */
  private static boolean isProcessingTime(Expr e, Calc calc, int field) {
    return e instanceof Expr.Call call
        && call.name().equals("PROCTIME")
        && call.operands().isEmpty()
        && calc.rowType().get(field).type().timeKind() == TimeKind.PROCTIME;
  }

  private Object nextProctime(Object[] row) {
    return Instant.ofEpochMilli(++proctime);
  }

  @Override
  public void processElement(Row row, Collector out) {
    Object[] in = row.values();
    if (condition != null && !Boolean.TRUE.equals(condition.eval(in))) {
      return;
    }
    if (projectsIdentity) {
      out.collect(row);
      return;
    }
    Object[] result = new Object[refs.length];
    for (int i = 0; i < refs.length; i++) {
      int ref = refs[i];
      result[i] = ref >= 0 ? in[ref] : projects[i].eval(in);
    }
    out.collect(new Row(row.kind(), result));
  }
}
