package io.github.topnkit.linter.explain;

import io.github.topnkit.linter.model.Kinds;
import io.github.topnkit.linter.model.RankPattern;
import io.github.topnkit.linter.model.RankStrategy;
import io.github.topnkit.linter.plan.RankFilter;
import io.github.topnkit.linter.plan.RankRange;
import io.github.topnkit.linter.plan.RankSite;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The plain words {@code topnkit explain} uses for each part of a {@link RankPattern}, and the
 * parts that only some verdicts have, as optional values.
 */
final class PatternWords {

  private PatternWords() {}

  static String operator(RankPattern p, String flinkVersion) {
    if (p instanceof RankPattern.TopN) {
      return "Top-N (Flink's Rank operator)";
    }
    if (p instanceof RankPattern.WindowTopN) {
      return "Window Top-N (Flink's WindowRank operator)";
    }
    if (p instanceof RankPattern.Deduplicate) {
      return "Deduplicate, keep " + (keepsLast(p) ? "last" : "first") + " row per key";
    }
    if (p instanceof RankPattern.WindowDeduplicate) {
      return "Window Deduplicate, keep "
          + (keepsLast(p) ? "last" : "first")
          + " row per key and window";
    }
    if (p instanceof RankPattern.OverAggregate) {
      return "OVER aggregation, no Top-N: " + whyNoTopN(p.site());
    }
    if (p instanceof RankPattern.Rejected rejected) {
      return "rejected: Flink "
          + flinkVersion
          + " fails with \""
          + rejected.rejection().message()
          + "\"";
    }
    return "nothing: the bounds on the rank contradict each other, so Flink folds the filter to"
        + " FALSE and plans an empty result";
  }

  /** The rank range of a verdict, when it has one. */
  static Optional<RankRange> rankRange(RankPattern p) {
    if (p instanceof RankPattern.RankOperator operator) {
      return Optional.of(operator.range());
    }
    if (p instanceof RankPattern.OverAggregate over) {
      return over.range();
    }
    return p instanceof RankPattern.Rejected rejected ? rejected.range() : Optional.empty();
  }

  /** The window TVF of a verdict's input, when it has one. */
  static Optional<RankPattern.Window> window(RankPattern p) {
    if (p instanceof RankPattern.WindowTopN windowTopN) {
      return Optional.of(windowTopN.window());
    }
    if (p instanceof RankPattern.WindowDeduplicate windowDeduplicate) {
      return Optional.of(windowDeduplicate.window());
    }
    if (p instanceof RankPattern.OverAggregate over) {
      return over.window();
    }
    return p instanceof RankPattern.Rejected rejected ? rejected.window() : Optional.empty();
  }

  /** The rank strategy of a regular Top-N or deduplication, when the model decided one. */
  static Optional<RankStrategy> strategy(RankPattern p) {
    if (p instanceof RankPattern.TopN topN) {
      return topN.strategy();
    }
    return p instanceof RankPattern.Deduplicate deduplicate
        ? deduplicate.strategy()
        : Optional.empty();
  }

  /** The function Flink runs for a verdict, when it runs one and the model knows which. */
  static Optional<String> runtimeFunction(RankPattern p) {
    if (p instanceof RankPattern.TopN topN) {
      return topN.runtimeFunction();
    }
    if (p instanceof RankPattern.Deduplicate deduplicate) {
      return Optional.of(deduplicate.runtimeFunction());
    }
    if (p instanceof RankPattern.WindowTopN windowTopN) {
      return Optional.of(windowTopN.runtimeFunction());
    }
    if (p instanceof RankPattern.WindowDeduplicate windowDeduplicate) {
      return Optional.of(windowDeduplicate.runtimeFunction());
    }
    return p instanceof RankPattern.OverAggregate over
        ? Optional.of(over.runtimeFunction())
        : Optional.empty();
  }

  static String range(RankRange range) {
    if (range instanceof RankRange.Variable v) {
      return "ranks 1 to the value of "
          + v.fieldName()
          + " (Flink fixes it per partition from the partition's first row)";
    }
    RankRange.Constant c = (RankRange.Constant) range;
    if (c.end() == Long.MAX_VALUE) {
      return "from rank " + c.start() + " on, with no end";
    }
    return c.start() == c.end()
        ? "rank " + c.start() + " only"
        : "ranks " + c.start() + " to " + c.end();
  }

  static String changes(Kinds kinds) {
    if (!kinds.known()) {
      return "unknown (a table it reads is not declared)";
    }
    if (kinds.insertOnly()) {
      return "insert-only";
    }
    List<String> parts = new ArrayList<>();
    parts.add("inserts");
    if (kinds.update()) {
      parts.add("updates");
    }
    if (kinds.delete()) {
      parts.add("deletes");
    }
    return "updating (" + String.join(", ", parts) + ")";
  }

  static String strategy(RankStrategy strategy) {
    if (strategy instanceof RankStrategy.AppendFast) {
      return strategy + " (the input is insert-only)";
    }
    if (strategy instanceof RankStrategy.Retract) {
      return strategy + " (updating input)";
    }
    return strategy
        + " (updating input with an upsert key over the partition keys and sort keys that"
        + " only move one way)";
  }

  /** What the operator keeps in state, by the runtime function Flink picks. */
  static String state(RankPattern p, boolean streaming) {
    if (!streaming) {
      return "none across the run: batch mode sorts the bounded input";
    }
    String n = rankRange(p).map(PatternWords::topSize).orElse("N");
    return switch (p.kind()) {
      case WINDOW_TOP_N ->
          "the rows of each window and partition (at most the top "
              + n
              + " per sort key and bundle) until the watermark passes window_end; then it emits"
              + " the top "
              + n
              + " once and purges the window";
      case WINDOW_DEDUPLICATE ->
          "one row per key and window until the watermark passes window_end; then it emits it"
              + " and purges the window";
      case DEDUPLICATE -> deduplicateState(p);
      case OVER_AGGREGATE ->
          "the accumulator of each partition and the rows waiting for the watermark; with a"
              + " non-time ORDER BY (Flink 2.1+) every row of the partition";
      case REJECTED -> "nothing: the query does not run";
      case EMPTY -> "nothing: no operator runs for an always-false filter or an unread rank";
      case TOP_N -> topNState(runtimeFunction(p).orElse(""), n);
    };
  }

  private static String topNState(String function, String n) {
    return switch (function) {
      case "AppendOnlyFirstNFunction" ->
          "a counter per partition: the first "
              + n
              + " rows by processing time pass, later ones"
              + " are dropped";
      case "FastTop1Function" -> "one row per partition: the current first";
      case "AppendOnlyTopNFunction" ->
          "the top "
              + n
              + " rows per partition; the input is append-only, so rows that fall out are dropped"
              + " for good";
      case "UpdatableTopNFunction" ->
          "the top " + n + " rows per partition, indexed by the upsert key";
      case "RetractableTopNFunction" ->
          "every input row of each partition, since a retraction can bring any row back into"
              + " the top "
              + n
              + "; state grows with the input unless table.exec.state.ttl is set";
      default -> "the rows of the top " + n + " per partition";
    };
  }

  private static String deduplicateState(RankPattern p) {
    String time =
        p.orderKeys().isEmpty() ? "time" : p.orderKeys().get(0).replaceAll(" (ASC|DESC)$", "");
    if (keepsLast(p)) {
      return "one row per key: the latest by " + time + ", replaced by each later row";
    }
    return runtimeFunction(p).orElse("").startsWith("ProcTime")
        ? "one flag per key: whether its first row has passed"
        : "one row per key: the earliest by " + time + ", emitted when the watermark passes it";
  }

  private static String topSize(RankRange range) {
    if (range instanceof RankRange.Variable v) {
      return v.fieldName();
    }
    long end = ((RankRange.Constant) range).end();
    return end == Long.MAX_VALUE ? "N" : String.valueOf(end);
  }

  private static boolean keepsLast(RankPattern p) {
    return !p.orderKeys().isEmpty() && p.orderKeys().get(0).endsWith(" DESC");
  }

  static String whyNoTopN(RankSite site) {
    return switch (site.blocker()) {
      case NO_FILTER -> "no filter on the rank number above it (such as rownum <= 3)";
      case SEVERAL_WINDOWS -> "the SELECT has OVER functions over different windows";
      case SEVERAL_CALLS -> "the window computes more than the rank function";
      case FRAME -> "the window has a ROWS/RANGE frame";
      case UNUSED -> "nothing reads the rank number, so Flink drops the call";
      case NONE -> site.filter().map(PatternWords::filter).orElse("the rank rule does not apply");
    };
  }

  private static String filter(RankFilter.Result filter) {
    return switch (filter.outcome()) {
      case NO_LIMIT -> "the filter has no plain bound on the rank number (such as rownum <= 3)";
      case UNSUPPORTED_BOUNDS ->
          "the filter bounds the rank number in a shape Flink does not accept";
      case RANK_USED_ELSEWHERE -> "the filter also uses the rank number outside its bound";
      case EMPTY -> "the bounds on the rank number contradict each other";
      case LOWER_BOUND_ONLY -> "the filter gives the rank number no upper bound";
      case RANGE -> "the rank rule does not apply";
    };
  }
}
