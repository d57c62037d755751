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
 * @param prunedInputFields the input fields (positions, ascending) a rank with a variable end keeps
 *     after Flink trims unused ones; empty when unknown. Flink does not remap the rank end ({@code
 *     CalcRankTransposeRule}): it reads the field now at the old position, and fails when the
 *     position is past the kept fields
 */
public record RankSite(
    Over over,
    OverGroup group,
    OverCall call,
    RankFilter.Result filter,
    Rank rank,
    Blocker blocker,
    List<Integer> prunedInputFields) {

  public RankSite {
    prunedInputFields = List.copyOf(prunedInputFields);
  }

  public RankSite(
      Over over,
      OverGroup group,
      OverCall call,
      RankFilter.Result filter,
      Rank rank,
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
  public java.util.Optional<Integer> effectiveRankEndField(int field) {
    if (prunedInputFields.isEmpty()) {
      return java.util.Optional.of(field);
    }
    return field < prunedInputFields.size()
        ? java.util.Optional.of(prunedInputFields.get(field))
        : java.util.Optional.empty();
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
