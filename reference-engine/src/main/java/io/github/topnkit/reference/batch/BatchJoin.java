package io.github.topnkit.reference.batch;

import io.github.topnkit.linter.plan.Join;
import io.github.topnkit.linter.plan.JoinKind;
import io.github.topnkit.reference.exec.JoinKeys;
import io.github.topnkit.reference.exec.Rows;
import io.github.topnkit.reference.expr.Evaluator;
import io.github.topnkit.reference.expr.ExprCompiler;
import io.github.topnkit.reference.expr.UnsupportedFeatureException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * An inner or outer {@link Join} over bounded inputs, as Flink's batch hash join: the right side is
 * indexed by its equi-join keys, each left row is probed, and the whole join condition decides a
 * match. Outer joins pad the unmatched rows of the preserved side with NULLs. Interval and window
 * joins are plain joins with their condition in batch.
 */
final class BatchJoin {

  private BatchJoin() {}

  static List<Object[]> evaluate(Join join, List<Object[]> left, List<Object[]> right) {
    if (join.kind() != JoinKind.REGULAR
        && join.kind() != JoinKind.INTERVAL
        && join.kind() != JoinKind.WINDOW) {
      throw new UnsupportedFeatureException(
          "a "
              + join.kind().name().toLowerCase(java.util.Locale.ROOT)
              + " join is not supported by the reference engine",
          join.span());
    }
    int leftWidth = join.left().rowType().size();
    int rightWidth = join.right().rowType().size();
    Evaluator condition = join.condition() == null ? null : ExprCompiler.compile(join.condition());
    // The index only narrows the candidates; the condition, which holds the key equalities,
    // decides (so NULL keys never match, while IS NOT DISTINCT FROM keys still can).
    boolean indexed = JoinKeys.sameTypes(join);
    List<Integer> leftKeys = indexed ? join.leftKeys() : List.of();
    List<Integer> rightKeys = indexed ? join.rightKeys() : List.of();
    Map<List<Object>, List<Integer>> index = new LinkedHashMap<>();
    for (int j = 0; j < right.size(); j++) {
      index.computeIfAbsent(Partitions.key(right.get(j), rightKeys), k -> new ArrayList<>()).add(j);
    }
    boolean[] rightMatched = new boolean[right.size()];
    List<Object[]> out = new ArrayList<>();
    for (Object[] l : left) {
      boolean matched = false;
      for (int j : index.getOrDefault(Partitions.key(l, leftKeys), List.of())) {
        Object[] joined = Rows.join(l, leftWidth, right.get(j), rightWidth);
        if (condition == null || Boolean.TRUE.equals(condition.eval(joined))) {
          out.add(joined);
          matched = true;
          rightMatched[j] = true;
        }
      }
      if (!matched && join.type().generatesNullsOnRight()) {
        out.add(Rows.join(l, leftWidth, null, rightWidth));
      }
    }
    if (join.type().generatesNullsOnLeft()) {
      for (int j = 0; j < right.size(); j++) {
        if (!rightMatched[j]) {
          out.add(Rows.join(null, leftWidth, right.get(j), rightWidth));
        }
      }
    }
    return out;
  }
}
