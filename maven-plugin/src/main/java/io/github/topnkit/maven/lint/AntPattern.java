package io.github.topnkit.maven.lint;

import java.util.List;
import java.util.regex.Pattern;

/**
 * An Ant-style path pattern as Maven plugins take them: {@code **} for any folders, {@code *} and
 * {@code ?} within a name; a pattern ending in {@code /} matches everything below that folder.
 */
final class AntPattern {

  private final Pattern regex;

  private AntPattern(Pattern regex) {
    this.regex = regex;
  }

  static AntPattern compile(String pattern) {
    String p = pattern.trim().replace('\\', '/');
    if (p.endsWith("/")) {
      p += "**";
    }
    StringBuilder out = new StringBuilder();
    for (int i = 0; i < p.length(); i++) {
      char c = p.charAt(i);
      if (p.startsWith("**/", i)) {
        out.append("(?:.*/)?");
        i += 2;
      } else if (p.startsWith("**", i)) {
        out.append(".*");
        i++;
      } else if (c == '*') {
        out.append("[^/]*");
      } else if (c == '?') {
        out.append("[^/]");
      } else {
        out.append(Pattern.quote(String.valueOf(c)));
      }
    }
    return new AntPattern(Pattern.compile(out.toString()));
  }

  /** Whether a relative path with forward slashes matches. */
  boolean matches(String relativePath) {
    return regex.matcher(relativePath).matches();
  }

  static boolean anyMatches(List<AntPattern> patterns, String relativePath) {
    return patterns.stream().anyMatch(p -> p.matches(relativePath));
  }
}
