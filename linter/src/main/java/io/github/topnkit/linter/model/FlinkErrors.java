package io.github.topnkit.linter.model;

import io.github.topnkit.linter.catalog.SqlType;
import io.github.topnkit.linter.parse.Span;
import io.github.topnkit.linter.target.FlinkVersion;

/**
 * The error texts Flink's planner raises for ranking queries, verbatim (misspellings included), so
 * the linter can say exactly what the deployment would print.
 */
public final class FlinkErrors {

  private FlinkErrors() {}

  public static final String RANK_END_NOT_SPECIFIED =
      "Rank end is not specified. Currently rank only support TopN, which means the rank end must"
          + " be specified.";

  public static String rankEndNotPositive(long end) {
    return "Rank end should not less than zero, but now is " + end;
  }

  /** The Rank node's own check, which a correlated LIMIT 0 reaches. */
  public static String rankEndBelowOne(long end) {
    return "Rank end can't smaller than zero. The rank end is " + end;
  }

  /** The Rank node's own check, which a correlated LIMIT without ORDER BY reaches. */
  public static final String RANK_ORDER_KEY_EMPTY = "orderKey should not be empty.";

  public static String rankStartAfterEnd(long start, long end) {
    return "Rank start '" + start + "' can't greater than rank end '" + end + "'.";
  }

  public static final String RANK_END_INDEX =
      "Rank end index can't greater than input field count.";

  public static String unsupportedRankFunction(String function) {
    return "Unsupported rank function: " + function;
  }

  public static final String ORDER_BY_REQUIRED =
      "The window rank function requires order by clause with non-constant fields.";

  public static final String RANK_ORDER_BY_REQUIRED =
      "RANK or DENSE_RANK functions require ORDER BY clause in window specification";

  public static final String FRAME_NOT_ALLOWED =
      "ROW/RANGE not allowed with RANK, DENSE_RANK or ROW_NUMBER functions";

  public static String streamingRankFunction(String function) {
    return switch (function) {
      case "RANK", "DENSE_RANK" -> function + "() on streaming table is not supported currently";
      default -> "Streaming tables do not support " + function + " rank function.";
    };
  }

  public static String windowRankFunction(String function) {
    return function
        + "() function is not supported on Window TopN currently, only ROW_NUMBER() is"
        + " supported.";
  }

  public static final String PROCTIME_WINDOW_TOP_N =
      "Processing time Window TopN is not supported yet.";

  public static final String PROCTIME_WINDOW_DEDUPLICATE =
      "Processing time Window Deduplication is not supported yet.";

  public static String windowRankVariableEnd(String field) {
    return "Rank strategy rankEnd=" + field + " is not supported on window rank currently.";
  }

  public static String consumingChanges(String consumer, String changes) {
    return consumer + " doesn't support consuming " + changes + " changes";
  }

  public static String sinkConsumingChanges(String sink, String changes) {
    return "Table sink '" + sink + "' doesn't support consuming " + changes + " changes";
  }

  public static String notInStreamMode(String function) {
    return function + " Function is not supported in stream mode.";
  }

  /** Calcite's validator on a qualifier that names no FROM item in scope. */
  public static String tableNotFound(String table) {
    return "Table '" + table + "' not found";
  }

  public static String columnNotFound(String column) {
    return "Column '" + column + "' not found in any table";
  }

  /**
   * {@code FlinkDecorrelateProgram}: a correlation variable left after {@code RelDecorrelator},
   * which refuses to decorrelate a Sort with a LIMIT or OFFSET under a correlation.
   */
  public static String unexpectedCorrelateVariable(String variable) {
    return "unexpected correlate variable " + variable + " in the plan";
  }

  /** What {@link #unexpectedCorrelateVariable} starts with, whatever the variable's number. */
  public static final String UNEXPECTED_CORRELATE_VARIABLE_START =
      "unexpected correlate variable $cor";

  public static final String PROCTIME_TEMPORAL_JOIN =
      "Processing-time temporal join is not supported yet.";

  public static final String OVER_SAME_WINDOW =
      "All aggregates must be computed on the same window.";

  public static final String OVER_SINGLE_TIME_COLUMN =
      "The window can only be ordered by a single time column.";

  public static final String OVER_ASCENDING = "The window can only be ordered in ASCENDING mode.";

  public static final String OVER_TIME_ATTRIBUTE =
      "OVER windows' ordering in stream mode must be defined on a time attribute.";

  public static final String SESSION_ORDER_BY =
      "Session window TVF doesn't support order by clause.";

  public static final String SESSION_ORDER_KEYS =
      "SESSION table function does not support order keys.";

  public static final String BATCH_WINDOW_PROCTIME =
      "Processing time Window TableFunction is not supported yet.";

  /**
   * {@code RankLikeAggFunctionBase}: a batch OVER aggregation's RANK, DENSE_RANK or PERCENT_RANK
   * keeps the last order key values, which it can only do for some types.
   */
  public static String unsupportedType(SqlType type) {
    return "Unsupported type: " + type;
  }

  public static final String SESSION_IN_BATCH =
      "Unaligned windows like session are not supported in batch mode yet.";

  public static final String SINK_UPSERT_KEY_DIFFERS =
      "The query has an upsert key that differs from the primary key of the sink table";

  /**
   * {@code StreamExecSink}: a table sink (not the collect sink of a SELECT) written more than one
   * rowtime attribute, unless {@code table.exec.sink.rowtime-inserter} is disabled.
   */
  public static String multipleRowtimes(java.util.List<String> columns, String sink) {
    return "The query contains more than one rowtime attribute column ["
        + String.join(", ", columns)
        + "] for writing into table '"
        + sink
        + "'.\nPlease select the column that should be used as the event-time timestamp for the"
        + " table sink by casting all other columns to regular TIMESTAMP or TIMESTAMP_LTZ.";
  }

  /** Calcite's operand count check of a window TVF call; {@code expected} is its required count. */
  public static String invalidArgumentCount(String function, int expected) {
    return "Invalid number of arguments to function '"
        + function
        + "'. Was expecting "
        + expected
        + " arguments";
  }

  /** Flink 2.1+'s check of a window TVF's offset, at physical planning. */
  public static String windowOffsetNotBelowSize(String function, long size, long offset) {
    return function
        + " table function parameters must satisfy abs(offset) < size, but got size "
        + size
        + " ms and offset "
        + offset
        + " ms.";
  }

  /**
   * Calcite's operand type check of a window TVF call, with the call signature it prints; a bare
   * function name gives the inexact start of the message.
   */
  static Rejection windowOperandTypes(String signature, Span span, FlinkVersion version) {
    int open = signature.indexOf('(');
    String name = open < 0 ? signature : signature.substring(0, open);
    String start = "Cannot apply '" + name + "' to arguments of type '" + name + "(<RECORDTYPE(";
    int descriptor = signature.indexOf("<COLUMN_LIST>");
    if (open >= 0 && version.before(FlinkVersion.V2_3) && descriptor > 0) {
      // 1.20 prints the DESCRIPTOR as a record of UNKNOWN columns; 2.0 to 2.2 are unchecked.
      start =
          "Cannot apply '" + name + "' to arguments of type '" + signature.substring(0, descriptor);
      open = -1;
    }
    Rejection r =
        new Rejection(
            Rejection.Phase.VALIDATION,
            Rejection.Cause.WINDOW_ARGUMENT,
            open < 0 ? start : cannotApply(name, signature),
            span);
    return open < 0 ? r.inexact() : r;
  }

  private static String cannotApply(String name, String signature) {
    String forms =
        switch (name) {
          case "TUMBLE" ->
              "TUMBLE(TABLE table_name, DESCRIPTOR(timecol), datetime interval[, datetime"
                  + " interval])";
          case "SESSION" ->
              "SESSION(TABLE table_name [PARTITION BY (keycols, ...)], DESCRIPTOR(timecol),"
                  + " datetime interval)";
          default ->
              name
                  + "(TABLE table_name, DESCRIPTOR(timecol), datetime interval, datetime interval[,"
                  + " datetime interval])";
        };
    return "Cannot apply '"
        + name
        + "' to arguments of type '"
        + signature
        + "'. Supported form(s): "
        + forms;
  }

  /**
   * Calcite's validator on a call of a function no catalog or module has; the signature follows.
   */
  public static final String NO_FUNCTION_MATCH = "No match found for function signature ";

  public static String columnAmbiguous(String column) {
    return "Column '" + column + "' is ambiguous";
  }

  /**
   * The NullPointerException Flink's planner hits on a window aggregation whose window TVF reads
   * the projection of another window TVF (a Flink bug, seen on 1.20.3 and 2.3.0).
   */
  public static final String WINDOW_PROPERTIES_NPE =
      "Cannot invoke \"org.apache.flink.table.planner.plan.trait.RelWindowProperties"
          + ".getWindowColumns()\" because the return value of \"org.apache.flink.table.planner"
          + ".plan.metadata.FlinkRelMetadataQuery.getRelWindowProperties(org.apache.calcite.rel"
          + ".RelNode)\" is null";
}
