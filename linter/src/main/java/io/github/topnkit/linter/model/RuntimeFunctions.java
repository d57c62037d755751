package io.github.topnkit.linter.model;

import io.github.topnkit.linter.plan.Rank;
import io.github.topnkit.linter.plan.RankRange;
import io.github.topnkit.linter.target.FlinkVersion;

/** The runtime function Flink instantiates for a rank operator, as its exec node picks it. */
final class RuntimeFunctions {

  private RuntimeFunctions() {}

  static String of(PatternKind kind, Rank rank, Strategy strategy, Properties props) {
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
    if (strategy == null) {
      return "";
    }
    return switch (strategy.kind()) {
      case APPEND_FAST -> {
        if (Patterns.isProctime(rank) && !rank.orderKeys().get(0).descending()) {
          yield "AppendOnlyFirstNFunction";
        }
        yield top1 ? "FastTop1Function" : "AppendOnlyTopNFunction";
      }
      case UPDATE_FAST -> top1 ? "FastTop1Function" : "UpdatableTopNFunction";
      case RETRACT -> "RetractableTopNFunction";
    };
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
