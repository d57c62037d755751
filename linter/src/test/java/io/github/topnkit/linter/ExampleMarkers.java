package io.github.topnkit.linter;

import io.github.topnkit.linter.parse.Dialect;
import io.github.topnkit.linter.rules.BuiltInRules;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The expectations written into a bundled example: {@code -- expect: RuleId[, RuleId]} and {@code
 * -- known-issue: RuleId} markers for the line below them, and {@code -- topnkit-example:
 * key=value} directives that set the lint options.
 *
 * <p>Marker lines stack: each applies to the first line below it that is not itself a marker, so a
 * line can expect some rules and excuse others. A known issue is a rule whose verdict on that line
 * is wrong today (a false positive or a missing finding); it is left out of the strict check.
 */
record ExampleMarkers(
    LintOptions options,
    Map<Integer, Set<String>> expected,
    Map<Integer, Set<String>> knownIssues,
    List<String> problems) {

  private static final Pattern MARKER =
      Pattern.compile("^\\s*--\\s*(expect|known-issue):(.*)$", Pattern.CASE_INSENSITIVE);
  private static final Pattern DIRECTIVE = Pattern.compile("^\\s*--\\s*topnkit-example:(.*)$");

  /**
   * Reads the markers of a file; files under a {@code confluent} folder use Confluent's dialect.
   */
  static ExampleMarkers parse(String path, String text, boolean confluent) {
    LintOptions options = LintOptions.defaults();
    if (confluent) {
      options = options.withDialect(Dialect.CONFLUENT);
    }
    Map<Integer, Set<String>> expected = new TreeMap<>();
    Map<Integer, Set<String>> knownIssues = new TreeMap<>();
    List<String> problems = new ArrayList<>();
    Map<Integer, Matcher> pending = new TreeMap<>();
    String[] lines = text.split("\n", -1);
    for (int i = 0; i < lines.length; i++) {
      int line = i + 1;
      Matcher directive = DIRECTIVE.matcher(lines[i]);
      if (directive.matches()) {
        options = apply(options, directive.group(1), path + ":" + line, problems);
        continue;
      }
      Matcher marker = MARKER.matcher(lines[i]);
      if (marker.matches()) {
        pending.put(line, marker);
        continue;
      }
      for (Map.Entry<Integer, Matcher> e : pending.entrySet()) {
        Matcher m = e.getValue();
        boolean expect = m.group(1).equalsIgnoreCase("expect");
        Set<String> ids =
            (expect ? expected : knownIssues).computeIfAbsent(line, k -> new LinkedHashSet<>());
        for (String id : m.group(2).trim().split("\\s*,\\s*")) {
          if (BuiltInRules.byId(id).isEmpty()) {
            problems.add(path + ":" + e.getKey() + ": marker names unknown rule '" + id + "'");
          }
          ids.add(id);
        }
      }
      pending.clear();
    }
    if (!pending.isEmpty()) {
      problems.add(path + ": markers at the end of the file have no line to apply to");
    }
    return new ExampleMarkers(options, expected, knownIssues, problems);
  }

  /** Applies {@code flink-version=1.20, mode=batch} style settings. */
  private static LintOptions apply(
      LintOptions options, String settings, String where, List<String> problems) {
    for (String setting : settings.trim().split("\\s*,\\s*")) {
      String[] kv = setting.split("\\s*=\\s*", 2);
      try {
        switch (kv[0]) {
          case "flink-version" -> options = options.withVersion(FlinkVersion.parse(kv[1]));
          case "mode" -> options = options.withMode(ExecutionMode.parse(kv[1]));
          default -> problems.add(where + ": unknown topnkit-example setting '" + kv[0] + "'");
        }
      } catch (IllegalArgumentException | ArrayIndexOutOfBoundsException e) {
        problems.add(where + ": bad topnkit-example setting '" + setting + "'");
      }
    }
    return options;
  }

  boolean expects(int line, String ruleId) {
    return expected.getOrDefault(line, Set.of()).contains(ruleId);
  }

  boolean excuses(int line, String ruleId) {
    return knownIssues.getOrDefault(line, Set.of()).contains(ruleId);
  }
}
