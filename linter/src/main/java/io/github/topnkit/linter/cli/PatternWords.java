package io.github.topnkit.linter.cli;

import io.github.topnkit.linter.model.Kinds;
import io.github.topnkit.linter.model.PatternKind;
import io.github.topnkit.linter.model.RankPattern;
import io.github.topnkit.linter.model.RankStrategy;
import io.github.topnkit.linter.plan.RankFilter;
import io.github.topnkit.linter.plan.RankRange;
import io.github.topnkit.linter.plan.RankSite;
import java.util.ArrayList;
import java.util.List;

/** The plain words {@code topnkit explain} uses for each part of a {@link RankPattern}. */
final class PatternWords {

  private PatternWords() {}

  static String operator(RankPattern p, String flinkVersion) {
    return switch (p.kind()) {
      case TOP_N -> "Top-N (Flink's Rank operator)";
      case WINDOW_TOP_N -> "Window Top-N (Flink's WindowRank operator)";
      case DEDUPLICATE -> "Deduplicate, keep " + (keepsLast(p) ? "last" : "first") + " row per key";
      case WINDOW_DEDUPLICATE ->
          "Window Deduplicate, keep "
              + (keepsLast(p) ? "last" : "first")
              + " row per key and window";
      case OVER_AGGREGATE -> "OVER aggregation, no Top-N: " + whyNoTopN(p.site());
      case EMPTY ->
          "nothing: the bounds on the rank contradict each other, so Flink folds the filter to"
              + " FALSE and plans an empty result";
      case REJECTED ->
          "rejected: Flink " + flinkVersion + " fails with \"" + p.rejection().message() + "\"";
    };
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
    String n = p.range() == null ? "N" : topSize(p.range());
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
      case EMPTY -> "nothing: no operator runs for an always-false filter";
      case TOP_N -> topNState(p.runtimeFunction(), n);
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
    return p.runtimeFunction().startsWith("ProcTime")
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
      case NONE -> site.filter() == null ? "the rank rule does not apply" : filter(site.filter());
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

  static boolean isWindowed(PatternKind kind) {
    return kind == PatternKind.WINDOW_TOP_N || kind == PatternKind.WINDOW_DEDUPLICATE;
  }
}
