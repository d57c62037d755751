package io.github.topnkit.linter.model;

import io.github.topnkit.linter.plan.Calc;
import io.github.topnkit.linter.plan.ConstantFields;
import io.github.topnkit.linter.plan.Expr;
import io.github.topnkit.linter.plan.Exprs;
import io.github.topnkit.linter.plan.Rank;
import io.github.topnkit.linter.plan.RankRange;
import io.github.topnkit.linter.plan.RelNode;
import io.github.topnkit.linter.plan.SortKey;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * A Rank's input as Flink numbers it when it picks the rank strategy. A bare projection below the
 * rank is folded into the OVER it came from, so the window reads the projection's input; then
 * {@code CalcRankTransposeRule} trims that input to the fields the Calc above reads, the partition
 * and order keys, a variable rank end and every field of the input's upsert keys (so an inner
 * rank's number and both sides of a join key survive), dropping the constants Flink projects again
 * above the rank.
 */
final class PrunedRankInput {

  private final RelNode base;
  private final List<Integer> toBase;
  private final List<Integer> kept;
  private final BitSet constants;

  private PrunedRankInput(
      RelNode base, List<Integer> toBase, List<Integer> kept, BitSet constants) {
    this.base = base;
    this.toBase = toBase;
    this.kept = kept;
    this.constants = constants;
  }

  static PrunedRankInput of(Rank rank, Optional<Calc> above, Properties props) {
    RelNode input = rank.input();
    RelNode base = input;
    List<Integer> toBase = new ArrayList<>();
    if (input instanceof Calc calc
        && calc.condition() == null
        && calc.projects().stream().allMatch(e -> e instanceof Expr.Ref)) {
      base = calc.input();
      calc.projects().forEach(e -> toBase.add(((Expr.Ref) e).index()));
    } else {
      for (int i = 0; i < input.rowType().size(); i++) {
        toBase.add(i);
      }
    }
    BitSet read = new BitSet();
    if (above.isPresent()) {
      BitSet used = new BitSet();
      above.get().projects().forEach(e -> used.or(Exprs.refs(e)));
      used.or(Exprs.refs(above.get().condition()));
      used.stream().filter(f -> f < toBase.size()).forEach(f -> read.set(toBase.get(f)));
      rank.partitionKeys().forEach(f -> read.set(toBase.get(f)));
      for (SortKey k : rank.orderKeys()) {
        read.set(toBase.get(k.field()));
      }
      if (rank.range() instanceof RankRange.Variable v) {
        read.set(toBase.get(v.field()));
      }
      props.upsertKeys(base).forEach(read::or);
    } else {
      read.set(0, base.rowType().size());
    }
    BitSet constants = ConstantFields.prunedFromRank(base);
    read.andNot(constants);
    return new PrunedRankInput(base, toBase, read.stream().boxed().toList(), constants);
  }

  /** The input's upsert keys without constants, in the trimmed input's positions. */
  Set<BitSet> keys(Properties props) {
    Set<BitSet> result = new LinkedHashSet<>();
    for (BitSet key : UpsertKeys.withoutConstants(props.upsertKeys(base), constants)) {
      BitSet moved = new BitSet();
      key.stream().forEach(f -> moved.set(kept.indexOf(f)));
      result.add(moved);
    }
    return result;
  }

  /** Fields of the rank's input, without constants, in the trimmed input's positions. */
  List<Integer> positions(List<Integer> inputFields) {
    return inputFields.stream()
        .map(toBase::get)
        .filter(f -> !constants.get(f))
        .map(kept::indexOf)
        .toList();
  }
}
