package io.github.topnkit.linter.rules;

import io.github.topnkit.linter.catalog.TableDef;
import io.github.topnkit.linter.model.RankPattern;
import io.github.topnkit.linter.plan.Aggregate;
import io.github.topnkit.linter.plan.Join;
import io.github.topnkit.linter.plan.Over;
import io.github.topnkit.linter.plan.Rank;
import io.github.topnkit.linter.plan.RelNode;
import io.github.topnkit.linter.plan.Sort;
import io.github.topnkit.linter.plan.SortKey;
import io.github.topnkit.linter.plan.TableScan;
import io.github.topnkit.linter.target.FlinkVersion;
import java.util.List;
import java.util.Locale;

/** Wording fragments, and the facts they turn on, that more than one rule's message or fix uses. */
final class RuleWords {

  private RuleWords() {}

  /** Flink's rejection in its own words, for a rule that has no more specific wording. */
  static String flinkRejects(String flinkMessage, FlinkVersion version) {
    return "Flink " + version.label() + " rejects this query: " + flinkMessage;
  }

  /** What originates the changes, in words. */
  static String producer(RelNode node) {
    if (node instanceof TableScan scan && scan.isKnown()) {
      TableDef table = scan.table().get();
      String format =
          table.options().getOrDefault("format", table.options().getOrDefault("value.format", ""));
      return "table '"
          + table.name()
          + "' is a changelog source (connector '"
          + table.connector().name()
          + "'"
          + (format.isEmpty() ? "" : ", format '" + format + "'")
          + ")";
    }
    if (node instanceof Rank) {
      return "the regular Top-N (Rank) emits updates and deletes";
    }
    if (node instanceof Aggregate) {
      return "the regular GROUP BY (GroupAggregate) emits updates";
    }
    if (node instanceof Join) {
      return "the regular join emits updates";
    }
    if (node instanceof Over) {
      return "the OVER aggregation ordered by a non-time column emits updates";
    }
    if (node instanceof Sort) {
      return "ORDER BY ... LIMIT (SortLimit) emits updates";
    }
    return "an upstream operator emits updates";
  }

  /** A day-time interval literal for a number of milliseconds, in the largest exact unit. */
  static String interval(long millis) {
    long abs = Math.abs(millis);
    String sign = millis < 0 ? "-" : "";
    if (abs != 0 && abs % 86_400_000L == 0) {
      return "INTERVAL '" + sign + abs / 86_400_000L + "' DAY";
    }
    if (abs != 0 && abs % 3_600_000L == 0) {
      return "INTERVAL '" + sign + abs / 3_600_000L + "' HOUR";
    }
    if (abs != 0 && abs % 60_000L == 0) {
      return "INTERVAL '" + sign + abs / 60_000L + "' MINUTE";
    }
    if (abs % 1000L == 0) {
      return "INTERVAL '" + sign + abs / 1000L + "' SECOND";
    }
    return String.format(Locale.ROOT, "INTERVAL '%s%d.%03d' SECOND", sign, abs / 1000, abs % 1000);
  }

  /** Column names as SQL lists them, as in {@code PRIMARY KEY (a, b)}. */
  static String columns(List<String> names) {
    return "(" + String.join(", ", names) + ")";
  }

  /** {@code ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC)} for the pattern's window. */
  static String overClause(RankPattern p) {
    String partition =
        p.partitionKeys().isEmpty() ? "" : "PARTITION BY " + String.join(", ", p.partitionKeys());
    List<String> order = p.orderKeys().stream().map(k -> k.replace(" ASC", "")).toList();
    String orderBy =
        order.isEmpty() ? "ORDER BY <column> DESC" : "ORDER BY " + String.join(", ", order);
    return p.function()
        + "() OVER ("
        + (partition.isEmpty() ? "" : partition + " ")
        + orderBy
        + ")";
  }

  /** Whether the window is ordered by a single time attribute, the ordering OVER always accepts. */
  static boolean orderedByTime(RankPattern p) {
    List<SortKey> keys = p.site().group().orderKeys();
    return keys.size() == 1
        && p.site().over().input().rowType().get(keys.get(0).field()).type().isTimeAttribute();
  }

  /**
   * What Flink runs instead of a Top-N when a rank function stays in an OVER aggregation: the error
   * it then raises, or the OVER aggregation by mode, version and ordering.
   */
  static String overInstead(RankPattern p, boolean streaming, FlinkVersion version) {
    if (p instanceof RankPattern.Rejected rejected) {
      return "Flink "
          + version.label()
          + " plans an OVER aggregation that numbers every row instead, and rejects it: \""
          + rejected.rejection().message()
          + "\"";
    }
    if (!streaming) {
      return "in batch mode Flink sorts every whole partition and numbers every row in an OVER"
          + " aggregation, filtering only afterwards, instead of its Rank operator that ranks"
          + " locally before the shuffle";
    }
    if (orderedByTime(p) && p.input().insertOnly()) {
      return "Flink plans an append-only OVER aggregation instead, which numbers every row in"
          + " time order and emits every row";
    }
    if (orderedByTime(p)) {
      return "Flink plans an OVER aggregation over the updating input instead, which numbers"
          + " every row of the partition; its output is "
          + overOutput(p);
    }
    return "Flink "
        + version.label()
        + " plans an updating OVER aggregation on the non-time ORDER BY instead (supported since"
        + " 2.1), which keeps every row of the partition in state and emits -U/+U for every row"
        + " whose number shifts; its output is "
        + overOutput(p);
  }

  /** The changelog of the OVER aggregation a rank function call that is no Top-N stays in. */
  private static String overOutput(RankPattern p) {
    return p instanceof RankPattern.OverAggregate over ? over.output().toString() : "unknown";
  }
}
