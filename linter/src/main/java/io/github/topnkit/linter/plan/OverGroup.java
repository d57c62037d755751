package io.github.topnkit.linter.plan;

import io.github.topnkit.linter.parse.Span;
import java.util.List;

/**
 * The calls of an {@link Over} that share one window: partition keys, order keys and frame. {@code
 * rows} tells a ROWS frame from a RANGE frame, as Calcite keeps them in separate groups; {@code
 * orderByWritten} tells a missing ORDER BY from one whose keys were all constants; {@code
 * constantColumnsDropped} that some written keys were columns the rewrite reduced to a literal (see
 * {@link ConstantFields#reducedBeforeWindow}), dropped like literal keys.
 */
public record OverGroup(
    List<Integer> partitionKeys,
    List<SortKey> orderKeys,
    boolean rows,
    boolean lowerUnbounded,
    boolean upperCurrentRow,
    boolean explicitFrame,
    List<OverCall> calls,
    boolean orderByWritten,
    Span windowSpan,
    Span partitionSpan,
    boolean constantColumnsDropped) {

  public OverGroup {
    partitionKeys = List.copyOf(partitionKeys);
    orderKeys = List.copyOf(orderKeys);
    calls = List.copyOf(calls);
  }

  /** Whether this group could share a window with the other, as Calcite merges them. */
  public boolean sameWindow(OverGroup other) {
    return partitionKeys.equals(other.partitionKeys)
        && sameOrder(orderKeys, other.orderKeys)
        && rows == other.rows
        && lowerUnbounded == other.lowerUnbounded
        && upperCurrentRow == other.upperCurrentRow;
  }

  private static boolean sameOrder(List<SortKey> a, List<SortKey> b) {
    if (a.size() != b.size()) {
      return false;
    }
    for (int i = 0; i < a.size(); i++) {
      SortKey x = a.get(i);
      SortKey y = b.get(i);
      if (x.field() != y.field()
          || x.descending() != y.descending()
          || x.nullsFirst() != y.nullsFirst()) {
        return false;
      }
    }
    return true;
  }
}
