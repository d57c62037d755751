package io.github.topnkit.linter.model;

import io.github.topnkit.linter.FlinkVersion;
import io.github.topnkit.linter.plan.Rank;
import io.github.topnkit.linter.plan.RankRange;
import java.util.Optional;

/** The runtime function Flink instantiates for a rank operator, as its exec node picks it. */
final class RuntimeFunctions {

  private RuntimeFunctions() {}

  static String of(PatternKind kind, Rank rank, Optional<RankStrategy> strategy, Properties props) {
    if (!props.settings().streaming()) {
      return "BatchPhysicalRank";
    }
    boolean top1 = rank.range() instanceof RankRange.Constant c && c.isTop1();
    switch (kind) {
      case WINDOW_TOP_N:
        return props.settings().version() == FlinkVersion.V1_20
            ? "WindowRankProcessor"
            : "SyncStateWindowRankProcessor";
      case WINDOW_DEDUPLICATE:
        return "RowTimeWindowDeduplicateProcessor";
      case DEDUPLICATE:
        return deduplicate(rank, props);
      default:
        break;
    }
    return strategy.map(s -> topN(s, rank, top1)).orElse("");
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

  private static String deduplicate(Rank rank, Properties props) {
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
}
