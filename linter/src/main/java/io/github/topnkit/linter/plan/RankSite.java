package io.github.topnkit.linter.plan;

import io.github.topnkit.linter.parse.Span;
import java.util.List;

/**
 * One rank function call of a query and what Flink's rank rule made of it: a {@link Rank}, or the
 * reason the OVER aggregation stayed one.
 *
 * @param over the OVER aggregation the call belongs to
 * @param group the window of the call
 * @param call the rank function call
 * @param filter what the filter above gave; null when there is no filter or the rule did not look
 * @param rank the recognized Rank, or null
 * @param blocker why the rule did not fire, when it did not and the filter was not the reason
 * @param prunedInputWidth how many input fields the rank keeps after Flink trims unused ones; a
 *     variable rank end at or past it fails in Flink ({@code CalcRankTransposeRule} does not remap
 *     it), -1 when unknown
 */
public record RankSite(
    Over over,
    OverGroup group,
    OverCall call,
    RankFilter.Result filter,
    Rank rank,
    Blocker blocker,
    int prunedInputWidth) {

  public RankSite(
      Over over,
      OverGroup group,
      OverCall call,
      RankFilter.Result filter,
      Rank rank,
      Blocker blocker) {
    this(over, group, call, filter, rank, blocker, -1);
  }

  /** Reasons the rank rule does not even look at the filter. */
  public enum Blocker {
    NONE,
    NO_FILTER,
    SEVERAL_WINDOWS,
    SEVERAL_CALLS,
    FRAME
  }

  public boolean recognized() {
    return rank != null;
  }

  public Span span() {
    return call.span();
  }

  /** The spans of the filter parts that decided the outcome. */
  public List<Span> culpritSpans() {
    return filter == null ? List.of() : filter.culprits().stream().map(Expr::span).toList();
  }
}
