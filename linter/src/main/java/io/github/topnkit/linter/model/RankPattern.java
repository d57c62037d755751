package io.github.topnkit.linter.model;

import static java.util.Objects.requireNonNull;

import io.github.topnkit.linter.catalog.TimeKind;
import io.github.topnkit.linter.parse.Span;
import io.github.topnkit.linter.plan.RankRange;
import io.github.topnkit.linter.plan.RankSite;
import io.github.topnkit.linter.plan.WindowKind;
import java.util.List;
import java.util.Optional;

/**
 * The pattern model's verdict on one rank function call: what Flink builds for it and how that
 * operator behaves, or why Flink refuses it. Each {@link PatternKind} has its own record, which
 * carries only the facts that hold for it; the four rank operators share {@link RankOperator}.
 */
public sealed interface RankPattern
    permits RankPattern.RankOperator,
        RankPattern.OverAggregate,
        RankPattern.Empty,
        RankPattern.Rejected {

  /** What every verdict knows of the call: the call, its keys and its input's changes. */
  Ranked ranked();

  /** What Flink builds. */
  PatternKind kind();

  /** The rank function call and what the rank rule made of it. */
  default RankSite site() {
    return ranked().site();
  }

  /** Names of the PARTITION BY fields. */
  default List<String> partitionKeys() {
    return ranked().partitionKeys();
  }

  /** Names of the ORDER BY fields with their directions ({@code price DESC}). */
  default List<String> orderKeys() {
    return ranked().orderKeys();
  }

  /** The kinds of change the input produces. */
  default Kinds input() {
    return ranked().input();
  }

  /** ROW_NUMBER, RANK, DENSE_RANK, ... as the query calls it. */
  default String function() {
    return site().call().function();
  }

  default Span span() {
    return site().span();
  }

  /**
   * The rank as the query wrote it, for messages: the rank function call ({@code ROW_NUMBER()}), or
   * for a correlated LIMIT, which writes none, {@code LATERAL (... LIMIT n)}.
   */
  default String written() {
    if (!site().correlatedLimit()) {
      return function() + "()";
    }
    String limit =
        site().rank().map(r -> r.range()).orElse(null) instanceof RankRange.Constant c
            ? " " + c.end()
            : "";
    return "LATERAL (... LIMIT" + limit + ")";
  }

  /**
   * A rank function call as every verdict sees it.
   *
   * @param site the call and what the rank rule made of it
   * @param partitionKeys names of the PARTITION BY fields
   * @param orderKeys names of the ORDER BY fields with their directions
   * @param input the kinds of change the input produces
   */
  record Ranked(RankSite site, List<String> partitionKeys, List<String> orderKeys, Kinds input) {

    public Ranked {
      requireNonNull(site, "site is null");
      partitionKeys = List.copyOf(partitionKeys);
      orderKeys = List.copyOf(orderKeys);
      requireNonNull(input, "input is null");
    }
  }

  /**
   * What a rank operator emits.
   *
   * @param range the rank range the filter gave
   * @param outputRankNumber whether the rank number is part of the output
   * @param output the output changelog mode, as Flink prints it on the node
   * @param uniqueKeys the output's unique keys, as field names
   */
  record Emitted(
      RankRange range,
      boolean outputRankNumber,
      ChangelogMode output,
      List<List<String>> uniqueKeys) {

    public Emitted {
      requireNonNull(range, "range is null");
      requireNonNull(output, "output is null");
      uniqueKeys = uniqueKeys.stream().map(List::copyOf).toList();
    }
  }

  /** The window TVF a window pattern ranks per window, or that another call's input comes from. */
  record Window(WindowKind kind, TimeKind time) {

    public Window {
      requireNonNull(kind, "kind is null");
      requireNonNull(time, "time is null");
    }
  }

  /**
   * A verdict for which Flink plans a rank operator: a Top-N or a deduplication, per window or not.
   */
  sealed interface RankOperator extends RankPattern
      permits TopN, Deduplicate, WindowTopN, WindowDeduplicate {

    /** What the operator emits. */
    Emitted emitted();

    /** The rank range the filter gave. */
    default RankRange range() {
      return emitted().range();
    }

    /** Whether the rank number is part of the output. */
    default boolean outputRankNumber() {
      return emitted().outputRankNumber();
    }

    /** The output changelog mode, as Flink prints it on the node. */
    default ChangelogMode output() {
      return emitted().output();
    }

    /** The output's unique keys, as field names. */
    default List<List<String>> uniqueKeys() {
      return emitted().uniqueKeys();
    }
  }

  /**
   * A regular (updating) Top-N: Flink's {@code Rank}; in batch mode every recognized rank.
   *
   * @param strategy the rank strategy; empty in batch mode and when no changelog works for the plan
   * @param runtimeFunction the runtime function class Flink instantiates; empty without a strategy
   *     in streaming mode
   */
  record TopN(
      Ranked ranked,
      Emitted emitted,
      Optional<RankStrategy> strategy,
      Optional<String> runtimeFunction)
      implements RankOperator {

    public TopN {
      requireNonNull(ranked, "ranked is null");
      requireNonNull(emitted, "emitted is null");
      requireNonNull(strategy, "strategy is null");
      requireNonNull(runtimeFunction, "runtimeFunction is null");
    }

    @Override
    public PatternKind kind() {
      return PatternKind.TOP_N;
    }
  }

  /**
   * Keep the first or last row per key by a time attribute: Flink's {@code Deduplicate}.
   *
   * @param strategy the rank strategy the changelog inference chose for the node; empty when no
   *     changelog works for the plan
   * @param runtimeFunction the runtime function class Flink instantiates
   */
  record Deduplicate(
      Ranked ranked, Emitted emitted, Optional<RankStrategy> strategy, String runtimeFunction)
      implements RankOperator {

    public Deduplicate {
      requireNonNull(ranked, "ranked is null");
      requireNonNull(emitted, "emitted is null");
      requireNonNull(strategy, "strategy is null");
      requireNonNull(runtimeFunction, "runtimeFunction is null");
    }

    @Override
    public PatternKind kind() {
      return PatternKind.DEDUPLICATE;
    }
  }

  /**
   * A Top-N per window, emitted once when the window closes: Flink's {@code WindowRank}.
   *
   * @param runtimeFunction the runtime function class Flink instantiates
   */
  record WindowTopN(Ranked ranked, Emitted emitted, Window window, String runtimeFunction)
      implements RankOperator {

    public WindowTopN {
      requireNonNull(ranked, "ranked is null");
      requireNonNull(emitted, "emitted is null");
      requireNonNull(window, "window is null");
      requireNonNull(runtimeFunction, "runtimeFunction is null");
    }

    @Override
    public PatternKind kind() {
      return PatternKind.WINDOW_TOP_N;
    }
  }

  /**
   * Keep the first or last row per key and window: Flink's {@code WindowDeduplicate}.
   *
   * @param runtimeFunction the runtime function class Flink instantiates
   */
  record WindowDeduplicate(Ranked ranked, Emitted emitted, Window window, String runtimeFunction)
      implements RankOperator {

    public WindowDeduplicate {
      requireNonNull(ranked, "ranked is null");
      requireNonNull(emitted, "emitted is null");
      requireNonNull(window, "window is null");
      requireNonNull(runtimeFunction, "runtimeFunction is null");
    }

    @Override
    public PatternKind kind() {
      return PatternKind.WINDOW_DEDUPLICATE;
    }
  }

  /**
   * No Top-N: a plain OVER aggregation computes the rank number for every row.
   *
   * @param range the rank range, when a filter gave one that the rank rule did not take
   * @param window the window TVF the input comes from, if any
   */
  record OverAggregate(
      Ranked ranked, Optional<RankRange> range, Optional<Window> window, ChangelogMode output)
      implements RankPattern {

    public OverAggregate {
      requireNonNull(ranked, "ranked is null");
      requireNonNull(range, "range is null");
      requireNonNull(window, "window is null");
      requireNonNull(output, "output is null");
    }

    @Override
    public PatternKind kind() {
      return PatternKind.OVER_AGGREGATE;
    }

    /** The operator Flink runs: an OVER aggregation, not a rank function. */
    public String runtimeFunction() {
      return "OverAggregate";
    }
  }

  /**
   * Flink plans no operator for the call: the filter on the rank contradicts itself and folds to
   * FALSE, or nothing reads the call's result and the call is dropped.
   */
  record Empty(Ranked ranked) implements RankPattern {

    public Empty {
      requireNonNull(ranked, "ranked is null");
    }

    @Override
    public PatternKind kind() {
      return PatternKind.EMPTY;
    }
  }

  /**
   * Flink refuses the query because of this rank function call.
   *
   * @param rejection why Flink refuses it
   * @param range the rank range of the Rank, or the one a filter gave
   * @param window the window TVF the input comes from, if any
   */
  record Rejected(
      Ranked ranked, Rejection rejection, Optional<RankRange> range, Optional<Window> window)
      implements RankPattern {

    public Rejected {
      requireNonNull(ranked, "ranked is null");
      requireNonNull(rejection, "rejection is null");
      requireNonNull(range, "range is null");
      requireNonNull(window, "window is null");
    }

    @Override
    public PatternKind kind() {
      return PatternKind.REJECTED;
    }
  }
}
