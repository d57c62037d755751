package io.github.topnkit.reference.window;

import io.github.topnkit.linter.catalog.SqlType;
import io.github.topnkit.linter.catalog.TypeRoot;
import io.github.topnkit.linter.parse.Span;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/** One partition's rows of one window in Window Top-N, from its first row to its fire time. */
interface WindowRankState {

  /**
   * Sort key types whose values compare equal exactly when their binary forms are equal, so Flink's
   * state, keyed by the binary sort key, never holds two keys that tie.
   */
  Set<TypeRoot> BINARY_EXACT =
      EnumSet.of(
          TypeRoot.BOOLEAN,
          TypeRoot.TINYINT,
          TypeRoot.SMALLINT,
          TypeRoot.INTEGER,
          TypeRoot.BIGINT,
          TypeRoot.DECIMAL,
          TypeRoot.CHAR,
          TypeRoot.VARCHAR,
          TypeRoot.BINARY,
          TypeRoot.VARBINARY,
          TypeRoot.DATE,
          TypeRoot.TIME,
          TypeRoot.TIMESTAMP,
          TypeRoot.TIMESTAMP_LTZ);

  /**
   * The state for one partition and window: {@link BoundedRankState} when no two binary sort keys
   * can tie, else {@link TiedKeyRankState}, which replays Flink's state layout.
   */
  static WindowRankState create(
      Comparator<Object[]> order, long rankEnd, int[] sortFields, SqlType[] sortTypes, Span span) {
    for (SqlType type : sortTypes) {
      if (!BINARY_EXACT.contains(type.root())) {
        return new TiedKeyRankState(order, rankEnd, sortFields, sortTypes, span);
      }
    }
    return new BoundedRankState(order, rankEnd);
  }

  /** Takes a row; returns whether the state now holds a batch the operator must {@link #flush}. */
  boolean buffer(Object[] row);

  /** Combines the buffered batch into the window's state, as a due window makes Flink do. */
  void flush();

  /**
   * The rows in rank order at fire time; at least the first rank-end ones, if there are that many.
   */
  List<Object[]> ranked();
}
