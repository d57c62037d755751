package io.github.topnkit.linter.plan.convert;

import io.github.topnkit.linter.catalog.TimeKind;
import io.github.topnkit.linter.plan.Expr;
import io.github.topnkit.linter.plan.Exprs;
import io.github.topnkit.linter.plan.Field;
import io.github.topnkit.linter.plan.JoinKind;
import io.github.topnkit.linter.plan.JoinType;
import io.github.topnkit.linter.plan.RelNode;
import io.github.topnkit.linter.plan.RowType;
import io.github.topnkit.linter.plan.WindowProps;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Optional;
import org.apache.calcite.sql.SqlKind;

/**
 * Reads a join condition the way Flink's join rules do: equi-join keys, and whether the join is a
 * window join (equal window bounds of two windowed inputs) or an interval join (time bounds between
 * the inputs' time attributes).
 */
record JoinAnalysis(JoinKind kind, List<Integer> leftKeys, List<Integer> rightKeys) {

  static JoinAnalysis of(Expr condition, RelNode left, RelNode right, int leftWidth) {
    List<Integer> leftKeys = new ArrayList<>();
    List<Integer> rightKeys = new ArrayList<>();
    List<Expr> conjuncts = Exprs.conjuncts(condition);
    int timeBounds = 0;
    for (Expr c : conjuncts) {
      if (!(c instanceof Expr.Call call) || call.operands().size() != 2) {
        continue;
      }
      Expr a = call.operand(0);
      Expr b = call.operand(1);
      if (call.kind() == SqlKind.EQUALS && a instanceof Expr.Ref ra && b instanceof Expr.Ref rb) {
        if (ra.index() < leftWidth && rb.index() >= leftWidth) {
          leftKeys.add(ra.index());
          rightKeys.add(rb.index() - leftWidth);
        } else if (rb.index() < leftWidth && ra.index() >= leftWidth) {
          leftKeys.add(rb.index());
          rightKeys.add(ra.index() - leftWidth);
        }
      } else if (isRangeComparison(call.kind()) && relatesTimeAttributes(a, b, leftWidth)) {
        timeBounds++;
      }
    }
    JoinKind kind = JoinKind.REGULAR;
    if (isWindowJoin(left, right, leftKeys, rightKeys)) {
      kind = JoinKind.WINDOW;
    } else if (timeBounds >= 2) {
      kind = JoinKind.INTERVAL;
    }
    return new JoinAnalysis(kind, leftKeys, rightKeys);
  }

  private static boolean isRangeComparison(SqlKind kind) {
    return kind == SqlKind.LESS_THAN
        || kind == SqlKind.LESS_THAN_OR_EQUAL
        || kind == SqlKind.GREATER_THAN
        || kind == SqlKind.GREATER_THAN_OR_EQUAL;
  }

  private static boolean relatesTimeAttributes(Expr a, Expr b, int leftWidth) {
    BitSet timeA = timeRefs(a);
    BitSet timeB = timeRefs(b);
    boolean aLeft = !timeA.isEmpty() && timeA.nextSetBit(0) < leftWidth;
    boolean aRight = !timeA.isEmpty() && timeA.previousSetBit(Integer.MAX_VALUE - 1) >= leftWidth;
    boolean bLeft = !timeB.isEmpty() && timeB.nextSetBit(0) < leftWidth;
    boolean bRight = !timeB.isEmpty() && timeB.previousSetBit(Integer.MAX_VALUE - 1) >= leftWidth;
    return (aLeft && bRight) || (aRight && bLeft);
  }

  private static BitSet timeRefs(Expr e) {
    BitSet bits = new BitSet();
    Exprs.visitRefs(
        e,
        r -> {
          if (r.type().isTimeAttribute()) {
            bits.set(r.index());
          }
        });
    return bits;
  }

  private static boolean isWindowJoin(
      RelNode left, RelNode right, List<Integer> leftKeys, List<Integer> rightKeys) {
    Optional<WindowProps> leftProps = WindowProps.of(left);
    Optional<WindowProps> rightProps = WindowProps.of(right);
    if (leftProps.isEmpty() || rightProps.isEmpty()) {
      return false;
    }
    WindowProps l = leftProps.get();
    WindowProps r = rightProps.get();
    boolean starts = false;
    boolean ends = false;
    for (int i = 0; i < leftKeys.size(); i++) {
      starts |= l.start().get(leftKeys.get(i)) && r.start().get(rightKeys.get(i));
      ends |= l.end().get(leftKeys.get(i)) && r.end().get(rightKeys.get(i));
    }
    return starts && ends;
  }

  /** The join's output fields: time attributes survive only where Flink keeps them. */
  static RowType outputType(RowType left, RowType right, JoinKind kind, JoinType type) {
    List<Field> fields = new ArrayList<>();
    boolean keepLeft = kind != JoinKind.REGULAR;
    boolean keepRight =
        kind == JoinKind.INTERVAL || kind == JoinKind.WINDOW || kind == JoinKind.CORRELATE;
    for (Field f : left.fields()) {
      Field g = keepLeft ? f : f.withType(f.type().materialized());
      fields.add(
          type.generatesNullsOnLeft() ? g.withType(g.type().materialized().withNullable(true)) : g);
    }
    for (Field f : right.fields()) {
      Field g = keepRight ? f : f.withType(f.type().materialized());
      fields.add(
          type.generatesNullsOnRight()
              ? g.withType(g.type().materialized().withNullable(true))
              : g);
    }
    return new RowType(fields);
  }

  static boolean isTimeAttribute(Field f) {
    return f.type().timeKind() != TimeKind.NONE;
  }
}
