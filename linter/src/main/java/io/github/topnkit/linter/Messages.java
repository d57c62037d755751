package io.github.topnkit.linter;

import io.github.topnkit.linter.parse.Span;
import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
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

  /** Why a file operation failed, in words rather than an exception's class name. */
  public static String ioReason(IOException e) {
    if (e instanceof NoSuchFileException) {
      return "no such file or directory";
    }
    if (e instanceof AccessDeniedException) {
      return "permission denied";
    }
    if (e instanceof NotDirectoryException) {
      return "not a directory";
    }
    if (e instanceof FileSystemException f && f.getReason() != null) {
      return f.getReason();
    }
    return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
  }

  public static String noSuchPath(String path) {
    return path + ": no such file or directory";
  }

  public static String cannotWrite(String path, String reason) {
    return "cannot write " + path + ": " + reason;
  }

  public static String noSqlFiles(String dir) {
    return "warning: no .sql files found in " + dir;
  }

  public static String inputTooLarge(long max) {
    return String.format(
        Locale.ROOT,
        "input is over the limit of %,d bytes; split it or raise --max-file-size",
        max);
  }

  public static String internalError(Throwable e) {
    return "internal error ("
        + e.getClass().getSimpleName()
        + (e.getMessage() == null ? "" : ": " + e.getMessage().lines().findFirst().orElse(""))
        + "); please report it";
  }

  public static String fileFailed(Throwable e) {
    return "the linter failed on this file ("
        + e.getClass().getSimpleName()
        + "); please report it";
  }

  public static String usageHint(String command) {
    return "see '" + command + " --help'";
  }

  public static String configNotUtf8() {
    return "file is not valid UTF-8";
  }

  public static String invalidYaml(String problem) {
    return "invalid YAML: " + (problem == null ? "syntax error" : problem.strip());
  }

  public static String configKeyNotText() {
    return "keys must be plain names";
  }

  public static String unknownConfigKey(
      String key, List<String> known, Optional<String> suggestion) {
    return "unknown key '"
        + key
        + "'"
        + suggestion.map(s -> "; did you mean '" + s + "'?").orElse("")
        + " (known keys: "
        + String.join(", ", known)
        + ")";
  }

  public static String duplicateConfigKey(String key) {
    return "duplicate key '" + key + "'";
  }

  public static String configExpectedMapping(String what) {
    return what + " must be a mapping of keys to values";
  }

  public static String configExpectedList(String key) {
    return key + " must be a list of names, such as [A, B]";
  }

  public static String configExpectedValue(String key) {
    return key + " needs a single value";
  }

  public static String unknownRule(String id, Optional<String> suggestion) {
    return "unknown rule '"
        + id
        + "'"
        + suggestion
            .map(s -> "; did you mean '" + s + "'?")
            .orElse(" (run 'topnkit rules' for the list)");
  }

  public static String schemaFileMissing(String path) {
    return "schema file '" + path + "' does not exist";
  }

  public static String schemaUnreadable(String reason) {
    return "cannot read schema file: " + reason;
  }

  public static String schemaSyntaxError(String message, int more) {
    return "syntax error in schema file: "
        + message
        + (more > 0 ? " (and " + more + " more " + (more == 1 ? "error" : "errors") + ")" : "");
  }
}
