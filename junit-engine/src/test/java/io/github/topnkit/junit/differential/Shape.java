package io.github.topnkit.junit.differential;

/** The kind of ranking query a generated case runs. */
enum Shape {
  /** ROW_NUMBER over the source table, filtered to a rank range: a regular Top-N. */
  TOP_N,
  /** A regular Top-N over a GROUP BY subquery, whose output is updating. */
  TOP_N_OVER_GROUP_BY,
  /** ROW_NUMBER ordered by the rowtime alone, {@code = 1}: Flink's deduplication. */
  DEDUPLICATE,
  /** Window Top-N directly on a TUMBLE/HOP/CUMULATE window TVF. */
  WINDOW_TOP_N,
  /** Window Top-N after a window aggregation. */
  WINDOW_TOP_N_OVER_AGGREGATE,
  /** ROW_NUMBER per window ordered by the rowtime, {@code = 1}: Window Deduplication. */
  WINDOW_DEDUPLICATE;

  boolean windowed() {
    return this == WINDOW_TOP_N
        || this == WINDOW_TOP_N_OVER_AGGREGATE
        || this == WINDOW_DEDUPLICATE;
  }
}
