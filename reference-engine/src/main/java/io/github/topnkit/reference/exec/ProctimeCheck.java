package io.github.topnkit.reference.exec;

import io.github.topnkit.linter.catalog.TimeKind;
import io.github.topnkit.linter.plan.AggCall;
import io.github.topnkit.linter.plan.Aggregate;
import io.github.topnkit.linter.plan.Calc;
import io.github.topnkit.linter.plan.Expr;
import io.github.topnkit.linter.plan.Exprs;
import io.github.topnkit.linter.plan.Join;
import io.github.topnkit.linter.plan.Rank;
import io.github.topnkit.linter.plan.RelNode;
import io.github.topnkit.linter.plan.RowType;
import io.github.topnkit.linter.plan.WindowTvf;
import io.github.topnkit.reference.expr.UnsupportedFeatureException;
import java.util.BitSet;

/**
 * Refuses plans whose result depends on processing time: a PROCTIME() value is the wall clock in
 * Flink, so only the arrival order it stands for may reach a result (a proctime deduplication or
 * ORDER BY proctime), never the value itself.
 */
public final class ProctimeCheck {

  private ProctimeCheck() {}

  /**
   * @throws UnsupportedFeatureException where a proctime value would decide the result
   */
  public static void check(RelNode root) {
    RowType out = root.rowType();
    for (int i = 0; i < out.size(); i++) {
      if (isProctime(out, i)) {
        throw unsupported("the result column " + out.get(i).name(), root);
      }
    }
    visit(root);
  }

  private static void visit(RelNode node) {
    for (RelNode input : node.inputs()) {
      visit(input);
    }
    if (node instanceof Join join && join.condition() != null) {
      BitSet refs = Exprs.refs(join.condition());
      int leftWidth = join.left().rowType().size();
      for (int i = refs.nextSetBit(0); i >= 0; i = refs.nextSetBit(i + 1)) {
        boolean proctime =
            i < leftWidth
                ? isProctime(join.left().rowType(), i)
                : isProctime(join.right().rowType(), i - leftWidth);
        if (proctime) {
          throw unsupported("the join condition", node);
        }
      }
    }
    if (node.inputs().size() != 1) {
      return;
    }
    RowType in = node.inputs().get(0).rowType();
    if (node instanceof Calc calc) {
      if (calc.condition() != null && usesProctime(calc.condition(), in)) {
        throw unsupported("the filter", node);
      }
      for (Expr e : calc.projects()) {
        if (!(e instanceof Expr.Ref) && usesProctime(e, in)) {
          throw unsupported("an expression", node);
        }
      }
    } else if (node instanceof Rank rank) {
      for (int k : rank.partitionKeys()) {
        if (isProctime(in, k)) {
          throw unsupported("the partition key", node);
        }
      }
    } else if (node instanceof Aggregate agg) {
      for (int k : agg.groupKeys()) {
        if (isProctime(in, k)) {
          throw unsupported("the group key", node);
        }
      }
      for (AggCall call : agg.calls()) {
        for (int arg : call.args()) {
          if (isProctime(in, arg)) {
            throw unsupported("an aggregate argument", node);
          }
        }
      }
    } else if (node instanceof WindowTvf tvf && isProctime(in, tvf.timeField())) {
      throw unsupported("a processing-time window", node);
    }
  }

  private static boolean usesProctime(Expr e, RowType in) {
    BitSet refs = Exprs.refs(e);
    for (int i = refs.nextSetBit(0); i >= 0; i = refs.nextSetBit(i + 1)) {
      if (isProctime(in, i)) {
        return true;
      }
    }
    return false;
  }

  private static boolean isProctime(RowType type, int field) {
    return field >= 0
        && field < type.size()
        && type.get(field).type().timeKind() == TimeKind.PROCTIME;
  }

  private static UnsupportedFeatureException unsupported(String what, RelNode node) {
    return new UnsupportedFeatureException(
        what + " depends on processing time (PROCTIME()), whose values are the wall clock in Flink",
        node.span());
  }
}
