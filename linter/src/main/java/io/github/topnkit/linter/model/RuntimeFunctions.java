package io.github.topnkit.linter.model;

import io.github.topnkit.linter.plan.Rank;
import io.github.topnkit.linter.plan.RankRange;
import io.github.topnkit.linter.target.FlinkVersion;
import java.util.Optional;

/** The runtime function Flink instantiates for a rank operator, as its exec node picks it. */
final class RuntimeFunctions {

  /** Flink runs every Window Deduplicate on rowtime; it refuses processing-time ones. */
  static final String WINDOW_DEDUPLICATE = "RowTimeWindowDeduplicateProcessor";

  private RuntimeFunctions() {}

  /** A regular Top-N's function: its strategy picks it in streaming mode; empty without one. */
  static Optional<String> topN(Rank rank, Optional<RankStrategy> strategy, Properties props) {
    if (!props.settings().streaming()) {
      return Optional.of("BatchPhysicalRank");
    }
    boolean top1 = rank.range() instanceof RankRange.Constant c && c.isTop1();
    return strategy.map(s -> topN(s, rank, top1));
  }

  static String windowTopN(Properties props) {
    return props.settings().version() == FlinkVersion.V1_20
        ? "WindowRankProcessor"
        : "SyncStateWindowRankProcessor";
  }

  static String deduplicate(Rank rank, Properties props) {
    boolean last = Properties.keepLast(rank);
    boolean proctime = Patterns.isProctime(rank);
    String time = proctime ? "ProcTime" : "RowTime";
    if (props.settings().miniBatch()) {
      return proctime
          ? "ProcTimeMiniBatchDeduplicateKeep" + (last ? "LastRow" : "FirstRow") + "Function"
          : "RowTimeMiniBatchDeduplicateFunction";
    }
    if (!proctime && props.settings().version().before(FlinkVersion.V2_1)) {
      return "RowTimeDeduplicateFunction";
    }
    return time + "DeduplicateKeep" + (last ? "LastRow" : "FirstRow") + "Function";
  }

  private static String topN(RankStrategy strategy, Rank rank, boolean top1) {
    if (strategy instanceof RankStrategy.UpdateFast) {
      return top1 ? "FastTop1Function" : "UpdatableTopNFunction";
    }
    if (strategy instanceof RankStrategy.Retract) {
      return "RetractableTopNFunction";
    }
    if (Patterns.isProctime(rank) && !rank.orderKeys().get(0).descending()) {
      return "AppendOnlyFirstNFunction";
    }
    return top1 ? "FastTop1Function" : "AppendOnlyTopNFunction";
  }
}
