package io.github.topnkit.linter.parse;

import static java.util.Objects.requireNonNull;

import java.util.List;

/**
 * A parsed SQL file: the statements the parser accepted, the syntax problems it found (each with
 * its position) and the comments, which carry suppressions.
 */
public record ParsedScript(
    SourceFile source,
    List<ParsedStatement> statements,
    List<SyntaxProblem> problems,
    List<Comment> comments) {

  public ParsedScript {
    requireNonNull(source, "source is null");
    statements = List.copyOf(statements);
    problems = List.copyOf(problems);
    comments = List.copyOf(comments);
  }

  /** A statement Flink's parser rejected, with its message and position. */
  public record SyntaxProblem(String message, Span span) {}

  /** A comment of the script with its position. */
  public record Comment(String text, Span span) {}
}
