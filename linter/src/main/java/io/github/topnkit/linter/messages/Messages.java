package io.github.topnkit.linter.messages;

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
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.calcite.sql.parser.SqlParseException;

/**
 * Every user-facing message of the front end and the command line, in one place so they can be
 * reviewed and tested together; each rule words its own findings, and the golden file
 * docs/rules/messages.txt gathers those for review.
 */
public final class Messages {

  private static final int MAX_EXPECTED_TOKENS = 8;

  /** Calcite's "Encountered" message: the tokens found where the parser stopped. */
  private static final Pattern ENCOUNTERED = Pattern.compile("Encountered \"(.*)\"");

  private static final Pattern POSITION =
      Pattern.compile(
          "(?:From line \\d+, column \\d+ to line \\d+, column \\d+: )|(?: at line \\d+, column"
              + " \\d+\\.?)");

  /** A package prefix of a Java class name, as in {@code java.lang.Integer}. */
  private static final Pattern JAVA_PACKAGE =
      Pattern.compile("\\b(?:java|javax|org|com)\\.(?:[a-z][a-z0-9_]*\\.)*(?=[A-Z])");

  /** Identifiers and literals quoted in a message are cut to this many characters. */
  private static final int MAX_QUOTED = 40;

  private static final Pattern LONG_QUOTED = Pattern.compile("'([^']{" + MAX_QUOTED + "})[^']+'");

  private static final String NON_QUERY = "Non-query expression encountered in illegal context";

  private Messages() {}

  public static String fileTooLarge(long size, long max) {
    return String.format(
        Locale.ROOT,
        "file is %,d bytes, over the limit of %,d bytes; split it or raise --max-file-size",
        size,
        max);
  }

  public static String notUtf8(int byteOffset, int line, int column) {
    return "file is not valid UTF-8: bad byte sequence at byte offset "
        + byteOffset
        + " (line "
        + line
        + ", column "
        + column
        + "); save the SQL as UTF-8";
  }

  public static String binaryContent(int line, int column) {
    return "file looks binary (NUL character at line "
        + line
        + ", column "
        + column
        + "), not SQL text";
  }

  public static String utf16(String order) {
    return "file is UTF-16 ("
        + order
        + ") encoded, not UTF-8; save the SQL as UTF-8 (Flink reads SQL files as UTF-8)";
  }

  public static String nestingTooDeep() {
    return "statement is nested too deeply for the parser; simplify the expression or the"
        + " subqueries";
  }

  public static String bracketsTooDeep(int max) {
    return "brackets are nested more than "
        + max
        + " deep from here, too deep for the parser; simplify the expression or the subqueries";
  }

  public static String operatorChainTooLong(int max) {
    return String.format(
        Locale.ROOT,
        "expression chains more than %,d operators, which Flink's parser takes minutes or longer"
            + " to read (its time grows with the square of the chain), so this statement is not"
            + " checked; split the expression, or use IN (...) instead of long OR chains",
        max);
  }

  public static String tooManySyntaxErrors(int max, int remaining) {
    return String.format(
        Locale.ROOT,
        "%,d statements were rejected, so the remaining %,d statements from here on are not"
            + " checked; is this file Flink SQL?",
        max,
        remaining);
  }

  public static String parserFailed() {
    return "Flink's parser failed on this statement without saying why; the statement is not"
        + " checked";
  }

  public static String statementSetWithoutEnd() {
    return "statement set is not closed: this BEGIN has no END; write END; after its last INSERT";
  }

  public static String unclosedBlockComment() {
    return "block comment is not closed: no */ before the end of the file";
  }

  public static String unclosedQuotedIdentifier() {
    return "quoted identifier is not closed: no ` before the end of the line";
  }

  /** A character Flink's lexer has no token for, named so that invisible ones can be found. */
  public static String unexpectedCharacter(int codePoint) {
    String code = String.format(Locale.ROOT, "U+%04X", codePoint);
    String name = Character.getName(codePoint);
    String described = name == null ? code : code + " " + name;
    int type = Character.getType(codePoint);
    boolean visible =
        !Character.isISOControl(codePoint)
            && !Character.isWhitespace(codePoint)
            && !Character.isSpaceChar(codePoint)
            && type != Character.UNASSIGNED
            && type != Character.SURROGATE
            && type != Character.FORMAT
            && type != Character.PRIVATE_USE;
    return "unexpected character "
        + (visible
            ? "'" + new String(Character.toChars(codePoint)) + "' (" + described + ")"
            : described)
        + "; Flink SQL has no token that starts with it";
  }

  /**
   * Like {@link #syntaxError(SqlParseException)}; at the start of a statement, Calcite's complaint
   * about a non-query expression means a misspelled keyword or text that is not SQL, which is said
   * plainly, keeping Flink's words so the message can be searched for.
   */
  public static String syntaxError(SqlParseException e, boolean atStatementStart) {
    String message = syntaxError(e);
    if (atStatementStart && message.equals(NON_QUERY)) {
      return "statement does not start with a keyword such as SELECT, INSERT, CREATE or SET"
          + " (Flink: "
          + NON_QUERY
          + ")";
    }
    return message;
  }

  /**
   * A short, single-line form of Calcite's parse error: what was found (the end of the statement, a
   * stray quote) and a few of the expected tokens, without positions or Java class names.
   */
  public static String syntaxError(SqlParseException e) {
    String raw = e.getMessage() == null ? "syntax error" : e.getMessage();
    String first = raw.lines().findFirst().orElse("syntax error");
    first = POSITION.matcher(first).replaceAll("");
    first = JAVA_PACKAGE.matcher(first).replaceAll("");
    first = first.replaceAll("\\s+", " ").trim();
    if (first.endsWith(".")) {
      first = first.substring(0, first.length() - 1);
    }
    Matcher encountered = ENCOUNTERED.matcher(first);
    if (!encountered.matches()) {
      first = LONG_QUOTED.matcher(first).replaceAll("'$1...'");
      return first.isEmpty() ? "syntax error" : first;
    }
    List<String> found = new ArrayList<>();
    for (String token : encountered.group(1).split(" ")) {
      found.add(token.length() > MAX_QUOTED ? token.substring(0, MAX_QUOTED) + "..." : token);
    }
    if (found.contains("\\'")) {
      return "string literal is not closed: no closing ' before the end of the file";
    }
    if (found.contains("\\\"")) {
      return "double quotes are not SQL quotes in Flink: write strings as 'text' and quoted"
          + " identifiers as `name`";
    }
    String what;
    if (found.get(found.size() - 1).equals("<EOF>")) {
      List<String> before = found.subList(0, found.size() - 1);
      what =
          "statement ends too early"
              + (before.isEmpty() ? "" : " after \"" + String.join(" ", before) + "\"");
    } else {
      what = "Encountered \"" + String.join(" ", found) + "\"";
    }
    return what + expected(e.getExpectedTokenNames());
  }

  private static String expected(Collection<String> expected) {
    if (expected == null || expected.isEmpty()) {
      return "";
    }
    List<String> shown = new ArrayList<>();
    for (String token : expected) {
      if (shown.size() == MAX_EXPECTED_TOKENS) {
        break;
      }
      shown.add(token.trim());
    }
    int more = expected.size() - shown.size();
    return "; expected "
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

  public static String functionNameInvalid(String name) {
    return "function name '" + name + "' must be a plain SQL name, such as parse_price";
  }

  public static String functionTypeInvalid(String name, String type, String problem) {
    return "the type '" + type + "' of function '" + name + "' is not a Flink SQL type: " + problem;
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
