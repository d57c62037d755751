package io.github.topnkit.linter.agreement;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Reads the ranking operators out of the text of {@code TableEnvironment.explainSql}: their
 * attributes from the optimized physical plan, and deduplications from the execution plan.
 */
final class PlanText {

  /** The rank column: Calcite's generated name, or one of the aliases the corpus uses for it. */
  private static final Pattern RANK_NUMBER =
      Pattern.compile(
          "w\\d+\\$o\\d+(_\\d+)?|EXPR\\$\\d+|rn\\d*|rownum|row_num|rk\\d*|rank_num|drk");

  private static final List<String> RANKING =
      List.of(
          "Rank", "WindowRank", "WindowDeduplicate", "Deduplicate", "OverAggregate", "SortLimit");

  /** One operator line: its name and {@code key=[value]} attributes. */
  record Node(String name, Map<String, String> attributes) {
    String get(String key) {
      return attributes.getOrDefault(key, "");
    }
  }

  private PlanText() {}

  static Verdict verdict(String explain, boolean streaming) {
    List<Node> physical = nodes(section(explain, "== Optimized Physical Plan =="));
    List<Node> execution = nodes(section(explain, "== Optimized Execution Plan =="));
    List<String> result = new ArrayList<>();
    for (int i = 0; i < physical.size(); i++) {
      Node p = physical.get(i);
      Node e = i < execution.size() ? execution.get(i) : p;
      String canonical = canonical(p, e, streaming);
      if (canonical != null) {
        result.add(canonical);
      }
    }
    return Verdict.planned(result);
  }

  private static String canonical(Node p, Node e, boolean streaming) {
    switch (p.name()) {
      case "Rank" -> {
        if (!streaming && !p.get("global").equals("true")) {
          return null;
        }
        if (e.name().equals("Deduplicate")) {
          return "DEDUPLICATE keep="
              + e.get("keep")
              + " changelog=["
              + p.get("changelogMode")
              + "]";
        }
        return "TOP_N rankType="
            + p.get("rankType")
            + " range="
            + p.get("rankRange")
            + " rn="
            + outputsRankNumber(p)
            + (streaming
                ? " strategy=" + p.get("strategy") + " changelog=[" + p.get("changelogMode") + "]"
                : "");
      }
      case "Deduplicate" -> {
        return "DEDUPLICATE keep=" + p.get("keep") + " changelog=[" + p.get("changelogMode") + "]";
      }
      case "WindowRank" -> {
        return "WINDOW_TOP_N rankType="
            + p.get("rankType")
            + " range="
            + p.get("rankRange")
            + " rn="
            + outputsRankNumber(p);
      }
      case "WindowDeduplicate" -> {
        return "WINDOW_DEDUPLICATE keep=" + p.get("keep");
      }
      case "OverAggregate" -> {
        return streaming
            ? "OVER_AGGREGATE changelog=[" + p.get("changelogMode") + "]"
            : "OVER_AGGREGATE";
      }
      case "SortLimit" -> {
        return streaming ? "SORT_LIMIT" : null;
      }
      default -> {
        return null;
      }
    }
  }

  /**
   * Whether a rank appends its number: its output has one field more than its input. The name of
   * the last field alone misleads, as a rank below may leave its constant number as a literal
   * column of the same generated name ({@code ConstantRankNumberColumnRemoveRule}).
   */
  private static boolean outputsRankNumber(Node n) {
    List<String> fields = fields(n.get("select"));
    String input = n.get(INPUT_FIELDS);
    if (!input.isEmpty()) {
      return fields.size() > fields(input).size();
    }
    return RANK_NUMBER.matcher(fields.get(fields.size() - 1).trim()).matches();
  }

  /** The top-level items of a field list, whose expressions may hold commas in parentheses. */
  private static List<String> fields(String list) {
    List<String> result = new ArrayList<>();
    int depth = 0;
    int start = 0;
    for (int i = 0; i < list.length(); i++) {
      char c = list.charAt(i);
      if (c == '(' || c == '[') {
        depth++;
      } else if (c == ')' || c == ']') {
        depth--;
      } else if (c == ',' && depth == 0) {
        result.add(list.substring(start, i));
        start = i + 1;
      }
    }
    result.add(list.substring(start));
    return result;
  }

  /** A synthetic attribute: the field list of the nearest node below that lists its fields. */
  private static final String INPUT_FIELDS = "$input";

  private static final List<String> FIELD_LISTS = List.of("select", "fields", "union");

  /** Nodes whose output has their input's fields, so a rank's input fields may lie below them. */
  private static final List<String> SAME_FIELDS =
      List.of(
          "Exchange",
          "WatermarkAssigner",
          "ChangelogNormalize",
          "DropUpdateBefore",
          "MiniBatchAssigner");

  private static String section(String explain, String header) {
    int start = explain.indexOf(header);
    if (start < 0) {
      return "";
    }
    start += header.length();
    int end = explain.indexOf("\n== ", start);
    return end < 0 ? explain.substring(start) : explain.substring(start, end);
  }

  static List<Node> nodes(String section) {
    List<Node> result = new ArrayList<>();
    // A ranking node waiting for the field list of its input: the next line that has one.
    Map<String, String> waiting = null;
    for (String raw : section.split("\n")) {
      String line = raw.replaceFirst("^[\\s|:+\\-]*", "");
      int paren = line.indexOf('(');
      if (paren <= 0) {
        continue;
      }
      String name = line.substring(0, paren);
      int close = line.lastIndexOf(')');
      Map<String, String> attributes =
          attributes(line.substring(paren + 1, close < 0 ? line.length() : close));
      if (waiting != null && !SAME_FIELDS.contains(name)) {
        for (String key : FIELD_LISTS) {
          if (attributes.containsKey(key)) {
            waiting.put(INPUT_FIELDS, attributes.get(key));
            break;
          }
        }
        waiting = null;
      }
      if (RANKING.contains(name)) {
        result.add(new Node(name, attributes));
        waiting = attributes;
      }
    }
    return result;
  }

  /** Splits {@code a=[x, y], b=[[z]]} into its top-level key-value pairs. */
  static Map<String, String> attributes(String body) {
    Map<String, String> result = new LinkedHashMap<>();
    int i = 0;
    while (i < body.length()) {
      int eq = body.indexOf("=[", i);
      if (eq < 0) {
        break;
      }
      String key = body.substring(i, eq).replace(",", "").trim();
      int depth = 0;
      int j = eq + 1;
      for (; j < body.length(); j++) {
        char c = body.charAt(j);
        if (c == '[') {
          depth++;
        } else if (c == ']') {
          depth--;
          if (depth == 0) {
            break;
          }
        }
      }
      result.put(key, body.substring(eq + 2, Math.min(j, body.length())));
      i = j + 1;
    }
    return result;
  }
}
