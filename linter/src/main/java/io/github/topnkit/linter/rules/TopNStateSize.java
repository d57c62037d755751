package io.github.topnkit.linter.rules;

import io.github.topnkit.linter.diag.Severity;
import io.github.topnkit.linter.model.RankPattern;
import io.github.topnkit.linter.model.RankStrategy;
import io.github.topnkit.linter.plan.RankRange;
import java.util.ArrayList;
import java.util.List;

/**
 * A streaming regular Top-N whose state or throughput is at risk: global (no PARTITION BY), a large
 * rank end, or the Retract strategy, which keeps every input row.
 */
@RuleInfo(
    summary = "Top-N keeps large state or runs in a single task",
    severity = Severity.INFO,
    tags = {"top-n", "performance"})
public final class TopNStateSize implements Rule {

  /** Rank ends above this keep so many rows per partition that the Top-N cache barely helps. */
  static final long LARGE_RANK_END = 1000;

  static final String CACHE_SIZE_KEY = "table.exec.rank.topn-cache-size";

  /** Flink's default of {@code table.exec.rank.topn-cache-size}. */
  static final long DEFAULT_CACHE_SIZE = 10_000;

  @Override
  public void check(RuleContext context) {
    for (RuleContext.PatternFact fact : context.patterns()) {
      RankPattern p = fact.pattern();
      if (!(p instanceof RankPattern.TopN topN) || topN.strategy().isEmpty()) {
        continue;
      }
      List<String> reasons = new ArrayList<>();
      boolean global = p.partitionKeys().isEmpty();
      if (global) {
        reasons.add(TOP_N_GLOBAL);
      }
      if (topN.range() instanceof RankRange.Constant c && c.end() > LARGE_RANK_END) {
        reasons.add(topNLargeEnd(c.end(), cacheSize(fact), global));
      }
      boolean retract = topN.strategy().orElseThrow() instanceof RankStrategy.Retract;
      if (retract) {
        reasons.add(TOP_N_RETRACT);
      }
      if (reasons.isEmpty()) {
        continue;
      }
      context.report(
          retract ? Severity.WARNING : Severity.INFO,
          p.span(),
          topNStateSize(reasons, ttlSet(fact)),
          TOP_N_STATE_SIZE_FIX);
    }
  }

  /** Whether a {@code SET} before the statement gave the state a time-to-live. */
  private static boolean ttlSet(RuleContext.PatternFact fact) {
    String ttl = fact.query().model().settings().options().get("table.exec.state.ttl");
    return ttl != null && !ttl.trim().matches("0+\\s*[a-z]*");
  }

  /** The cache size a {@code SET} before the statement chose, or Flink's default. */
  private static long cacheSize(RuleContext.PatternFact fact) {
    String value = fact.query().model().settings().options().get(CACHE_SIZE_KEY);
    try {
      return value == null ? DEFAULT_CACHE_SIZE : Math.max(1, Long.parseLong(value.trim()));
    } catch (NumberFormatException e) {
      return DEFAULT_CACHE_SIZE;
    }
  }

  private static String topNStateSize(List<String> reasons, boolean ttlSet) {
    return "this Top-N's state may grow large: "
        + String.join("; ", reasons)
        + (ttlSet
            ? ""
            : "; without 'table.exec.state.ttl' (default 0, never expire) it is kept forever");
  }

  private static final String TOP_N_GLOBAL =
      "without PARTITION BY it is global, so Flink sends every row to a single task (parallelism"
          + " 1)";

  private static String topNLargeEnd(long end, long cacheSize, boolean global) {
    if (global) {
      return "rank end " + end + " keeps up to " + end + " rows in state";
    }
    return "rank end "
        + end
        + " keeps up to "
        + end
        + " rows per partition, and the Top-N cache ('table.exec.rank.topn-cache-size', "
        + (cacheSize == DEFAULT_CACHE_SIZE ? "default " : "set to ")
        + cacheSize
        + " rows) then holds only "
        + Math.max(1, cacheSize / end)
        + " partition(s), so most rows are read from the state backend";
  }

  private static final String TOP_N_RETRACT =
      "its input is updating without an upsert key that contains the partition key (or with"
          + " sort keys that are not monotonic), so Flink uses RetractStrategy:"
          + " RetractableTopNFunction keeps every input row in state, not only the top N, and"
          + " does not use the Top-N cache";

  private static final String TOP_N_STATE_SIZE_FIX =
      "Partition the ranking by a key so it runs in parallel, keep N small, feed it an"
          + " insert-only input or one whose upsert key contains the partition key (AppendFast or"
          + " UpdateFast strategy), and set 'table.exec.state.ttl' to bound the state (expired"
          + " state can give incorrect results).";
}
