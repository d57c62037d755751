package io.github.topnkit.linter.parse;

import io.github.topnkit.linter.target.Dialect;
import io.github.topnkit.linter.target.FlinkVersion;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Settings a SQL file declares for itself in comments, {@code -- topnkit:flink-version=1.20} and
 * {@code -- topnkit:dialect=confluent}; they override the command line and {@code .topnkit.yml} for
 * that file, because a script written for one Flink is linted against that Flink everywhere.
 */
public record FileSettings(
    Optional<FlinkVersion> version, Optional<Dialect> dialect, List<Problem> problems) {

  /** The settings a file can declare, next to the suppression directives. */
  public static final List<String> KEYS = List.of("flink-version", "dialect");

  private static final Pattern DIRECTIVE =
      Pattern.compile("topnkit:([A-Za-z][A-Za-z0-9_-]*)(?:\\s*=\\s*([^\\s,;]*))?");

  private static final List<String> SUPPRESSIONS = List.of("disable", "disable-file");

  public static final FileSettings NONE =
      new FileSettings(Optional.empty(), Optional.empty(), List.of());

  public FileSettings {
    problems = List.copyOf(problems);
  }

  /** A directive that could not be applied, with its exact position. */
  public record Problem(String message, Span span) {}

  /** Reads every {@code topnkit:key=value} directive of the script's comments. */
  public static FileSettings of(ParsedScript script) {
    Optional<FlinkVersion> version = Optional.empty();
    Optional<Dialect> dialect = Optional.empty();
    List<Problem> problems = new ArrayList<>();
    for (ParsedScript.Comment comment : script.comments()) {
      Matcher m = DIRECTIVE.matcher(comment.text());
      while (m.find()) {
        String key = m.group(1);
        if (SUPPRESSIONS.contains(key)) {
          continue;
        }
        Span span = spanOf(comment, m.start(), m.end());
        String value = m.group(2) == null ? "" : m.group(2);
        try {
          switch (key) {
            case "flink-version" ->
                version = once(version, FlinkVersion.parse(value), key, span, problems);
            case "dialect" -> dialect = once(dialect, Dialect.parse(value), key, span, problems);
            default ->
                problems.add(
                    new Problem(
                        "unknown topnkit directive '"
                            + key
                            + "' (known: "
                            + String.join(", ", SUPPRESSIONS)
                            + ", "
                            + String.join(", ", KEYS)
                            + ")",
                        span));
          }
        } catch (IllegalArgumentException e) {
          problems.add(new Problem("topnkit:" + key + ": " + e.getMessage(), span));
        }
      }
    }
    return new FileSettings(version, dialect, problems);
  }

  private static <T> Optional<T> once(
      Optional<T> previous, T value, String key, Span span, List<Problem> problems) {
    if (previous.isPresent() && !previous.get().equals(value)) {
      problems.add(
          new Problem(
              "topnkit:" + key + " is set twice with different values; the first one counts",
              span));
      return previous;
    }
    return Optional.of(value);
  }

  /** The span of characters [start, end) of a comment, which may cover several lines. */
  private static Span spanOf(ParsedScript.Comment comment, int start, int end) {
    String text = comment.text();
    int line = comment.span().startLine();
    int column = comment.span().startColumn();
    int startLine = line;
    int startColumn = column;
    for (int i = 0; i < end; i++) {
      if (i == start) {
        startLine = line;
        startColumn = column;
      }
      if (text.charAt(i) == '\n') {
        line++;
        column = 1;
      } else {
        column++;
      }
    }
    return new Span(startLine, startColumn, line, column - 1);
  }
}
