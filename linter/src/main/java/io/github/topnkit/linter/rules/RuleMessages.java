package io.github.topnkit.linter.rules;

import io.github.topnkit.linter.model.RankPattern;
import io.github.topnkit.linter.plan.RelNode;
import io.github.topnkit.linter.target.FlinkVersion;
import java.util.List;

/**
 * The messages and fix hints of the built-in rules. Messages say what Flink will do; fixes say what
 * to write instead. Fragments several rules share are in {@link RuleWords}.
 */
public final class RuleMessages {

  private RuleMessages() {}

  static String rankFunctionStreaming(String function, boolean window, FlinkVersion version) {
    return function
        + "() is not supported in streaming "
        + (window ? "Window Top-N" : "Top-N")
        + ": Flink "
        + version.label()
        + " fails at deployment with \""
        + (window
            ? function
                + "() function is not supported on Window TopN currently, only ROW_NUMBER() is"
                + " supported."
            : function + "() on streaming table is not supported currently")
        + "\"";
  }

  static String rankFunctionFix(String function) {
    return "Use ROW_NUMBER() instead of "
        + function
        + "(); rows with equal sort keys then get distinct numbers in arrival order. Batch mode"
        + " supports "
        + function
        + "().";
  }

  static String appendOnlySink(
      String flinkMessage, RelNode producer, String connector, FlinkVersion version) {
    return RuleWords.producer(producer)
        + ", but the sink"
        + (connector.isEmpty() ? "" : " (connector '" + connector + "')")
        + " accepts only inserts: Flink "
        + version.label()
        + " fails with \""
        + flinkMessage
        + "\"";
  }

  static String appendOnlySinkFix(List<String> key, boolean topN) {
    String upsert =
        key.isEmpty()
            ? "Select a unique key (for a Top-N: its partition keys and the rank number) and write"
                + " to an upsert sink with that PRIMARY KEY"
            : "Write to an upsert sink keyed by the query's unique key: PRIMARY KEY "
                + RuleWords.columns(key)
                + " NOT ENFORCED with 'connector' = 'upsert-kafka' ('key.format' and"
                + " 'value.format' set)";
    return upsert
        + (topN
            ? "; or, when one result per time window is enough, rank per window (PARTITION BY"
                + " window_start, window_end, ... over a window TVF): Window Top-N is append-only."
            : ".");
  }

  static String sinkKeyRejected(
      List<String> primaryKey, List<String> upsertKey, String flinkMessage, FlinkVersion version) {
    return "the sink's PRIMARY KEY "
        + RuleWords.columns(primaryKey)
        + " does not contain an upsert key of the query"
        + (upsertKey.isEmpty() ? " (it has none)" : " " + RuleWords.columns(upsertKey))
        + ": Flink "
        + version.label()
        + " fails with \""
        + flinkMessage
        + "\"";
  }

  static String sinkKeyMaterialized(
      List<String> primaryKey, List<String> upsertKey, FlinkVersion version) {
    return "the sink's PRIMARY KEY "
        + RuleWords.columns(primaryKey)
        + " does not contain an upsert key of the updating query"
        + (upsertKey.isEmpty() ? " (it has none)" : " " + RuleWords.columns(upsertKey))
        + ": Flink "
        + version.label()
        + " adds a SinkUpsertMaterializer that keeps every row per primary key in state, and rows"
        + " with different upsert keys but the same primary key overwrite each other in arrival"
        + " order, so results can be non-deterministic; Flink 2.3 rejects this INSERT unless it"
        + " has an ON CONFLICT clause";
  }

  static final String TOP_N_KEYS =
      " A Top-N's unique key is its partition keys plus the rank number when the rank number is"
          + " selected, otherwise its input's upsert key if that contains the partition keys.";

  static String sinkKeyFix(List<String> key, FlinkVersion version) {
    String match =
        key.isEmpty()
            ? "Give the query a unique key the sink can use (for a Top-N, select the rank number"
                + " and key the sink by the partition keys plus the rank number)"
            : "Key the sink by the query's unique key: PRIMARY KEY "
                + RuleWords.columns(key)
                + " NOT ENFORCED";
    return match
        + (version == FlinkVersion.V2_3
            ? "; or state the conflict behavior after the query: ON CONFLICT DO DEDUPLICATE, ON"
                + " CONFLICT DO ERROR or ON CONFLICT DO NOTHING."
            : ".");
  }

  static String rankNumberInUpsertSink(String rankNumber, long rankEnd, String sink) {
    return "the rank number '"
        + rankNumber
        + "' is written to sink '"
        + sink
        + "': when a row moves up from rank k to rank 1, the Top-N rewrites every rank 1..k,"
        + (rankEnd > 0 ? " so one input row can cause up to " + rankEnd + " sink updates" : "")
        + " (write amplification)";
  }

  static String rankNumberInUpsertSinkFix(List<String> entityKey) {
    return "Leave the rank number out of the INSERT's SELECT and key the sink by the entity:"
        + " PRIMARY KEY "
        + RuleWords.columns(entityKey)
        + " NOT ENFORCED. The Top-N then sends only the rows that enter, leave or change, and"
        + " readers order the at most N rows per partition themselves.";
  }

  static String deduplicationRejected(String flinkMessage, RelNode producer, FlinkVersion v) {
    return "ROW_NUMBER top-1 on a time attribute is a deduplication, but "
        + RuleWords.producer(producer)
        + ": Flink "
        + v.label()
        + " fails with \""
        + flinkMessage
        + "\" (Flink 2.0+ runs it as a retracting Top-1 instead)";
  }

  static String deduplicationDegraded(
      String strategy, String runtimeFunction, boolean retract, FlinkVersion version) {
    return "ROW_NUMBER top-1 on a time attribute over an updating input is not a deduplication:"
        + " Flink "
        + version.label()
        + " silently plans a regular Top-1 Rank with "
        + strategy
        + " ("
        + runtimeFunction
        + ")"
        + (retract ? ", which keeps every input row in state," : "")
        + " and emits updates (Flink 1.20 rejects this query)";
  }

  static final String DEDUPLICATION_FIX =
      "If the source's primary key is the partition key, the changelog already holds the latest"
          + " row per key: select from it directly. Otherwise deduplicate an append-only stream"
          + " (e.g. the topic read with 'json' instead of a CDC format), or bound the Top-1's state"
          + " with SET 'table.exec.state.ttl'.";

  static String rankFilterMissing(
      RankPattern p, boolean otherFilter, boolean streaming, FlinkVersion version) {
    return (otherFilter
            ? "the filter above " + p.function() + "() does not restrict its rank number"
            : p.function() + "() has no filter on its rank number above it")
        + ", so this is not a Top-N: "
        + RuleWords.overInstead(p, streaming, version);
  }

  static String rankFilterMissingFix(RankPattern p) {
    return "To keep the top N rows per partition, filter the rank number in an outer query:"
        + " SELECT * FROM (SELECT *, "
        + RuleWords.overClause(p)
        + " AS rn FROM ...) WHERE rn <= N, combined with other conditions by AND only.";
  }

  /** How a condition on the rank number defeats the Top-N rule. */
  enum Culprit {
    OR,
    EXPRESSION,
    BOUNDS
  }

  static String rankFilterNotConjunctive(
      RankPattern p, Culprit culprit, boolean streaming, FlinkVersion version) {
    String why =
        switch (culprit) {
          case OR -> "the rank number is tested inside an OR, and rn IN (...) is an OR too";
          case EXPRESSION ->
              "it compares an expression of the rank number, not the rank number itself";
          case BOUNDS ->
              "Flink accepts only constant bounds, at most one lower and one upper, or"
                  + " a single upper bound on a column";
        };
    return "Flink cannot use this condition as a rank range ("
        + why
        + "), so "
        + p.function()
        + "() is not a Top-N: "
        + RuleWords.overInstead(p, streaming, version);
  }

  static String rankFilterNotConjunctiveFix(Culprit culprit) {
    return switch (culprit) {
      case OR ->
          "Combine the rank bound with the other conditions by AND only, with any OR in"
              + " parentheses: WHERE rn <= 3 AND (c = 'x' OR c = 'y'); write rn IN (1, 2) as rn <= 2"
              + " or rn BETWEEN 1 AND 2.";
      case EXPRESSION ->
          "Compare the bare rank number with a constant: WHERE rn <= 2 instead of"
              + " rn + 1 <= 3, WHERE rn <= 3 instead of CAST(rn AS INT) <= 3.";
      case BOUNDS ->
          "Use constant bounds joined by AND: WHERE rn > 2 AND rn <= 10; a column may"
              + " only be the single upper bound (WHERE rn <= col).";
    };
  }

  static String rankEndMissingStreaming(long start, String flinkMessage, FlinkVersion version) {
    return "the filter keeps ranks from "
        + start
        + " on without an upper bound: a streaming Top-N needs a rank end, and Flink "
        + version.label()
        + " rejects the query: \""
        + flinkMessage
        + "\"";
  }

  static String rankEndMissingBatch(long start) {
    return "the filter keeps ranks from "
        + start
        + " on without an upper bound: in batch mode Flink runs no Top-N but sorts and numbers"
        + " every whole partition in an OVER aggregation and returns every row from rank "
        + start
        + " on (streaming Flink rejects this with \"Rank end is not specified...\")";
  }

  static String rankEndMissingFix(long start) {
    return "Add an upper bound with AND: WHERE rn >= "
        + start
        + " AND rn <= <last rank you need> (or rn BETWEEN "
        + start
        + " AND <last rank>).";
  }

  static String rankEndNotPositive(long end, String flinkMessage, FlinkVersion version) {
    return "the rank end is "
        + end
        + " but rank numbers start at 1, so no row could pass; Flink "
        + version.label()
        + " rejects the query: \""
        + flinkMessage
        + "\"";
  }

  static String rankEndNotPositiveBatch(long end) {
    return "the rank end is "
        + end
        + " but rank numbers start at 1: in batch mode Flink numbers every row in an OVER"
        + " aggregation and the filter drops them all, so the query always returns no rows"
        + " (streaming Flink rejects it with \"Rank end should not less than zero, but now is "
        + end
        + "\")";
  }

  static final String RANK_END_NOT_POSITIVE_FIX =
      "Use a rank end of at least 1: WHERE rn <= N with N >= 1, or WHERE rn = 1 for the first row"
          + " per partition (rn < 1 means rn <= 0).";

  static String rankRangeEmpty(long first, long last) {
    return "the bounds on the rank number keep ranks "
        + first
        + " to "
        + last
        + ", an empty range, so the condition is always false: Flink folds the filter to FALSE"
        + " and the query returns no rows, without any Top-N";
  }

  static final String RANK_RANGE_EMPTY_FIX =
      "Write bounds with lower <= upper joined by AND: WHERE rn > 3 AND rn <= 5 (ranks 4 and 5),"
          + " or WHERE rn BETWEEN 4 AND 5.";

  static String rankOrderByMissing(
      RankPattern p, boolean written, String flinkMessage, FlinkVersion version) {
    return (written
            ? "the ORDER BY of "
                + p.function()
                + "() has only constant keys, which the planner drops"
            : p.function() + "() has no ORDER BY in its OVER clause")
        + ": a rank needs an order, and Flink "
        + version.label()
        + " rejects the query in batch and streaming mode: \""
        + flinkMessage
        + "\"";
  }

  static String rankOrderByMissingFix(RankPattern p, String timeAttribute) {
    return "Order the window by the column(s) that decide the rank: "
        + RuleWords.overClause(p)
        + "; to keep one row per key, use ROW_NUMBER() ordered by a time attribute with rn = 1"
        + " (a deduplication)"
        + (timeAttribute == null
            ? ""
            : ", e.g. ORDER BY " + timeAttribute + " DESC for the last row")
        + ".";
  }

  static String rankFrameClause(
      RankPattern p, boolean rows, String flinkMessage, FlinkVersion version) {
    return p.function()
        + "() has an explicit "
        + (rows ? "ROWS" : "RANGE")
        + " frame, but rank functions always number from the"
        + " partition start to the current row: Flink "
        + version.label()
        + " fails validation with \""
        + flinkMessage
        + "\"";
  }

  static String rankFrameClauseFix(RankPattern p) {
    return "Remove the frame clause: " + RuleWords.overClause(p) + ".";
  }

  static String severalWindows(RankPattern p, String flinkMessage, FlinkVersion version) {
    return p.function()
        + "() shares its SELECT with OVER functions on other windows: Flink's Top-N rule needs"
        + " exactly one window with one function, so this is not a Top-N, and Flink "
        + version.label()
        + " rejects the query: \""
        + flinkMessage
        + "\"";
  }

  static String severalCalls(
      RankPattern p, boolean severalWindows, boolean streaming, FlinkVersion version) {
    return p.function()
        + (severalWindows
            ? "() shares its SELECT with OVER functions on other windows"
            : "() shares its window with another OVER function")
        + ": Flink's Top-N rule needs the rank function alone in its window, so this is not a"
        + " Top-N: "
        + RuleWords.overInstead(p, streaming, version);
  }

  static String multipleOverWindowsFix(RankPattern p) {
    return "Compute the other aggregate in a separate subquery (or a GROUP BY joined back on the"
        + " keys) so the ranking SELECT has "
        + p.function()
        + "() as its only OVER function: SELECT * FROM (SELECT *, "
        + RuleWords.overClause(p)
        + " AS rn FROM (<subquery with the other aggregate>)) WHERE rn <= N.";
  }

  static String variableRankEnd(String column, String operator) {
    String strictness =
        switch (operator) {
          case "<" -> "; rn < " + column + " is treated as rn <= " + column;
          case "=" ->
              "; rn = "
                  + column
                  + " is treated as rn <= "
                  + column
                  + ", keeping every rank up to it";
          default -> "";
        };
    return "the rank end comes from column "
        + column
        + ": Flink reads it from the first row of each partition and keeps it in state for the"
        + " partition's lifetime, later values are ignored"
        + strictness
        + "; and Flink refers to the column by position without remapping it when projections"
        + " are pruned, which fails with \"Rank end index can't greater than input field"
        + " count.\" or silently reads another column";
  }

  static final String VARIABLE_RANK_END_FIX =
      "Use a constant rank end, e.g. WHERE rn <= 10; if the limit must come from data, use a"
          + " column that is constant per partition (a partition key) and first in the ranked"
          + " SELECT, written as rn <= col.";

  static String topOneIsDeduplication(
      RankPattern p,
      String runtimeFunction,
      boolean keepLast,
      String changelog,
      String timeColumn) {
    boolean windowed = p instanceof RankPattern.WindowDeduplicate;
    return "this top-1 ROW_NUMBER() ordered by time attribute "
        + timeColumn
        + " is a "
        + (windowed ? "Window Deduplicate" : "Deduplicate")
        + ", not a Top-N: Flink keeps the "
        + (keepLast ? "last" : "first")
        + (p.partitionKeys().isEmpty()
            ? " row of the whole input"
            : " row per " + String.join(", ", p.partitionKeys()))
        + " (runtime "
        + runtimeFunction
        + "), a selected rank number is the literal 1, and the output is "
        + changelog
        + "; with a non-time ORDER BY it would be a "
        + (windowed ? "Window Top-N" : "Top-1 Rank")
        + " instead";
  }

  static String deduplicationChangelog(
      RankPattern.RankOperator p, boolean keepLast, boolean rowtime, FlinkVersion version) {
    if (p instanceof RankPattern.WindowDeduplicate) {
      return "insert-only " + p.output() + ", one row per key and window when the window closes";
    }
    String mode = (p.output().insertOnly() ? "insert-only " : "updating ") + p.output();
    if (version == FlinkVersion.V1_20) {
      return mode + " (Flink 1.20 declares only proctime keep-first insert-only)";
    }
    if (version == FlinkVersion.V2_0) {
      return mode + " (Flink 2.0 declares every deduplication updating)";
    }
    String why =
        keepLast
            ? " (keep-last updates the row per key)"
            : p.output().insertOnly()
                ? rowtime
                    ? " (since 2.1 keep-first emits when the watermark passes the row's time and"
                        + " drops late rows)"
                    : " (since 2.1 keep-first without mini-batch is insert-only)"
                : " (keep-first is updating with mini-batch on or an updating input)";
    return mode + why;
  }

  static String deduplicationFix(boolean keepLast) {
    return "Nothing to change if keeping the "
        + (keepLast ? "last" : "first")
        + " row per key is intended; "
        + (keepLast
            ? "ORDER BY the time attribute ASC keeps the first row, "
            : "ORDER BY the time attribute DESC keeps the last row, ")
        + "and ordering by a value column instead makes it a Top-1 Rank.";
  }

  static String topOneAscChangelogBug(FlinkVersion version) {
    return "Flink "
        + version.label()
        + " declares this top-1 ROW_NUMBER insert-only ([I]) as if it were a keep-first"
        + " deduplication, but it runs FastTop1Function, which emits +U when a better row"
        + " arrives (FLINK-40368): with no -U, downstream aggregates count every replaced row,"
        + " and an append-only sink accepts the query and receives each replacement as a new"
        + " row";
  }

  static String topOneAscChangelogBugFix(RankPattern p) {
    String negate =
        p.orderKeys().size() == 1
            ? "Write ORDER BY -"
                + p.orderKeys().get(0).replace(" ASC", "")
                + " DESC NULLS FIRST (same order for a numeric key) so Flink declares updates, or"
                + " set"
            : "Set";
    return negate
        + " 'table.exec.mini-batch.enabled' = 'true' (with allow-latency and size), or upgrade"
        + " to a Flink release with FLINK-40368 fixed; projecting rn does not help, as Flink"
        + " replaces the rank number of a top-1 with the literal 1.";
  }

  static String nonDeterministicTies(List<String> missing) {
    return "PARTITION BY and ORDER BY do not cover a unique key of the input (missing "
        + String.join(", ", missing)
        + ")"
        + ", so rows can tie on the sort key and which of them win depends on arrival order:"
        + " Flink gives an earlier row the smaller rank, and once N rows are kept a new row that"
        + " ties the worst kept key is dropped (the incumbent wins)";
  }

  static String nonDeterministicTiesFix(List<String> missing) {
    return "Add the key columns as the last ORDER BY keys to break ties: ORDER BY <sort key> DESC, "
        + String.join(", ", missing)
        + ".";
  }

  static String topNStateSize(List<String> reasons, boolean ttlSet) {
    return "this Top-N's state may grow large: "
        + String.join("; ", reasons)
        + (ttlSet
            ? ""
            : "; without 'table.exec.state.ttl' (default 0, never expire) it is kept forever");
  }

  static final String TOP_N_GLOBAL =
      "without PARTITION BY it is global, so Flink sends every row to a single task (parallelism"
          + " 1)";

  static String topNLargeEnd(long end, long cacheSize, boolean global) {
    if (global) {
      return "rank end " + end + " keeps up to " + end + " rows in state";
    }
    return "rank end "
        + end
        + " keeps up to "
        + end
        + " rows per partition, and the Top-N cache ('table.exec.rank.topn-cache-size', "
        + (cacheSize == TopNStateSize.DEFAULT_CACHE_SIZE ? "default " : "set to ")
        + cacheSize
        + " rows) then holds only "
        + Math.max(1, cacheSize / end)
        + " partition(s), so most rows are read from the state backend";
  }

  static final String TOP_N_RETRACT =
      "its input is updating without an upsert key that contains the partition key (or with"
          + " sort keys that are not monotonic), so Flink uses RetractStrategy:"
          + " RetractableTopNFunction keeps every input row in state, not only the top N, and"
          + " does not use the Top-N cache";

  static final String TOP_N_STATE_SIZE_FIX =
      "Partition the ranking by a key so it runs in parallel, keep N small, feed it an"
          + " insert-only input or one whose upsert key contains the partition key (AppendFast or"
          + " UpdateFast strategy), and set 'table.exec.state.ttl' to bound the state (expired"
          + " state can give incorrect results).";
}
