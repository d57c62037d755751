package io.github.topnkit.reference.exec;

import io.github.topnkit.linter.parse.Span;
import io.github.topnkit.reference.expr.UnsupportedFeatureException;
import java.util.BitSet;
import java.util.Collection;
import java.util.Optional;

/**
 * The smallest of a set of unique keys, as Flink picks one ({@code UpsertKeyUtil.getSmallestKey},
 * the batch planner's key for {@code AggregateReduceGroupingRule}). Among several keys of that size
 * Flink's choice follows the iteration order of a hash set of bit sets, so it is not guessed at:
 * the engine reports the shape as unsupported instead.
 */
public final class SmallestKey {

  private SmallestKey() {}

  /**
   * The smallest key; empty when there are none.
   *
   * @param what the operator that needs the key, named when several keys tie
   */
  public static Optional<BitSet> of(Collection<BitSet> keys, String what, Span span) {
    BitSet smallest = null;
    boolean tie = false;
    for (BitSet key : keys) {
      if (smallest == null || key.cardinality() < smallest.cardinality()) {
        smallest = key;
        tie = false;
      } else if (key.cardinality() == smallest.cardinality() && !key.equals(smallest)) {
        tie = true;
      }
    }
    if (tie) {
      throw new UnsupportedFeatureException(what + " with several smallest unique keys", span);
    }
    return Optional.ofNullable(smallest);
  }
}
