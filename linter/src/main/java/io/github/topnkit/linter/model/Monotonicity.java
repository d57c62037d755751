package io.github.topnkit.linter.model;

import io.github.topnkit.linter.catalog.ChangelogNature;
import io.github.topnkit.linter.catalog.TableDef;
import io.github.topnkit.linter.plan.AggCall;
import io.github.topnkit.linter.plan.Aggregate;
import io.github.topnkit.linter.plan.Calc;
import io.github.topnkit.linter.plan.Expr;
import io.github.topnkit.linter.plan.Exprs;
import io.github.topnkit.linter.plan.Join;
import io.github.topnkit.linter.plan.JoinKind;
import io.github.topnkit.linter.plan.Over;
import io.github.topnkit.linter.plan.Rank;
import io.github.topnkit.linter.plan.RelNode;
import io.github.topnkit.linter.plan.SortKey;
import io.github.topnkit.linter.plan.TableScan;
import io.github.topnkit.linter.plan.Union;
import java.util.Arrays;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Map;
import org.apache.calcite.sql.SqlKind;

/**
 * How each field can change over an update stream, as Flink's {@code
 * FlinkRelMdModifiedMonotonicity}: it decides whether an updating Top-N can use the UpdateFast
 * strategy. Null stands for "may delete rows", where nothing is known.
 */
final class Monotonicity {

  private final Properties props;
  // Filled lazily and read on parallel threads, as Properties' memo (a value computed twice is the
  // same); null values are meaningful, hence the second map.
  private final Map<RelNode, Mono[]> cache = Collections.synchronizedMap(new IdentityHashMap<>());
  private final Map<RelNode, Boolean> computed =
      Collections.synchronizedMap(new IdentityHashMap<>());

  Monotonicity(Properties props) {
    this.props = props;
  }

  Mono[] of(RelNode rel) {
    if (!computed.containsKey(rel)) {
      cache.put(rel, compute(rel));
      computed.put(rel, Boolean.TRUE);
    }
    return cache.get(rel);
  }

  private Mono[] compute(RelNode rel) {
    int width = rel.rowType().size();
    if (rel instanceof TableScan scan) {
      if (!scan.isKnown() || props.kinds(rel).insertOnly()) {
        return fill(width, Mono.CONSTANT);
      }
      return changelogSource(scan);
    }
    if (rel instanceof Calc calc) {
      return calc(calc);
    }
    if (rel instanceof Aggregate agg) {
      if (props.isWindowAggregate(agg)) {
        return null;
      }
      if (props.isLegacyGroupWindow(agg)) {
        return allAppend(agg.input()) ? fill(width, Mono.CONSTANT) : null;
      }
      return aggregate(agg);
    }
    if (rel instanceof Rank rank) {
      return rank(rank);
    }
    if (rel instanceof Over) {
      return fill(width, Mono.CONSTANT);
    }
    if (rel instanceof Join join) {
      return join(join);
    }
    if (rel instanceof Union union) {
      Mono[] head = null;
      for (RelNode input : union.inputs()) {
        Mono[] m = of(input);
        if (m == null) {
          return null;
        }
        if (head == null) {
          head = m;
        } else if (!Arrays.equals(head, m)) {
          return fill(width, Mono.NOT_MONOTONIC);
        }
      }
      return head;
    }
    return null;
  }

  /**
   * A streaming upsert source is read through {@code ChangelogNormalize}, whose key fields never
   * change; any other changelog source may change every field.
   */
  private Mono[] changelogSource(TableScan scan) {
    Mono[] result = fill(scan.rowType().size(), Mono.NOT_MONOTONIC);
    TableDef table = scan.table().get();
    if (props.settings().streaming()
        && table.connector().sourceChanges() == ChangelogNature.UPSERT) {
      for (String column : table.primaryKey()) {
        int i = scan.rowType().indexOf(column);
        if (i >= 0) {
          result[i] = Mono.CONSTANT;
        }
      }
    }
    return result;
  }

  private Mono[] calc(Calc calc) {
    Mono[] input = of(calc.input());
    if (input == null) {
      return null;
    }
    int width = calc.projects().size();
    if (allConstant(input)) {
      return fill(width, Mono.CONSTANT);
    }
    Mono[] result = fill(width, Mono.NOT_MONOTONIC);
    for (int i = 0; i < width; i++) {
      Expr e = calc.projects().get(i);
      while (e instanceof Expr.Call c && c.kind() == SqlKind.CAST) {
        e = c.operand(0);
      }
      if (e instanceof Expr.Ref r) {
        result[i] = input[r.index()];
      }
    }
    if (calc.condition() != null
        && !props.filtersInNormalize(calc)
        && needsRetract(calc.condition(), input)) {
      Arrays.fill(result, Mono.NOT_MONOTONIC);
    }
    return result;
  }

  /** Flink's {@code isNeedRetract}: whether a filter on changing fields can un-select rows. */
  private static boolean needsRetract(Expr e, Mono[] input) {
    if (e instanceof Expr.Ref r) {
      return input[r.index()] != Mono.CONSTANT;
    }
    if (!(e instanceof Expr.Call c)) {
      return false;
    }
    switch (c.kind()) {
      case AND, OR -> {
        return needsRetract(c.operand(0), input)
            || (c.operands().size() > 1 && needsRetract(c.operand(1), input));
      }
      case GREATER_THAN, GREATER_THAN_OR_EQUAL -> {
        Mono m = firstChanging(c, input);
        return m != null && m != Mono.INCREASING;
      }
      case LESS_THAN, LESS_THAN_OR_EQUAL -> {
        Mono m = firstChanging(c, input);
        return m != null && m != Mono.DECREASING;
      }
      case EQUALS, NOT_EQUALS, IN, NOT_IN -> {
        return firstChanging(c, input) != null;
      }
      case NOT, IS_NOT_TRUE, IS_TRUE, IS_NOT_NULL, IS_NULL -> {
        return c.operands().size() == 1 && needsRetract(c.operand(0), input);
      }
      default -> {
        return false;
      }
    }
  }

  private static Mono firstChanging(Expr.Call c, Mono[] input) {
    for (Expr operand : c.operands()) {
      Expr e = operand;
      while (e instanceof Expr.Call cast && cast.kind() == SqlKind.CAST) {
        e = cast.operand(0);
      }
      if (e instanceof Expr.Ref r && input[r.index()] != Mono.CONSTANT) {
        return input[r.index()];
      }
    }
    return null;
  }

  private Mono[] aggregate(Aggregate agg) {
    Mono[] input = of(agg.input());
    if (input == null) {
      return null;
    }
    if (RemovedAggregate.isRemoved(agg, props)) {
      return RemovedAggregate.passedFields(agg).stream().map(f -> input[f]).toArray(Mono[]::new);
    }
    for (int key : agg.groupKeys()) {
      if (input[key] != Mono.CONSTANT) {
        return null;
      }
    }
    int groups = agg.groupKeys().size();
    Mono[] result = fill(groups + agg.calls().size(), Mono.CONSTANT);
    boolean inputUpdates = !allConstant(input);
    Map<Integer, Integer> aliases = GroupKeyAliases.of(agg);
    for (int i = 0; i < agg.calls().size(); i++) {
      AggCall call = agg.calls().get(i);
      if (aliases.containsKey(groups + i)) {
        // Planned as a projection of its group key, which never changes.
        continue;
      }
      Mono m = callMonotonicity(call, agg);
      if (inputUpdates) {
        if (call.args().size() > 1) {
          m = Mono.NOT_MONOTONIC;
        } else if (call.args().size() == 1 && input[call.args().get(0)] != m && !call.isCount()) {
          m = Mono.NOT_MONOTONIC;
        }
      }
      result[groups + i] = m;
    }
    return result;
  }

  private Mono callMonotonicity(AggCall call, Aggregate agg) {
    return switch (call.function()) {
      case "COUNT" -> Mono.INCREASING;
      case "MAX" -> Mono.INCREASING;
      case "MIN" -> Mono.DECREASING;
      case "SUM" -> sumMonotonicity(call, agg);
      default -> Mono.NOT_MONOTONIC;
    };
  }

  /**
   * SUM only grows when its argument is known to be zero or above (from a filter below, its FILTER
   * clause or a CASE of literals), and only shrinks when it has an upper bound at or below zero and
   * no lower bound.
   */
  private static Mono sumMonotonicity(AggCall call, Aggregate agg) {
    if (call.args().isEmpty()) {
      return Mono.NOT_MONOTONIC;
    }
    ColumnInterval interval =
        ColumnInterval.filtered(agg.input(), call.args().get(0), call.filterArg());
    if (interval.lower() != null && interval.lower().signum() >= 0) {
      return Mono.INCREASING;
    }
    if (interval.lower() == null && interval.upper() != null && interval.upper().signum() <= 0) {
      return Mono.DECREASING;
    }
    return Mono.NOT_MONOTONIC;
  }

  private Mono[] rank(Rank rank) {
    int width = rank.rowType().size();
    if (rank.isDeduplicationShape() && props.settings().streaming()) {
      if (!allAppend(rank.input())) {
        return null;
      }
      if (Properties.keepLast(rank) || sortsOnRowtime(rank)) {
        Mono[] m = fill(width, Mono.NOT_MONOTONIC);
        rank.partitionKeys().forEach(k -> m[k] = Mono.CONSTANT);
        return m;
      }
      return fill(width, Mono.CONSTANT);
    }
    Mono[] input = of(rank.input());
    if (input == null) {
      return null;
    }
    for (int k : rank.partitionKeys()) {
      if (input[k] != Mono.CONSTANT) {
        return null;
      }
    }
    Mono[] result = fill(width, Mono.NOT_MONOTONIC);
    rank.partitionKeys().forEach(k -> result[k] = Mono.CONSTANT);
    if (rank.outputRankNumber()) {
      result[width - 1] = Mono.CONSTANT;
    }
    if (!rank.orderKeys().isEmpty()) {
      SortKey first = rank.orderKeys().get(0);
      Mono m = input[first.field()];
      if ((m == Mono.INCREASING || m == Mono.CONSTANT) && first.descending()) {
        result[first.field()] = Mono.INCREASING;
      } else if ((m == Mono.DECREASING || m == Mono.CONSTANT) && !first.descending()) {
        result[first.field()] = Mono.DECREASING;
      } else {
        result[first.field()] = Mono.NOT_MONOTONIC;
      }
    }
    return result;
  }

  private static boolean sortsOnRowtime(Rank rank) {
    return Properties.sortsOnTimeAttribute(rank)
        && rank.input().rowType().get(rank.orderKeys().get(0).field()).type().timeKind()
            == io.github.topnkit.linter.catalog.TimeKind.ROWTIME;
  }

  private Mono[] join(Join join) {
    int width = join.rowType().size();
    if (join.kind() == JoinKind.INTERVAL || join.kind() == JoinKind.WINDOW) {
      return fill(width, Mono.CONSTANT);
    }
    if (join.kind() != JoinKind.REGULAR) {
      Mono[] left = of(join.left());
      if (left == null) {
        return null;
      }
      return fill(width, allConstant(left) ? Mono.CONSTANT : Mono.NOT_MONOTONIC);
    }
    Mono[] left = of(join.left());
    Mono[] right = of(join.right());
    if (left == null || right == null) {
      return null;
    }
    boolean keysConstant =
        join.leftKeys().stream().allMatch(k -> left[k] == Mono.CONSTANT)
            && join.rightKeys().stream().allMatch(k -> right[k] == Mono.CONSTANT);
    boolean update = !allConstant(left) || !allConstant(right);
    boolean equi = isEqui(join);
    if (keysConstant && (!update || equi)) {
      Mono[] result = new Mono[width];
      System.arraycopy(left, 0, result, 0, left.length);
      System.arraycopy(right, 0, result, left.length, right.length);
      return result;
    }
    return null;
  }

  private static boolean isEqui(Join join) {
    return Exprs.conjuncts(join.condition()).size() == join.leftKeys().size();
  }

  boolean allAppend(RelNode rel) {
    Mono[] m = of(rel);
    return m != null && allConstant(m);
  }

  private static boolean allConstant(Mono[] m) {
    for (Mono x : m) {
      if (x != Mono.CONSTANT) {
        return false;
      }
    }
    return true;
  }

  private static Mono[] fill(int width, Mono m) {
    Mono[] result = new Mono[width];
    Arrays.fill(result, m);
    return result;
  }
}
