package io.github.topnkit.reference.agg;

/**
 * The state of one aggregate function call for one group, as a call's part of Flink's generated
 * {@code AggsHandleFunction}: rows are accumulated and retracted, and the value read at any time.
 */
public interface Accumulator {

  void accumulate(Object[] row);

  /** Takes back a row accumulated before, for updating inputs. */
  void retract(Object[] row);

  /** The call's current result, of the call's SQL type's external class, or null. */
  Object value();
}
