package io.github.topnkit.linter;

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
 * -- known-issue: RuleId} markers for the line below them.
 *
 * <p>Marker lines stack: each applies to the first line below it that is not itself a marker, so a
 * line can expect some rules and excuse others. A known issue is a rule whose verdict on that line
 * is wrong today (a false positive or a missing finding); it is left out of the strict check.
 */
record ExampleMarkers(
    Map<Integer, Set<String>> expected,
    Map<Integer, Set<String>> knownIssues,
    List<String> problems) {

  private static final Pattern MARKER =
      Pattern.compile("^\\s*--\\s*(expect|known-issue):(.*)$", Pattern.CASE_INSENSITIVE);

  /** Reads the markers of a file. */
  static ExampleMarkers parse(String path, String text) {
    Map<Integer, Set<String>> expected = new TreeMap<>();
    Map<Integer, Set<String>> knownIssues = new TreeMap<>();
    List<String> problems = new ArrayList<>();
    Map<Integer, Matcher> pending = new TreeMap<>();
    String[] lines = text.split("\n", -1);
    for (int i = 0; i < lines.length; i++) {
      int line = i + 1;
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
    return new ExampleMarkers(expected, knownIssues, problems);
  }

  boolean expects(int line, String ruleId) {
    return expected.getOrDefault(line, Set.of()).contains(ruleId);
  }

  boolean excuses(int line, String ruleId) {
    return knownIssues.getOrDefault(line, Set.of()).contains(ruleId);
  }
}
