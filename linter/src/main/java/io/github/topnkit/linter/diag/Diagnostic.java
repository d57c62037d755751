package io.github.topnkit.linter.diag;

import static java.util.Objects.requireNonNull;

import io.github.topnkit.linter.parse.Span;
import java.util.Comparator;

/**
 * One finding in one file: the rule that reported it, its severity, the message, the exact span in
 * the file and a hint on how to fix it.
 */
public record Diagnostic(String ruleId, Severity severity, String message, Span span, String fix) {

  /** Orders findings by position, then rule id, so every report lists them the same way. */
  public static final Comparator<Diagnostic> BY_POSITION =
      Comparator.comparing(Diagnostic::span)
          .thenComparing(Diagnostic::ruleId)
          .thenComparing(Diagnostic::message);

  public Diagnostic {
    requireNonNull(ruleId, "ruleId is null");
    requireNonNull(severity, "severity is null");
    requireNonNull(message, "message is null");
    requireNonNull(span, "span is null");
    fix = fix == null ? "" : fix;
  }

  /** The same finding with another severity, as a project configuration may ask. */
  public Diagnostic withSeverity(Severity newSeverity) {
    return new Diagnostic(ruleId, newSeverity, message, span, fix);
  }

  /** The one printed form used everywhere: {@code path:line:col: severity: [RuleId] message}. */
  public String format(String path) {
    return path
        + ":"
        + span.startLine()
        + ":"
        + span.startColumn()
        + ": "
        + severity.label()
        + ": ["
        + ruleId
        + "] "
        + message;
  }
}
