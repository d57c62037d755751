package io.github.topnkit.flink;

import io.github.topnkit.linter.parse.ParsedScript;
import io.github.topnkit.linter.parse.ParsedStatement;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.apache.calcite.sql.SqlNode;

/**
 * A SQL block cut into the statements Flink executes one by one. Statements end at semicolons
 * outside strings, quoted identifiers and comments, except inside a statement the parser read as
 * one ({@code EXECUTE STATEMENT SET BEGIN ...; ...; END}).
 */
final class SqlScript {

  /**
   * One statement: its text is {@code [start, end)} of the block, {@code codeStart} its first
   * character that is not blank or a comment, and its parse tree when the linter's front end parsed
   * it (a statement with a syntax error has none; Flink reports the error when it runs).
   */
  record Statement(int start, int end, int codeStart, Optional<SqlNode> node) {}

  private final String text;
  private final TextOffsets offsets;
  private final List<Statement> statements;

  SqlScript(String text, ParsedScript parsed) {
    this.text = text;
    this.offsets = new TextOffsets(text);
    this.statements = cut(parsed);
  }

  String text() {
    return text;
  }

  TextOffsets offsets() {
    return offsets;
  }

  List<Statement> statements() {
    return statements;
  }

  /**
   * The text Flink runs for a statement: the whole block with everything outside the statement
   * blanked (line breaks kept), so every line and column Flink reports is the block's own.
   *
   * @param replacement the statement's text to run instead of its own (a rewritten CREATE TABLE)
   */
  String executable(Statement statement, String replacement) {
    StringBuilder sb = new StringBuilder(statement.start() + replacement.length());
    for (int i = 0; i < statement.start(); i++) {
      char c = text.charAt(i);
      sb.append(c == '\n' || c == '\r' ? c : ' ');
    }
    return sb.append(replacement).toString();
  }

  /** The statement's own text. */
  String source(Statement statement) {
    return text.substring(statement.start(), statement.end());
  }

  private List<Statement> cut(ParsedScript parsed) {
    boolean parsedWhole = parsed.problems().isEmpty();
    List<Statement> result = new ArrayList<>();
    for (int[] region : semicolonRegions()) {
      int code = firstCode(region[0], region[1]);
      if (code < 0) {
        continue;
      }
      Optional<SqlNode> node = parsedAt(parsed, region[0], region[1]).map(ParsedStatement::node);
      if (node.isEmpty() && parsedWhole && !result.isEmpty()) {
        // The parser accepted the whole block, so text in which no statement starts continues
        // the previous one: the "; ...; END" of a statement set.
        Statement previous = result.remove(result.size() - 1);
        result.add(
            new Statement(previous.start(), region[1], previous.codeStart(), previous.node()));
      } else {
        result.add(new Statement(region[0], region[1], code, node));
      }
    }
    return result;
  }

  private Optional<ParsedStatement> parsedAt(ParsedScript parsed, int start, int end) {
    for (ParsedStatement statement : parsed.statements()) {
      int at = offsets.offset(statement.span().startLine(), statement.span().startColumn());
      if (at >= start && at < end) {
        return Optional.of(statement);
      }
    }
    return Optional.empty();
  }

  /** The regions between semicolons that are outside strings, identifiers and comments. */
  private List<int[]> semicolonRegions() {
    List<int[]> regions = new ArrayList<>();
    int start = 0;
    int i = 0;
    int n = text.length();
    while (i < n) {
      int skipped = skip(i);
      if (skipped != i) {
        i = skipped;
        continue;
      }
      if (text.charAt(i) == ';') {
        regions.add(new int[] {start, i});
        start = i + 1;
      }
      i++;
    }
    regions.add(new int[] {start, n});
    return regions;
  }

  /** The first offset in {@code [start, end)} that is neither blank nor in a comment, or -1. */
  private int firstCode(int start, int end) {
    int i = start;
    while (i < end) {
      char c = text.charAt(i);
      if (Character.isWhitespace(c)) {
        i++;
      } else if (isCommentStart(i)) {
        i = skip(i);
      } else {
        return i;
      }
    }
    return -1;
  }

  /** The offset after a string, quoted identifier or comment starting at {@code i}, else i. */
  private int skip(int i) {
    char c = text.charAt(i);
    int n = text.length();
    if (c == '\'' || c == '"' || c == '`') {
      // A doubled quote inside reads as two adjacent quoted parts, which skip the same way.
      int close = text.indexOf(c, i + 1);
      return close < 0 ? n : close + 1;
    }
    if (isCommentStart(i)) {
      if (c == '-') {
        int eol = i;
        while (eol < n && text.charAt(eol) != '\n' && text.charAt(eol) != '\r') {
          eol++;
        }
        return eol;
      }
      int close = text.indexOf("*/", i + 2);
      return close < 0 ? n : close + 2;
    }
    return i;
  }

  private boolean isCommentStart(int i) {
    if (i + 1 >= text.length()) {
      return false;
    }
    char c = text.charAt(i);
    char d = text.charAt(i + 1);
    return (c == '-' && d == '-') || (c == '/' && d == '*');
  }
}
