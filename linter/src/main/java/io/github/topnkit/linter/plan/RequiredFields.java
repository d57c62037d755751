package io.github.topnkit.linter.plan;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;

/**
 * Which input fields a node reads, given which of its output fields are read above it: the field
 * trimming that lets Flink drop an unused rank number and decides which fields its error messages
 * list for a node.
 */
public final class RequiredFields {

  private RequiredFields() {}

  /** For each input of the node, the fields it reads when {@code required} of its own are read. */
  public static List<BitSet> ofInputs(RelNode node, BitSet required) {
    List<BitSet> result = new ArrayList<>();
    if (node instanceof Calc calc) {
      BitSet in = new BitSet();
      for (int i = 0; i < calc.projects().size(); i++) {
        if (required.get(i)) {
          in.or(Exprs.refs(calc.projects().get(i)));
        }
      }
      in.or(Exprs.refs(calc.condition()));
      result.add(in);
    } else if (node instanceof Aggregate agg) {
      BitSet in = new BitSet();
      agg.groupKeys().forEach(in::set);
      // Literal arguments (COUNT(1), NTILE(2)) are not fields: -1.
      agg.calls().forEach(c -> c.args().stream().filter(a -> a >= 0).forEach(in::set));
      result.add(in);
    } else if (node instanceof Join join) {
      int width = join.left().rowType().size();
      BitSet all = (BitSet) required.clone();
      all.or(Exprs.refs(join.condition()));
      result.add(all.get(0, width));
      result.add(all.get(width, Math.max(width, all.length())));
    } else if (node instanceof Over over) {
      int width = over.input().rowType().size();
      BitSet in = required.get(0, width);
      for (OverGroup g : over.groups()) {
        g.partitionKeys().forEach(in::set);
        g.orderKeys().forEach(k -> in.set(k.field()));
        g.calls().forEach(c -> c.args().stream().filter(a -> a >= 0).forEach(in::set));
      }
      result.add(in);
    } else if (node instanceof Rank rank) {
      BitSet in = required.get(0, rank.input().rowType().size());
      rank.partitionKeys().forEach(in::set);
      rank.orderKeys().forEach(k -> in.set(k.field()));
      if (rank.range() instanceof RankRange.Variable v) {
        in.set(v.field());
      }
      result.add(in);
    } else if (node instanceof Sort sort) {
      BitSet in = (BitSet) required.clone();
      sort.keys().forEach(k -> in.set(k.field()));
      result.add(in);
    } else if (node instanceof WindowTvf tvf) {
      BitSet in = required.get(0, tvf.input().rowType().size());
      if (tvf.timeField() >= 0) {
        in.set(tvf.timeField());
      }
      tvf.partitionKeys().stream().filter(k -> k >= 0).forEach(in::set);
      result.add(in);
    } else {
      for (RelNode input : node.inputs()) {
        BitSet all = new BitSet();
        all.set(0, input.rowType().size());
        result.add(all);
      }
    }
    return result;
  }
}
