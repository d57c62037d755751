package io.github.topnkit.linter.model;

import io.github.topnkit.linter.catalog.Column;
import io.github.topnkit.linter.plan.Calc;
import io.github.topnkit.linter.plan.Expr;
import io.github.topnkit.linter.plan.Exprs;
import io.github.topnkit.linter.plan.Rank;
import io.github.topnkit.linter.plan.RankRange;
import io.github.topnkit.linter.plan.RankType;
import io.github.topnkit.linter.plan.RelNode;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Optional;

/**
 * The names Flink prints for rank-number columns in a Rank node's {@code select} list: the name of
 * a Rank's own number, and the number of a Rank below that a stacked Rank carries along.
 */
final class RankNumberNames {

  /** Calcite's name for the first call of the first window ({@code LogicalWindow}). */
  static final String WINDOW_NAME = "w0$o0";

  private RankNumberNames() {}

  /**
   * The name of {@code rank}'s number. {@code FlinkLogicalRankRule} takes the name of the Calc
   * above the window where that Calc projects the number as a bare field (the last such), else the
   * window's {@code w0$o0}. A projection that only drops fields, keeping their order, never reaches
   * the rule: it is pushed below the window and the trivial rest removed, so the number keeps
   * {@code w0$o0}. The reordering projection of an INSERT column list counts as part of the Calc
   * above.
   */
  static String of(Rank rank, RelNode root, SinkUse sink) {
    RelNode parent = RelNode.parentOf(root, rank).orElse(null);
    int rankField = rank.rowType().size() - 1;
    List<Expr> projects = new ArrayList<>();
    List<String> names = new ArrayList<>();
    Expr condition = null;
    Optional<Long> constant = constant(rank);
    if (parent instanceof Calc calc) {
      projects.addAll(calc.projects());
      names.addAll(calc.rowType().names());
      condition = calc.condition();
    } else if (parent == null && rank.outputRankNumber()) {
      for (int i = 0; i <= rankField; i++) {
        projects.add(new Expr.Ref(i, rank.rowType().get(i).type(), rank.span()));
        names.add(rank.rowType().get(i).name());
      }
    } else {
      return WINDOW_NAME;
    }
    if (parent == root || parent == null) {
      reorderForSink(sink, projects, names);
    }
    // With the number removed (constant or unread), its place in the Calc is the literal.
    int numberField = rank.outputRankNumber() ? rankField : rank.rowType().size();
    List<Integer> under = underlying(rank.input());
    List<Integer> fields = new ArrayList<>();
    BitSet distinct = new BitSet();
    String name = null;
    boolean trimming = true;
    for (int i = 0; i < projects.size(); i++) {
      Expr e = projects.get(i);
      int field;
      if (e instanceof Expr.Ref ref) {
        field = ref.index();
      } else if (e != null && !rank.outputRankNumber() && isConstant(e, constant)) {
        field = numberField;
      } else {
        trimming = false;
        continue;
      }
      if (!fields.isEmpty() && fields.get(fields.size() - 1) >= field) {
        trimming = false;
      }
      // Fields that are one field below the Rank stay repeated above the window.
      int source = field < under.size() ? under.get(field) : -1 - field;
      if (source >= 0 && distinct.get(source)) {
        trimming = false;
      }
      if (source >= 0) {
        distinct.set(source);
      }
      fields.add(field);
      if (field == numberField) {
        name = names.get(i);
      }
    }
    if (condition != null) {
      BitSet read = Exprs.refs(condition);
      fields.forEach(read::clear);
      read.clear(numberField);
      trimming &= read.isEmpty();
    }
    return trimming || name == null ? WINDOW_NAME : name;
  }

  /**
   * The rank number of a Rank below that {@code rank}'s input carries: Flink folds the bare
   * projection between two stacked rankings into the upper window, so its input keeps the lower
   * Rank's number (or, from Flink 2.0, the literal that replaced a constant one; 1.20 drops it)
   * even where nothing reads it.
   */
  static Optional<String> carried(Rank rank, RelNode root, SinkUse sink, boolean literalKept) {
    if (!(rank.input() instanceof Calc between) || between.condition() != null) {
      return Optional.empty();
    }
    RelNode below = between.input();
    if (below instanceof Calc calc && calc.input() instanceof Rank inner) {
      boolean hasNumber =
          inner.outputRankNumber()
              || literalKept
                  && calc.projects().stream().anyMatch(e -> isConstant(e, constant(inner)));
      return hasNumber ? Optional.of(of(inner, root, sink)) : Optional.empty();
    }
    if (below instanceof Rank inner && inner.outputRankNumber()) {
      return Optional.of(of(inner, root, sink));
    }
    return Optional.empty();
  }

  /** The INSERT column list puts the query's columns in the sink's order, under their names. */
  private static void reorderForSink(SinkUse sink, List<Expr> projects, List<String> names) {
    if (!(sink instanceof SinkUse.TableSink table)
        || table.target().columns().isEmpty()
        || table.target().table().isEmpty()) {
      return;
    }
    List<String> listed = table.target().columns().get();
    List<Expr> reordered = new ArrayList<>();
    List<String> sinkNames = new ArrayList<>();
    for (Column c : table.target().table().get().columns()) {
      if (c.kind() != Column.Kind.PHYSICAL) {
        continue;
      }
      int at = indexOf(listed, c.name());
      // An unlisted column is filled with NULL, which is no field.
      reordered.add(at >= 0 && at < projects.size() ? projects.get(at) : null);
      sinkNames.add(c.name());
    }
    projects.clear();
    projects.addAll(reordered);
    names.clear();
    names.addAll(sinkNames);
  }

  /**
   * For each input field of a Rank, the field below a bare projection it copies; empty when the
   * input is no such projection.
   */
  private static List<Integer> underlying(RelNode input) {
    List<Integer> result = new ArrayList<>();
    if (input instanceof Calc calc && calc.condition() == null) {
      for (Expr e : calc.projects()) {
        result.add(e instanceof Expr.Ref ref ? ref.index() : -1);
      }
    }
    return result;
  }

  private static int indexOf(List<String> names, String name) {
    for (int i = 0; i < names.size(); i++) {
      if (names.get(i).equalsIgnoreCase(name)) {
        return i;
      }
    }
    return -1;
  }

  /**
   * The constant a top-n rank number is replaced by ({@code ConstantRankNumberColumnRemoveRule}).
   */
  private static Optional<Long> constant(Rank rank) {
    return rank.rankType() == RankType.ROW_NUMBER
            && rank.range() instanceof RankRange.Constant c
            && c.start() == c.end()
        ? Optional.of(c.start())
        : Optional.empty();
  }

  private static boolean isConstant(Expr e, Optional<Long> constant) {
    return constant.isPresent()
        && e instanceof Expr.Lit lit
        && lit.value() instanceof BigDecimal d
        && d.compareTo(BigDecimal.valueOf(constant.get())) == 0;
  }
}
