package io.github.topnkit.spec.parse;

import io.github.topnkit.linter.catalog.ChangelogNature;
import io.github.topnkit.linter.target.ExecutionMode;
import io.github.topnkit.spec.Mode;
import io.github.topnkit.spec.Position;
import java.util.Collection;
import java.util.Locale;
import java.util.Optional;

/**
 * Every message the spec parser reports. Long by design: they sit together so they read alike and
 * can be reviewed at once.
 */
final class Messages {

  private Messages() {}

  private static String didYouMean(Optional<String> suggestion) {
    return suggestion.map(s -> "; did you mean '" + s + "'?").orElse("");
  }

  private static String codePoint(char c) {
    return String.format(Locale.ROOT, "U+%04X", (int) c);
  }

  // The file as a whole

  static String fileTooLarge(long size, long max) {
    return String.format(
        Locale.ROOT,
        "the file is %,d bytes, over the limit of %,d bytes for a spec file; split it",
        size,
        max);
  }

  static String notUtf8(int badByte, int byteOffset) {
    return String.format(
        Locale.ROOT,
        "not UTF-8: byte 0x%02X at byte offset %d is not part of a UTF-8 character; save the"
            + " file as UTF-8",
        badByte,
        byteOffset);
  }

  static String controlCharacter(char c) {
    return "binary content: character "
        + codePoint(c)
        + " cannot be in a spec file, which is YAML text";
  }

  static String lineSeparator(char c) {
    return "line separator "
        + codePoint(c)
        + " counts as a line break in YAML but not in SQL; use a plain line break";
  }

  static String emptyFile() {
    return "the file is empty: a spec file is a map with a non-empty 'cases' list";
  }

  static String tooManyProblems(int limit) {
    return "too many problems: stopped after " + limit;
  }

  static String internalError(Throwable e) {
    return "internal error of the spec parser, please report it: " + e;
  }

  // YAML

  static String invalidYaml(String detail) {
    return "invalid YAML: " + detail;
  }

  static String tabIndentation() {
    return "invalid YAML: a tab character where YAML expects indentation; indent with spaces";
  }

  static String unclosedQuote() {
    return "invalid YAML: this quoted text is never closed";
  }

  static String unclosedFlow(char open, Position failedAt, String found) {
    char close = open == '[' ? ']' : '}';
    return "invalid YAML: this '"
        + open
        + "' is not closed: expected ',' or '"
        + close
        + "' at line "
        + failedAt.line()
        + ", column "
        + failedAt.column()
        + ", found "
        + found;
  }

  static String colonNotAllowed() {
    return "invalid YAML: a ':' that is not allowed here; check the indentation of this line, or"
        + " quote a value that contains ': '";
  }

  static String badIndentation(int column) {
    return "invalid YAML: bad indentation; this line does not line up with the entries that start"
        + " at column "
        + column;
  }

  static String nestingTooDeep(int limit) {
    return "invalid YAML: nested more than " + limit + " levels deep";
  }

  static String secondDocument() {
    return "invalid YAML: a spec file is one YAML document, and a second one starts here";
  }

  static String aliasRefused(String name) {
    return "YAML aliases (*" + name + ") are not supported in spec files; write the value out";
  }

  static String anchorRefused(String name) {
    return "YAML anchors (&"
        + name
        + ") are not supported in spec files; share tables and input through the top-level"
        + " 'tables' and 'input'";
  }

  static String tagRefused(String tag) {
    return "YAML tags (" + tag + ") are not supported in spec files";
  }

  static String mergeKeyRefused() {
    return "YAML merge keys (<<) are not supported in spec files";
  }

  static String keyNotText(String found) {
    return "a key must be text, not " + found;
  }

  static String duplicateKey(String key, int firstLine) {
    return "duplicate key '" + key + "' (first at line " + firstLine + ")";
  }

  static String unknownKey(
      String key, String where, Collection<String> known, Optional<String> suggestion) {
    return "unknown key '"
        + key
        + "' in "
        + where
        + suggestion
            .map(s -> "; did you mean '" + s + "'?")
            .orElse(" (known: " + String.join(", ", known) + ")");
  }

  static String expected(String what, String expected, String found) {
    return what + " must be " + expected + ", not " + found;
  }

  static String blank(String what) {
    return what + " must not be blank";
  }

  // Structure

  static String noCases() {
    return "a spec file needs 'cases', a list of cases";
  }

  static String emptyCases() {
    return "'cases' is empty: a spec file needs at least one case";
  }

  static String noName() {
    return "a case needs a 'name'";
  }

  static String duplicateCaseName(String name, int firstLine) {
    return "duplicate case name '" + name + "' (first at line " + firstLine + ")";
  }

  static String noSql() {
    return "a case needs a 'query' or a 'script'";
  }

  static String queryAndScript() {
    return "a case has a 'query' or a 'script', not both";
  }

  static String noExpectation(Mode mode, ExecutionMode run) {
    String in = mode == Mode.BOTH ? " in " + run.label() + " mode" : "";
    return "the case expects nothing" + in + ": give it changelog, final, error, lint or pattern";
  }

  static String exclusiveExpectations(String key, String first, int firstLine) {
    return "'"
        + key
        + "' and '"
        + first
        + "' (line "
        + firstLine
        + ") exclude each other: changelog, final and error are three ways to state the output";
  }

  static String overrideWithoutBoth(String key, Mode mode) {
    return "'"
        + key
        + "' overrides apply with mode: both; this case runs in "
        + mode.label()
        + " mode only";
  }

  static String unknownMode(String given, Optional<String> suggestion) {
    return "unknown mode '" + given + "' (streaming, batch or both)" + didYouMean(suggestion);
  }

  static String badVersionRange(String detail) {
    return "bad Flink version range: " + detail;
  }

  static String badSeed(String given) {
    return "seed must be an integer, not '" + given + "'";
  }

  static String badGenerate(String given, int max) {
    return "generate must be a number of rows from 0 to " + max + ", not '" + given + "'";
  }

  static String duplicateKeyColumn(String column) {
    return "key column '" + column + "' is named twice";
  }

  // Tables

  static String noDdl() {
    return "no CREATE TABLE or CREATE VIEW statement here";
  }

  static String ddlSyntaxError(String detail) {
    return "SQL syntax error in the DDL: " + detail;
  }

  static String notDdl(String kind) {
    return "'tables' holds CREATE TABLE and CREATE VIEW statements, not "
        + kind
        + "; put other statements in a case's script";
  }

  static String oneStatementPerTable(String key) {
    return "the entry '"
        + key
        + "' holds one statement; write several statements as one 'tables' block";
  }

  static String tableNameMismatch(String key, String declared) {
    return "the statement declares '" + declared + "', but its key is '" + key + "'";
  }

  static String tableDeclaredTwice(String name, int firstLine) {
    return "table '" + name + "' is declared twice (first at line " + firstLine + ")";
  }

  static String unreadableDdl(String detail) {
    return "topnkit cannot read this statement: " + detail;
  }

  // Rows

  static String expectedRows(String what, String found) {
    return what + " must be a block of rows (|), or [] for none, not " + found;
  }

  static String foldedRows(String what) {
    return what + " must be a literal block (|): a folded block (>) joins its rows into one line";
  }

  static String notARow() {
    return "expected a row such as +I[a, 1], a 'watermark <timestamp>' line or a # comment";
  }

  static String rowWithoutKind() {
    return "the row has no kind: start it with +I, -U, +U or -D";
  }

  static String unknownRowKind(String kind, Optional<String> upper) {
    return "unknown row kind '"
        + kind
        + "' (+I, -U, +U or -D)"
        + upper.map(u -> "; did you mean '" + u + "'?").orElse("");
  }

  static String expectedOpenBracket(String kind) {
    return "expected '[' right after " + kind;
  }

  static String missingCloseBracket() {
    return "the row is not closed: ']' missing at the end of the line";
  }

  static String unclosedCellQuote(char quote) {
    return "unclosed quote: the value opened with " + quote + " has no closing " + quote;
  }

  static String textAfterQuote(char quote) {
    return "expected ',' or ']' after the quoted value; write a quote inside a quoted value twice"
        + " ("
        + quote
        + quote
        + ")";
  }

  static String textAfterRow() {
    return "unexpected text after the row's closing ']'";
  }

  static String emptyCell() {
    return "empty value: write null for NULL, or '' for the empty string";
  }

  static String watermarkWithoutTimestamp() {
    return "a watermark line needs a timestamp: watermark 2020-04-15 08:10:00";
  }

  static String watermarkInOutput() {
    return "watermark lines belong in input, not in expected output";
  }

  static String finalRowKind(String kind) {
    return "'final' lists the materialized rows, each written as +I, not " + kind;
  }

  // Input

  static String inputForUnknownTable(String table, Optional<String> suggestion) {
    return "input for table '"
        + table
        + "', which is not declared in 'tables' or the case's script"
        + didYouMean(suggestion);
  }

  static String inputForView(String view) {
    return "'" + view + "' is a view: give input to the tables it reads";
  }

  static String rowKindNotAllowed(
      String kind, String table, String connector, ChangelogNature nature) {
    String source =
        switch (nature) {
          case INSERT_ONLY -> "an append-only source";
          case UPSERT -> "an upsert source";
          case ALL_CHANGES -> "a changelog source";
        };
    String takes =
        switch (nature) {
          case INSERT_ONLY -> "only +I rows";
          case UPSERT -> "only +I, +U and -D rows";
          case ALL_CHANGES -> "every row kind";
        };
    String named = connector.isEmpty() ? "" : " (connector '" + connector + "')";
    return kind + " row into '" + table + "', " + source + named + " that takes " + takes;
  }

  static String tooManyValues(int given, String table, String columns) {
    return "too many values: "
        + given
        + " for the physical columns of '"
        + table
        + "' ("
        + columns
        + ")";
  }

  static String tooFewValues(int given, String table, String columns) {
    return "too few values: "
        + given
        + " for the physical columns of '"
        + table
        + "' ("
        + columns
        + ")";
  }

  static String badValue(String column, String detail) {
    return "column " + column + ": " + detail;
  }

  static String nullInNotNull(String column, boolean rowtime) {
    return rowtime
        ? "null in column " + column + ", the table's rowtime: every row needs its event time"
        : "null in column " + column + ", which is NOT NULL";
  }

  static String watermarkWithoutRowtime(String table) {
    return "watermark for '" + table + "', which has no WATERMARK FOR and so no event time";
  }

  static String badWatermark(String detail) {
    return "bad watermark: " + detail;
  }

  static String watermarkBackwards(String given, String previous, int previousLine) {
    return "watermark "
        + given
        + " goes back from "
        + previous
        + " (line "
        + previousLine
        + "); watermarks only advance";
  }

  // Expectations

  static String queryHasOneOutput(String key) {
    return "a query has one output: write '" + key + "' as one block of rows, not a map of sinks";
  }

  static String noOutputs(String key) {
    return "'" + key + "' names no sink";
  }

  static String notASink(String sink, Collection<String> sinks) {
    return "the script does not insert into '"
        + sink
        + "'"
        + (sinks.isEmpty() ? "" : " (it inserts into " + String.join(", ", sinks) + ")");
  }

  static String sinkCount(String key, Collection<String> sinks) {
    if (sinks.isEmpty()) {
      return "the script inserts into no table, so '" + key + "' has no output to compare";
    }
    return "the script inserts into "
        + sinks.size()
        + " sinks ("
        + String.join(", ", sinks)
        + "): write '"
        + key
        + "' as a map from sink name to rows";
  }

  static String badLintEntry(String entry) {
    return "bad lint entry '" + entry + "': write RuleId or RuleId@line";
  }

  static String unknownRule(String id, Optional<String> suggestion) {
    return "unknown rule id '" + id + "'" + didYouMean(suggestion);
  }

  static String badLintLine(String given) {
    return "bad line '" + given + "' after @: a line of the SQL block, from 1";
  }

  static String lintLinePastEnd(int line, int lines, boolean query) {
    return "line "
        + line
        + " is past the end of the "
        + (query ? "query" : "script")
        + " ("
        + lines
        + (lines == 1 ? " line)" : " lines)");
  }

  static String unknownPattern(
      String given, Collection<String> names, Optional<String> suggestion) {
    return "unknown pattern '"
        + given
        + "'"
        + suggestion
            .map(s -> "; did you mean '" + s + "'?")
            .orElse(" (" + String.join(", ", names) + ")");
  }
}
