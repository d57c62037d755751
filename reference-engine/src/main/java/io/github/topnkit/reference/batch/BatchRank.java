package io.github.topnkit.reference.batch;

import io.github.topnkit.linter.plan.Rank;
import io.github.topnkit.linter.plan.RankRange;
import io.github.topnkit.reference.exec.Rows;
import io.github.topnkit.reference.expr.SortComparators;
import io.github.topnkit.reference.expr.UnsupportedFeatureException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * A {@link Rank} over a bounded input, as Flink's batch {@code RankOperator}: each partition is
 * sorted by the order keys, numbered, and the rows whose number is in the range are kept.
 *
 * <p>Flink's batch sort is not stable, so the ROW_NUMBER order of rows with equal order keys is not
 * defined there; here it follows input order (a stable sort), and tests avoid relying on it.
 */
final class BatchRank {

  private BatchRank() {}

  static List<Object[]> evaluate(Rank rank, List<Object[]> input) {
    int width = rank.input().rowType().size();
    int expected = width + (rank.outputRankNumber() ? 1 : 0);
    if (rank.rowType().size() != expected) {
      throw new UnsupportedFeatureException(
          "a Rank with " + rank.rowType().size() + " fields over " + width + " input fields",
          rank.span());
    }
    if (rank.range() instanceof RankRange.Constant c && c.end() < 1) {
      // Only RANK becomes a batch Rank node, and Flink's rank rule refuses such an end.
      throw new UnsupportedFeatureException(
          "Flink refuses this rank range: \"Rank end should not less than zero, but now is "
              + c.end()
              + "\"",
          rank.span());
    }
    Comparator<Object[]> order = SortComparators.of(rank.orderKeys());
    List<Object[]> out = new ArrayList<>();
    for (List<Object[]> partition : Partitions.of(input, rank.partitionKeys()).values()) {
      partition.sort(order);
      long[] numbers = Partitions.rankNumbers(rank.rankType(), partition, order);
      for (int i = 0; i < numbers.length; i++) {
        Object[] row = partition.get(i);
        if (inRange(rank.range(), numbers[i], row)) {
          out.add(rank.outputRankNumber() ? Rows.appendValue(row, numbers[i]) : row);
        }
      }
    }
    return out;
  }

  /**
   * Whether a rank number is kept. A variable end is read from each row itself: batch plans such a
   * filter as an OVER aggregation and a Calc, which compare every row's own column (a NULL end
   * keeps nothing, as {@code rn <= NULL} is unknown).
   */
  private static boolean inRange(RankRange range, long number, Object[] row) {
    if (range instanceof RankRange.Constant c) {
      return number >= c.start() && number <= c.end();
    }
    Object end = row[((RankRange.Variable) range).field()];
    return end != null && number <= ((Number) end).longValue();
  }
}
