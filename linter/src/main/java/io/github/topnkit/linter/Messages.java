package io.github.topnkit.linter;

import io.github.topnkit.linter.parse.Span;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import org.apache.calcite.sql.parser.SqlParseException;

/**
 * Every user-facing message of the front end and the command line, in one place so they can be
 * reviewed and tested together; rule messages live with {@link RuleMessages}.
 */
public final class Messages {

  private static final int MAX_EXPECTED_TOKENS = 8;

  private Messages() {}

  public static String fileTooLarge(long size, long max) {
    return String.format(
        Locale.ROOT,
        "file is %,d bytes, over the limit of %,d bytes; split it or raise --max-file-size",
        size,
        max);
  }

  public static String notUtf8(int byteOffset, Span at) {
    return "file is not valid UTF-8: bad byte sequence at byte offset "
        + byteOffset
        + " (line "
        + at.startLine()
        + ", column "
        + at.startColumn()
        + "); save the SQL as UTF-8";
  }

  public static String binaryContent(Span at) {
    return "file looks binary (NUL character at line "
        + at.startLine()
        + ", column "
        + at.startColumn()
        + "), not SQL text";
  }

  public static String nestingTooDeep() {
    return "statement is nested too deeply for the parser; simplify the expression or the subqueries";
  }

  public static String lexicalError(String detail) {
    String first = detail == null ? "" : detail.lines().findFirst().orElse("");
    return "SQL text cannot be tokenized: " + first;
  }

  /** A short form of Calcite's parse error: what was found and a few of the expected tokens. */
  public static String syntaxError(SqlParseException e) {
    String raw = e.getMessage() == null ? "syntax error" : e.getMessage();
    String first = raw.lines().findFirst().orElse("syntax error").trim();
    first = first.replaceAll(" at line \\d+, column \\d+\\.?", "").trim();
    if (first.endsWith(".")) {
      first = first.substring(0, first.length() - 1);
    }
    Collection<String> expected = e.getExpectedTokenNames();
    if (expected == null || expected.isEmpty() || !first.startsWith("Encountered")) {
      return first;
    }
    List<String> shown = new ArrayList<>();
    for (String token : expected) {
      if (shown.size() == MAX_EXPECTED_TOKENS) {
        break;
      }
      shown.add(token.trim());
    }
    int more = expected.size() - shown.size();
    return first
        + "; expected "
        + (expected.size() == 1 ? "" : "one of ")
        + String.join(", ", shown)
        + (more > 0 ? " (and " + more + " more)" : "");
  }

  public static String unreadableFile(String path, String reason) {
    return "cannot read " + path + ": " + reason;
  }
}
