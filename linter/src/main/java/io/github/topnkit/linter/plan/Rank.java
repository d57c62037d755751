package io.github.topnkit.linter.plan;

import io.github.topnkit.linter.parse.Span;
import java.util.List;

/**
 * A recognized Top-N: Flink's {@code Rank} node, made from a rank function over a window and the
 * filter above it. When {@code outputRankNumber} is set the rank number is the last field.
 */
public record Rank(
    RelNode input,
    RankType rankType,
    RankRange range,
    List<Integer> partitionKeys,
    List<SortKey> orderKeys,
    boolean outputRankNumber,
    RowType rowType,
    Span span)
    implements RelNode {

  public Rank {
    partitionKeys = List.copyOf(partitionKeys);
    orderKeys = List.copyOf(orderKeys);
  }

  @Override
  public List<RelNode> inputs() {
    return List.of(input);
  }

  /** Flink's {@code RankUtil.isDeduplication}: ROW_NUMBER, top-1, no rank number. */
  public boolean isDeduplicationShape() {
    return rankType == RankType.ROW_NUMBER
        && !outputRankNumber
        && range instanceof RankRange.Constant c
        && c.isTop1();
  }
}
