package io.github.topnkit.linter.agreement;

/** The families of statements the planner-differential generator writes. */
enum GenShape {
  TOP_N,
  TOP_N_OVER_PROJECTION,
  TOP_N_OVER_AGGREGATE,
  DEDUPLICATE,
  RANK_OVER_RANK,
  WINDOW_TOP_N_OVER_WINDOW_AGGREGATE,
  WINDOW_RANK,
  VIEW_SPLIT_TOP_N,
  LATERAL_LIMIT,
  SORT_LIMIT,
  TOP_N_OVER_JOIN,
  TOP_N_OVER_UNION
}
