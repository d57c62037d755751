package io.github.topnkit.linter.plan;

import java.util.List;

/**
 * The logical plan of one query, after Flink's rank recognition, with every rank function call it
 * contains and the names the builder could not resolve.
 */
public record QueryPlan(RelNode root, List<RankSite> sites, List<PlanNote> notes) {
  public QueryPlan {
    sites = List.copyOf(sites);
    notes = List.copyOf(notes);
  }
}
