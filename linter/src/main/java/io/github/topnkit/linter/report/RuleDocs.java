package io.github.topnkit.linter.report;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;

/**
 * The rule doc pages ({@code docs/rules/<Id>.md}), read from the classpath where the build packages
 * them, with the plain-text views that reports need.
 */
public final class RuleDocs {

  private static final Pattern RULE_ID = Pattern.compile("[A-Za-z][A-Za-z0-9]*");
  private static final Map<String, Optional<String>> PAGES = new ConcurrentHashMap<>();

  private RuleDocs() {}

  /** The markdown of a rule's doc page, or empty when the page is not packaged. */
  public static Optional<String> page(String ruleId) {
    if (!RULE_ID.matcher(ruleId).matches()) {
      return Optional.empty();
    }
    return PAGES.computeIfAbsent(ruleId, RuleDocs::load);
  }

  /** The text of a {@code ## heading} section, without the heading; empty when absent. */
  public static Optional<String> section(String markdown, String heading) {
    String marker = "## " + heading;
    String normalized = markdown.replace("\r\n", "\n");
    int at = normalized.startsWith(marker + "\n") ? 0 : normalized.indexOf("\n" + marker + "\n");
    if (at < 0) {
      return Optional.empty();
    }
    int start = normalized.indexOf('\n', at == 0 ? 0 : at + 1) + 1;
    int end = normalized.indexOf("\n## ", start);
    String body =
        (end < 0 ? normalized.substring(start) : normalized.substring(start, end)).strip();
    return body.isEmpty() ? Optional.empty() : Optional.of(body);
  }

  /** Markdown as plain text: no heading marks, code fences, emphasis or backticks. */
  public static String plainText(String markdown) {
    StringBuilder sb = new StringBuilder();
    for (String line : markdown.replace("\r\n", "\n").split("\n", -1)) {
      if (line.startsWith("```")) {
        continue;
      }
      sb.append(line.replaceFirst("^#+\\s+", "").replace("**", "").replace("`", "")).append('\n');
    }
    return sb.toString().strip();
  }

  /** Plain text on one line, cut at a word boundary to at most {@code max} characters. */
  public static String paragraph(String markdown, int max) {
    String flat = plainText(markdown).replaceAll("\\s+", " ").strip();
    if (flat.length() <= max) {
      return flat;
    }
    int cut = flat.lastIndexOf(' ', max - 3);
    return flat.substring(0, cut > 0 ? cut : max - 3) + "...";
  }

  private static Optional<String> load(String ruleId) {
    try (InputStream in = RuleDocs.class.getResourceAsStream("rules/" + ruleId + ".md")) {
      if (in == null) {
        return Optional.empty();
      }
      return Optional.of(new String(in.readAllBytes(), StandardCharsets.UTF_8));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
