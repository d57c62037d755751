package io.github.topnkit.reference.exec;

import io.github.topnkit.linter.plan.Calc;
import io.github.topnkit.linter.plan.Expr;
import io.github.topnkit.reference.expr.Evaluator;
import io.github.topnkit.reference.expr.ExprCompiler;

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
        projects[i] = ExprCompiler.compile(e);
        identity = false;
      }
    }
    this.projectsIdentity = identity;
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
