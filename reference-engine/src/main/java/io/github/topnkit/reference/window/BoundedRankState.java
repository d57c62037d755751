package io.github.topnkit.reference.window;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Window Top-N state that keeps only the rank-end best rows, ties in arrival order. It gives what
 * Flink's combiner and fire-time {@code TopNBuffer} give whenever tied sort keys are equal in
 * binary form: the combiner drops a row only when rank-end earlier rows sort no later, state
 * entries keep arrival order, and the fire-time load then sees no two keys that tie, so the output
 * is the first rank-end rows by sort key and arrival.
 */
final class BoundedRankState implements WindowRankState {

  private final Comparator<Object[]> order;
  private final int capacity;
  private final List<Object[]> top;

  BoundedRankState(Comparator<Object[]> order, long rankEnd) {
    this.order = order;
    this.capacity = (int) Math.min(rankEnd, Integer.MAX_VALUE - 8);
    this.top = new ArrayList<>((int) Math.min(capacity, 16));
  }

  @Override
  public boolean buffer(Object[] row) {
    int size = top.size();
    if (size == capacity && order.compare(row, top.get(size - 1)) >= 0) {
      return false;
    }
    // After every row that sorts no later: a tie ranks behind the rows that came before it.
    int lo = 0;
    int hi = size;
    while (lo < hi) {
      int mid = (lo + hi) >>> 1;
      if (order.compare(top.get(mid), row) <= 0) {
        lo = mid + 1;
      } else {
        hi = mid;
      }
    }
    top.add(lo, row);
    if (top.size() > capacity) {
      top.remove(capacity);
    }
    return false;
  }

  @Override
  public void flush() {
    // Nothing is batched: rows go straight to their rank.
  }

  @Override
  public List<Object[]> ranked() {
    return top;
  }
}
