package io.github.topnkit.linter.plan;

import io.github.topnkit.linter.catalog.TypeRoot;
import java.util.BitSet;
import java.util.Objects;
import java.util.Optional;
import org.apache.calcite.sql.SqlKind;

/**
 * The fields of a plan node that hold one constant on every row, one method for each planner rule
 * that acts on them, since each rule finds its constants its own way.
 */
public final class ConstantFields {

  private ConstantFields() {}

  /**
   * The constant fields Flink prunes from a Rank's input, partition and order keys and projects
   * again above it: a literal of a projection, passed on by references and by the group keys of an
   * aggregate (Calcite's {@code AggregateProjectPullUpConstantsRule} keeps one constant group key
   * when all are constant). Planner-checked: a GROUP BY of a constant alone gives {@code
   * Calc(select=[fc, cc])} below a Rank with {@code partitionBy=[]}, so an upsert key through them
   * does not reach the Rank.
   */
  public static BitSet prunedFromRank(RelNode rel) {
    BitSet out = new BitSet();
    if (rel instanceof Calc calc) {
      BitSet in = prunedFromRank(calc.input());
      for (int i = 0; i < calc.projects().size(); i++) {
        Expr e = calc.projects().get(i);
        boolean literal = Exprs.isConstant(e) && !isRankNumberLiteral(e, calc.input());
        if (literal || (e instanceof Expr.Ref r && in.get(r.index()))) {
          out.set(i);
        }
      }
    } else if (rel instanceof Aggregate agg && !agg.hasGroupingSets()) {
      BitSet in = prunedFromRank(agg.input());
      for (int i = 0; i < agg.groupKeys().size(); i++) {
        if (in.get(agg.groupKeys().get(i))) {
          out.set(i);
        }
      }
    }
    return out;
  }

  /**
   * Whether a literal stands for the number of a top-n of one row below it: {@code
   * ConstantRankNumberColumnRemoveRule} puts it there only after the constants were pruned, so an
   * outer rank keeps it (planner-checked: a top-1 partitioned by an inner top-1's number is keyed
   * by that number).
   */
  private static boolean isRankNumberLiteral(Expr e, RelNode below) {
    return below instanceof Rank rank
        && !rank.outputRankNumber()
        && rank.rankType() == RankType.ROW_NUMBER
        && rank.range() instanceof RankRange.Constant c
        && c.start() == c.end()
        && e instanceof Expr.Lit lit
        && lit.type().root() == TypeRoot.BIGINT
        && !lit.type().nullable();
  }

  /**
   * The fields Flink's rewrite reduces to a literal before it builds a window, whose order keys
   * Calcite's {@code LogicalWindow.create} then drops (a window left without one makes a rank
   * function fail in {@code FlinkLogicalOverAggregateConverter}): a projected literal or
   * deterministic expression over literals (folded, as {@code UPPER('x')}), carried up through
   * projections and views, the preserved side of a join, the group keys of an aggregation, a Top-N,
   * an OVER aggregation and a UNION ALL whose every input holds the same literal there. A filter's
   * equality with a literal makes its column constant only when the column is NOT NULL (a rank
   * number filtered by {@code rn = 1} included), and a window TVF stops the carrying (corpus cases
   * in {@code errors.sql}, checked on Flink 1.20 and 2.3).
   */
  public static BitSet reducedBeforeWindow(RelNode rel) {
    BitSet out = new BitSet();
    for (int i = 0; i < rel.rowType().size(); i++) {
      if (constant(rel, i, true).isPresent()) {
        out.set(i);
      }
    }
    return out;
  }

  /** The constant the field holds; a non-literal constant expression is present but unknown. */
  private static Optional<Optional<Expr.Lit>> constant(RelNode rel, int index) {
    return constant(rel, index, false);
  }

  /**
   * The constant a field holds; {@code windowInput} when {@code rel} is the input of the window
   * asking. Seen on Flink 1.20 and 2.3: a filter on an OVER's output right below another window
   * pins nothing for it, while a subquery's projection between them lets the reduction through.
   */
  private static Optional<Optional<Expr.Lit>> constant(
      RelNode rel, int index, boolean windowInput) {
    if (rel instanceof Calc calc) {
      Expr e = calc.projects().get(index);
      if (e instanceof Expr.Ref ref) {
        Optional<Expr.Lit> pinned =
            windowInput && calc.input() instanceof Over
                ? Optional.empty()
                : pinnedNotNull(calc, ref.index());
        return pinned.isPresent() ? Optional.of(pinned) : constant(calc.input(), ref.index());
      }
      if (Exprs.isConstant(e)) {
        return Optional.of(e instanceof Expr.Lit lit ? Optional.of(lit) : Optional.empty());
      }
      return Optional.empty();
    }
    if (rel instanceof Join join) {
      int leftWidth = join.left().rowType().size();
      if (index < leftWidth) {
        return join.type().generatesNullsOnLeft() ? Optional.empty() : constant(join.left(), index);
      }
      return join.type().generatesNullsOnRight()
              || index - leftWidth >= join.right().rowType().size()
          ? Optional.empty()
          : constant(join.right(), index - leftWidth);
    }
    if (rel instanceof Aggregate agg) {
      return index < agg.groupKeys().size() && !agg.hasGroupingSets()
          ? constant(agg.input(), agg.groupKeys().get(index))
          : Optional.empty();
    }
    if (rel instanceof Rank rank) {
      return index < rank.input().rowType().size()
          ? constant(rank.input(), index)
          : Optional.empty();
    }
    if (rel instanceof Over over) {
      return index < over.input().rowType().size()
          ? constant(over.input(), index)
          : Optional.empty();
    }
    if (rel instanceof Union union) {
      return sameLiteral(union, index);
    }
    return Optional.empty();
  }

  /** A UNION ALL field is constant when every input holds the same literal there. */
  private static Optional<Optional<Expr.Lit>> sameLiteral(Union union, int index) {
    Expr.Lit first = null;
    for (RelNode input : union.inputs()) {
      Optional<Expr.Lit> lit = constant(input, index).flatMap(c -> c);
      if (lit.isEmpty()) {
        return Optional.empty();
      }
      if (first == null) {
        first = lit.get();
      } else if (!Objects.equals(first.value(), lit.get().value())
          || first.type().root() != lit.get().type().root()) {
        return Optional.empty();
      }
    }
    return first == null ? Optional.empty() : Optional.of(Optional.of(first));
  }

  /**
   * Whether a field is constant for {@code AggregateProjectPullUpConstantsRule}: a literal
   * projection or a field an equality filter below pins to a literal, as Calcite's {@code
   * RelMdPredicates} pulls them up.
   */
  public static boolean pulledUpForAggregate(RelNode rel, int field) {
    if (!(rel instanceof Calc calc)) {
      return false;
    }
    Expr e = stripCasts(calc.projects().get(field));
    if (e instanceof Expr.Lit) {
      return true;
    }
    if (!(e instanceof Expr.Ref ref)) {
      return false;
    }
    for (Expr c : Exprs.conjuncts(calc.condition())) {
      if (c instanceof Expr.Call call
          && call.kind() == SqlKind.EQUALS
          && call.operands().size() == 2
          && equatesToLiteral(call, ref.index())) {
        return true;
      }
    }
    return pulledUpForAggregate(calc.input(), ref.index());
  }

  /**
   * The literal a Calc's condition pins a NOT NULL input field to ({@code k = 1}, or {@code k >= 2
   * AND k <= 2}, which Calcite simplifies to an equality): Calcite's reduction of expressions by
   * the predicates pulled up from a filter replaces such a field by the literal before Flink builds
   * windows. A nullable field is not replaced: its type differs from the literal's.
   */
  private static Optional<Expr.Lit> pinnedNotNull(Calc calc, int field) {
    if (calc.input().rowType().get(field).type().nullable()) {
      return Optional.empty();
    }
    Expr.Lit lower = null;
    Expr.Lit upper = null;
    for (Expr c : Exprs.conjuncts(calc.condition())) {
      if (!(c instanceof Expr.Call call) || call.operands().size() != 2) {
        continue;
      }
      boolean refLeft = stripCasts(call.operand(0)) instanceof Expr.Ref r && r.index() == field;
      Expr other = stripCasts(call.operand(refLeft ? 1 : 0));
      if (!(other instanceof Expr.Lit lit)
          || lit.value() == null
          || !equatesToLiteral(call, field)) {
        continue;
      }
      SqlKind kind = refLeft ? call.kind() : call.kind().reverse();
      switch (kind) {
        case EQUALS -> {
          return Optional.of(lit);
        }
        case GREATER_THAN_OR_EQUAL -> lower = lit;
        case LESS_THAN_OR_EQUAL -> upper = lit;
        default -> {}
      }
    }
    return lower != null && upper != null && Objects.equals(lower.value(), upper.value())
        ? Optional.of(lower)
        : Optional.empty();
  }

  private static boolean equatesToLiteral(Expr.Call call, int field) {
    Expr left = stripCasts(call.operand(0));
    Expr right = stripCasts(call.operand(1));
    return (left instanceof Expr.Ref l && l.index() == field && right instanceof Expr.Lit)
        || (right instanceof Expr.Ref r && r.index() == field && left instanceof Expr.Lit);
  }

  private static Expr stripCasts(Expr e) {
    while (e instanceof Expr.Call c && c.kind() == SqlKind.CAST) {
      e = c.operand(0);
    }
    return e;
  }
}
