package io.github.topnkit.linter.rules;

import io.github.topnkit.linter.FlinkVersion;

/**
 * The messages and fix hints of the built-in rules, in one place so their wording can be reviewed
 * together. Messages say what Flink will do; fixes say what to write instead.
 */
public final class RuleMessages {

  private RuleMessages() {}

  static String flinkRejects(String flinkMessage, FlinkVersion version) {
    return "Flink " + version.label() + " rejects this query: " + flinkMessage;
  }

  static String unknownTable(String name) {
    return "table '"
        + name
        + "' is not declared in this file or the schema files; checks that need its columns,"
        + " time attributes or changelog are skipped";
  }

  static final String UNKNOWN_TABLE_FIX =
      "Declare the table with CREATE TABLE in the script or pass its DDL with --schema.";

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

  static String windowBoundsMissing(String present, String missing) {
    return "PARTITION BY has "
        + present
        + " but not "
        + missing
        + ": Flink silently plans an updating regular Top-N over the window TVF instead of a"
        + " Window Top-N, keeping state forever and emitting -U/+U updates instead of one final"
        + " result per window";
  }

  static String windowBoundsMissingNone() {
    return "PARTITION BY has neither window_start nor window_end of the window TVF: Flink plans an"
        + " updating regular Top-N over all windows instead of a Window Top-N";
  }

  static final String WINDOW_BOUNDS_FIX =
      "Add both window_start and window_end to PARTITION BY: PARTITION BY window_start,"
          + " window_end[, other keys].";

  static String analysisIncomplete(String reason) {
    return "the linter could not analyze this statement (" + reason + "); its checks are skipped";
  }
}
