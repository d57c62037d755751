package io.github.topnkit.linter.plan;

import static java.util.Objects.requireNonNull;

import io.github.topnkit.linter.parse.Span;
import java.util.List;
import java.util.Optional;

/**
 * One rank function call of a query and what Flink's rank rule made of it: a {@link Rank}, or the
 * reason the OVER aggregation stayed one. A correlated {@code LATERAL (... ORDER BY ... LIMIT n)}
 * that Flink's {@code CorrelateSortToRankRule} turns into a Rank is a site too, of {@link
 * Origin#CORRELATED_LIMIT}: the query writes no OVER clause, so its over, group and call stand for
 * the ROW_NUMBER window the rule builds, spanning the ORDER BY ... LIMIT.
 *
 * @param over the OVER aggregation the call belongs to
 * @param group the window of the call
 * @param call the rank function call
 * @param filter what the filter above gave; empty when there is no filter or the rule did not look
 * @param rank the recognized Rank; empty when the rule did not fire
 * @param blocker why the rule did not fire, when it did not and the filter was not the reason
 * @param prunedInputFields the input fields (positions, ascending) a rank with a variable end keeps
 *     after Flink trims unused ones; empty when unknown. Flink does not remap the rank end ({@code
 *     CalcRankTransposeRule}): it reads the field now at the old position, and fails when the
 *     position is past the kept fields
 * @param origin what the query wrote: a rank function call, or a correlated LIMIT
 */
public record RankSite(
    Over over,
    OverGroup group,
    OverCall call,
    Optional<RankFilter.Result> filter,
    Optional<Rank> rank,
    Blocker blocker,
    List<Integer> prunedInputFields,
    Origin origin) {

  public RankSite {
    requireNonNull(filter, "filter is null");
    requireNonNull(rank, "rank is null");
    prunedInputFields = List.copyOf(prunedInputFields);
    requireNonNull(origin, "origin is null");
  }

  public RankSite(
      Over over,
      OverGroup group,
      OverCall call,
      Optional<RankFilter.Result> filter,
      Optional<Rank> rank,
      Blocker blocker) {
    this(over, group, call, filter, rank, blocker, List.of(), Origin.OVER_CLAUSE);
  }

  /** The Rank Flink's {@code CorrelateSortToRankRule} makes of a correlated LIMIT. */
  public static RankSite fromCorrelatedLimit(Over over, OverGroup group, OverCall call, Rank rank) {
    return new RankSite(
        over,
        group,
        call,
        Optional.empty(),
        Optional.of(rank),
        Blocker.NONE,
        List.of(),
        Origin.CORRELATED_LIMIT);
  }

  /** This site pointing at the given nodes of the final plan. */
  public RankSite relinked(Over over, Optional<Rank> rank, List<Integer> prunedInputFields) {
    return new RankSite(over, group, call, filter, rank, blocker, prunedInputFields, origin);
  }

  /** Whether the query wrote a correlated LIMIT rather than a rank function call. */
  public boolean correlatedLimit() {
    return origin == Origin.CORRELATED_LIMIT;
  }

  /** How many input fields the rank keeps after pruning, -1 when unknown. */
  public int prunedInputWidth() {
    return prunedInputFields.isEmpty() ? -1 : prunedInputFields.size();
  }

  /**
   * The input field Flink reads a variable rank end from: the field that pruning moved to the rank
   * end's position; empty when the position is past the kept fields or pruning is unknown.
   */
  public Optional<Integer> effectiveRankEndField(int field) {
    if (prunedInputFields.isEmpty()) {
      return Optional.of(field);
    }
    return field < prunedInputFields.size()
        ? Optional.of(prunedInputFields.get(field))
        : Optional.empty();
  }

  /** What the query wrote for the rank. */
  public enum Origin {
    /** A rank function call with an OVER clause, filtered on its number. */
    OVER_CLAUSE,
    /** A {@code LATERAL (... WHERE k = outer.k ORDER BY ... LIMIT n)} per key of the outer side. */
    CORRELATED_LIMIT
  }

  /** Reasons the rank rule does not even look at the filter. */
  public enum Blocker {
    NONE,
    NO_FILTER,
    SEVERAL_WINDOWS,
    SEVERAL_CALLS,
    FRAME,
    /** Nothing reads the call's result: Flink drops the call before planning any window. */
    UNUSED
  }

  public boolean recognized() {
    return rank.isPresent();
  }

  public Span span() {
    return call.span();
  }

  /** The spans of the filter parts that decided the outcome. */
  public List<Span> culpritSpans() {
    return filter.map(f -> f.culprits().stream().map(Expr::span).toList()).orElse(List.of());
  }
}
