package io.github.topnkit.linter.parse;

import static java.util.Objects.requireNonNull;

import java.util.ArrayList;
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

  /**
   * A statement Flink's parser rejected: the message, the position of the problem and the extent of
   * the rejected statement.
   */
  public record SyntaxProblem(String message, Span span, Span statement) {

    public SyntaxProblem {
      requireNonNull(message, "message is null");
      requireNonNull(span, "span is null");
      requireNonNull(statement, "statement is null");
    }

    /** A problem whose statement extent is not known beyond its own position. */
    public SyntaxProblem(String message, Span span) {
      this(message, span, span);
    }
  }

  /** The extents of all statements, accepted or rejected, in file order. */
  public List<Span> statementExtents() {
    List<Span> result = new ArrayList<>(statements.size() + problems.size());
    for (ParsedStatement s : statements) {
      result.add(s.span());
    }
    for (SyntaxProblem p : problems) {
      result.add(p.statement());
    }
    result.sort(null);
    return result;
  }

  /** A comment of the script with its position. */
  public record Comment(String text, Span span) {}
}
