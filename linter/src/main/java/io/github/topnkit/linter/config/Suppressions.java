package io.github.topnkit.linter.config;

import static java.util.Objects.requireNonNull;

import io.github.topnkit.linter.diag.Diagnostic;
import io.github.topnkit.linter.parse.ParsedScript;
import io.github.topnkit.linter.parse.Span;
import io.github.topnkit.linter.rules.BuiltInRules;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Inline suppressions from comments: {@code -- topnkit:disable=RuleA,RuleB} silences the rules for
 * one statement, {@code -- topnkit:disable-file=RuleA} for the whole file; without {@code =...} all
 * rules are silenced. The statement is the one holding the comment, else the one the comment trails
 * on the same line, else the next one; rejected statements count, so syntax errors can be silenced
 * too.
 */
public final class Suppressions {

  private static final Pattern DIRECTIVE =
      Pattern.compile(
          "topnkit:(disable-file|disable)\\b(?:\\s*=\\s*([A-Za-z0-9_]+(?:\\s*,\\s*[A-Za-z0-9_]+)*))?");

  /**
   * One directive: its scope, rule ids (empty for all), position and the statement it covers.
   *
   * @param scope the statement a statement directive covers; empty for a file directive and when no
   *     statement follows the comment
   */
  public record Directive(boolean wholeFile, Set<String> rules, Span span, Optional<Span> scope) {

    public Directive {
      requireNonNull(scope, "scope is null");
    }

    boolean covers(String ruleId) {
      return rules.isEmpty() || rules.contains(ruleId);
    }
  }

  private final List<Directive> directives;
  private final List<Directive> fileWide = new ArrayList<>();

  /** Statement directives keyed by where their statement starts; statements do not overlap. */
  private final TreeMap<Span, List<Directive>> byStatement = new TreeMap<>();

  private Suppressions(List<Directive> directives) {
    this.directives = List.copyOf(directives);
    for (Directive d : directives) {
      if (d.wholeFile()) {
        fileWide.add(d);
      } else if (d.scope().isPresent()) {
        byStatement.computeIfAbsent(startOf(d.scope().get()), k -> new ArrayList<>()).add(d);
      }
    }
  }

  public static Suppressions of(ParsedScript script) {
    List<Span> statements = script.statementExtents();
    List<Directive> result = new ArrayList<>();
    for (ParsedScript.Comment comment : script.comments()) {
      Matcher m = DIRECTIVE.matcher(comment.text());
      Optional<Span> statement = Optional.empty();
      while (m.find()) {
        boolean file = m.group(1).equals("disable-file");
        Set<String> rules = new HashSet<>();
        if (m.group(2) != null) {
          for (String id : m.group(2).split("\\s*,\\s*")) {
            rules.add(BuiltInRules.canonicalId(id));
          }
        }
        if (!file && statement.isEmpty()) {
          statement = target(statements, comment.span());
        }
        result.add(
            new Directive(
                file, Set.copyOf(rules), comment.span(), file ? Optional.empty() : statement));
      }
    }
    return new Suppressions(result);
  }

  /**
   * The statement a comment applies to: the one holding it, else the one it trails on the same
   * line, else the next one; empty when none follows.
   */
  private static Optional<Span> target(List<Span> statements, Span comment) {
    Span start = startOf(comment);
    int before = lastStartingAtOrBefore(statements, start);
    if (before >= 0) {
      Span s = statements.get(before);
      boolean holds = endsAtOrAfter(s, start);
      boolean trails =
          s.endLine() == comment.startLine()
              && !nextStartsOnLine(statements, before, comment.startLine());
      if (holds || trails) {
        return Optional.of(s);
      }
    }
    return before + 1 < statements.size()
        ? Optional.of(statements.get(before + 1))
        : Optional.empty();
  }

  private static Span startOf(Span span) {
    return Span.at(span.startLine(), span.startColumn());
  }

  private static boolean nextStartsOnLine(List<Span> statements, int index, int line) {
    return index + 1 < statements.size() && statements.get(index + 1).startLine() == line;
  }

  private static int lastStartingAtOrBefore(List<Span> statements, Span position) {
    int lo = 0;
    int hi = statements.size() - 1;
    int found = -1;
    while (lo <= hi) {
      int mid = (lo + hi) >>> 1;
      if (startsAtOrBefore(statements.get(mid), position)) {
        found = mid;
        lo = mid + 1;
      } else {
        hi = mid - 1;
      }
    }
    return found;
  }

  private static boolean startsAtOrBefore(Span s, Span position) {
    return s.startLine() < position.startLine()
        || s.startLine() == position.startLine() && s.startColumn() <= position.startColumn();
  }

  private static boolean endsAtOrAfter(Span s, Span position) {
    return s.endLine() > position.startLine()
        || s.endLine() == position.startLine() && s.endColumn() >= position.startColumn();
  }

  public List<Directive> directives() {
    return directives;
  }

  public boolean suppresses(Diagnostic d) {
    for (Directive x : fileWide) {
      if (x.covers(d.ruleId())) {
        return true;
      }
    }
    Span at = startOf(d.span());
    Map.Entry<Span, List<Directive>> holding = byStatement.floorEntry(at);
    if (holding == null) {
      return false;
    }
    for (Directive x : holding.getValue()) {
      // Only directives with a statement are keyed by one.
      if (endsAtOrAfter(x.scope().orElseThrow(), at) && x.covers(d.ruleId())) {
        return true;
      }
    }
    return false;
  }
}
