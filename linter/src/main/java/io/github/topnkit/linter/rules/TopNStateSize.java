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
        reasons.add(RuleMessages.TOP_N_GLOBAL);
      }
      if (topN.range() instanceof RankRange.Constant c && c.end() > LARGE_RANK_END) {
        reasons.add(RuleMessages.topNLargeEnd(c.end(), cacheSize(fact), global));
      }
      boolean retract = topN.strategy().orElseThrow() instanceof RankStrategy.Retract;
      if (retract) {
        reasons.add(RuleMessages.TOP_N_RETRACT);
      }
      if (reasons.isEmpty()) {
        continue;
      }
      context.report(
          retract ? Severity.WARNING : Severity.INFO,
          p.span(),
          RuleMessages.topNStateSize(reasons, ttlSet(fact)),
          RuleMessages.TOP_N_STATE_SIZE_FIX);
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
}
