package io.github.topnkit.linter.model;

import io.github.topnkit.linter.plan.Aggregate;
import io.github.topnkit.linter.plan.Calc;
import io.github.topnkit.linter.plan.Expr;
import io.github.topnkit.linter.plan.Exprs;
import io.github.topnkit.linter.plan.Join;
import io.github.topnkit.linter.plan.Over;
import io.github.topnkit.linter.plan.OverCall;
import io.github.topnkit.linter.plan.OverGroup;
import io.github.topnkit.linter.plan.Rank;
import io.github.topnkit.linter.plan.RankSite;
import io.github.topnkit.linter.plan.RelNode;
import io.github.topnkit.linter.plan.RequiredFields;
import io.github.topnkit.linter.plan.Union;
import java.util.BitSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The fields of a plan node that Flink's logical rewrite reduces to a constant: a projected literal
 * (or a deterministic expression over literals) carried up through projections, the preserved side
 * of a join, the group keys of an aggregation, a Top-N, an OVER aggregation and a UNION ALL whose
 * every input projects the same literal there. A filter's equality does not make its column
 * constant, and a window TVF stops the carrying (both checked on Flink 1.20 and 2.3).
 */
final class ConstantFields {

  private ConstantFields() {}

  /**
   * Whether anything above reads the number of the site's rank function call: Flink prunes an
   * OVER call nobody reads before converting the window, so it raises no error about it.
   */
  static boolean rankNumberRead(RelNode root, RankSite site) {
    Over over = site.over();
    int index = over.input().rowType().size();
    for (OverGroup g : over.groups()) {
      for (OverCall c : g.calls()) {
        if (c.equals(site.call())) {
          BitSet read = new BitSet();
          boolean found = requiredAt(root, all(root), over, read);
          return !found || read.get(index);
        }
        index++;
      }
    }
    return true;
  }

  /** Collects into {@code read} the fields of {@code target} read above it; false if not found. */
  private static boolean requiredAt(RelNode node, BitSet required, RelNode target, BitSet read) {
    if (node == target) {
      read.or(required);
      return true;
    }
    List<BitSet> needs = RequiredFields.ofInputs(node, required);
    boolean found = false;
    for (int i = 0; i < node.inputs().size(); i++) {
      found |= requiredAt(node.inputs().get(i), needs.get(i), target, read);
    }
    return found;
  }

  private static BitSet all(RelNode node) {
    BitSet all = new BitSet();
    all.set(0, node.rowType().size());
    return all;
  }

  /** Whether the field at {@code index} of {@code rel} is reduced to a constant. */
  static boolean isConstant(RelNode rel, int index) {
    return constant(rel, index).isPresent();
  }

  /** The constant the field holds; a non-literal constant expression is present but unknown. */
  private static Optional<Optional<Expr.Lit>> constant(RelNode rel, int index) {
    if (rel instanceof Calc calc) {
      Expr e = calc.projects().get(index);
      if (e instanceof Expr.Ref ref) {
        return constant(calc.input(), ref.index());
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
}
