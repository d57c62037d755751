package io.github.topnkit.linter.plan;

import static java.util.Objects.requireNonNull;

import io.github.topnkit.linter.parse.Span;
import java.util.List;
import java.util.Optional;

/**
 * One rank function call of a query and what Flink's rank rule made of it: a {@link Rank}, or the
 * reason the OVER aggregation stayed one.
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
 */
public record RankSite(
    Over over,
    OverGroup group,
    OverCall call,
    Optional<RankFilter.Result> filter,
    Optional<Rank> rank,
    Blocker blocker,
    List<Integer> prunedInputFields) {

  public RankSite {
    requireNonNull(filter, "filter is null");
    requireNonNull(rank, "rank is null");
    prunedInputFields = List.copyOf(prunedInputFields);
  }

  public RankSite(
      Over over,
      OverGroup group,
      OverCall call,
      Optional<RankFilter.Result> filter,
      Optional<Rank> rank,
      Blocker blocker) {
    this(over, group, call, filter, rank, blocker, List.of());
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

  /** Reasons the rank rule does not even look at the filter. */
  public enum Blocker {
    NONE,
    NO_FILTER,
    SEVERAL_WINDOWS,
    SEVERAL_CALLS,
    FRAME
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
