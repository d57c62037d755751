package io.github.topnkit.linter.config;

import io.github.topnkit.linter.diag.Diagnostic;
import io.github.topnkit.linter.parse.ParsedScript;
import io.github.topnkit.linter.parse.ParsedStatement;
import io.github.topnkit.linter.parse.Span;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Inline suppressions from comments: {@code -- topnkit:disable=RuleA,RuleB} silences the rules for
 * the statement that holds or follows the comment, {@code -- topnkit:disable-file=RuleA} for the
 * whole file; without {@code =...} all rules are silenced.
 */
public final class Suppressions {

  private static final Pattern DIRECTIVE =
      Pattern.compile("topnkit:(disable-file|disable)(?:\\s*=\\s*([A-Za-z0-9_,\\s]+))?");

  /** One directive: its scope, rule ids (empty for all) and position. */
  public record Directive(boolean wholeFile, Set<String> rules, Span span, Span scope) {
    boolean covers(Diagnostic d) {
      boolean rule = rules.isEmpty() || rules.contains(d.ruleId());
      if (!rule) {
        return false;
      }
      if (wholeFile) {
        return true;
      }
      int line = d.span().startLine();
      return scope != null && line >= scope.startLine() && line <= scope.endLine();
    }
  }

  private final List<Directive> directives;

  private Suppressions(List<Directive> directives) {
    this.directives = List.copyOf(directives);
  }

  public static Suppressions of(ParsedScript script) {
    List<Directive> result = new ArrayList<>();
    for (ParsedScript.Comment comment : script.comments()) {
      Matcher m = DIRECTIVE.matcher(comment.text());
      while (m.find()) {
        boolean file = m.group(1).equals("disable-file");
        Set<String> rules = new HashSet<>();
        if (m.group(2) != null) {
          for (String id : m.group(2).split("[,\\s]+")) {
            if (!id.isBlank()) {
              rules.add(id.trim());
            }
          }
        }
        Span scope = file ? null : target(script, comment.span());
        result.add(new Directive(file, rules, comment.span(), scope));
      }
    }
    return new Suppressions(result);
  }

  /** The span of the statement holding the comment, or of the next statement after it. */
  private static Span target(ParsedScript script, Span comment) {
    for (ParsedStatement s : script.statements()) {
      Span span = s.span();
      if (span.containsLine(comment.startLine())
          || span.startLine() > comment.startLine()
          || (span.startLine() == comment.startLine()
              && span.startColumn() > comment.startColumn())) {
        return new Span(
            Math.min(comment.startLine(), span.startLine()), 1, span.endLine(), span.endColumn());
      }
    }
    return null;
  }

  public List<Directive> directives() {
    return directives;
  }

  public boolean suppresses(Diagnostic d) {
    return directives.stream().anyMatch(x -> x.covers(d));
  }
}
