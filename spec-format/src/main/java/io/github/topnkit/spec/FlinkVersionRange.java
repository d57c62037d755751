package io.github.topnkit.spec;

import io.github.topnkit.linter.target.FlinkRelease;
import io.github.topnkit.linter.target.FlinkVersion;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.StringJoiner;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** A version range of one or more bounds on Flink release lines, compared numerically. */
record FlinkVersionRange(List<Bound> bounds) implements VersionRange {

  private static final Pattern BOUND =
      Pattern.compile("(>=|<=|!=|==|=|>|<)?\\s*(\\d{1,4})\\.(\\d{1,4})((?:\\.\\S*)?)");

  FlinkVersionRange {
    bounds = List.copyOf(bounds);
  }

  /** One bound: an operator and a release line. */
  record Bound(String op, int major, int minor) {

    boolean admits(int[] version) {
      int c = compare(version, new int[] {major, minor});
      return switch (op) {
        case ">=" -> c >= 0;
        case ">" -> c > 0;
        case "<=" -> c <= 0;
        case "<" -> c < 0;
        case "!=" -> c != 0;
        default -> c == 0;
      };
    }

    @Override
    public String toString() {
      return (op.equals("=") ? "" : op + " ") + major + "." + minor;
    }
  }

  static FlinkVersionRange parse(String text) {
    List<Bound> bounds = new ArrayList<>();
    int start = 0;
    while (true) {
      int comma = text.indexOf(',', start);
      int end = comma < 0 ? text.length() : comma;
      bounds.add(bound(text, start, end));
      if (comma < 0) {
        break;
      }
      start = comma + 1;
    }
    FlinkVersionRange range = new FlinkVersionRange(bounds);
    boolean any =
        Arrays.stream(FlinkVersion.values()).anyMatch(v -> range.contains(FlinkRelease.of(v)));
    if (!any) {
      throw new VersionRangeSyntaxException(
          firstNonBlank(text, 0, text.length()),
          "the range " + range + " contains no Flink release line (" + known() + ")");
    }
    return range;
  }

  private static Bound bound(String text, int start, int end) {
    int from = firstNonBlank(text, start, end);
    String part = text.substring(from, end).strip();
    if (part.isEmpty()) {
      throw new VersionRangeSyntaxException(
          from, "empty version bound: write a release line such as 2.3 or >= 2.1");
    }
    Matcher m = BOUND.matcher(part);
    if (!m.matches()) {
      throw new VersionRangeSyntaxException(
          from,
          "'"
              + part
              + "' is not a version bound: write a release line such as 2.3, with >=, >, <=, <,"
              + " = or != before it");
    }
    int versionAt = from + m.start(2);
    if (!m.group(4).isEmpty()) {
      throw new VersionRangeSyntaxException(
          versionAt,
          "'"
              + part.substring(m.start(2))
              + "' is a patch version: ranges name release lines such as "
              + m.group(2)
              + "."
              + m.group(3));
    }
    String line = Integer.parseInt(m.group(2)) + "." + Integer.parseInt(m.group(3));
    if (Arrays.stream(FlinkVersion.values()).noneMatch(v -> v.label().equals(line))) {
      throw new VersionRangeSyntaxException(
          versionAt, "unknown Flink release line " + line + " (" + known() + ")");
    }
    String op = m.group(1) == null || m.group(1).equals("==") ? "=" : m.group(1);
    return new Bound(op, Integer.parseInt(m.group(2)), Integer.parseInt(m.group(3)));
  }

  @Override
  public boolean contains(FlinkRelease release) {
    int[] version = {release.major(), release.minor()};
    return bounds.stream().allMatch(b -> b.admits(version));
  }

  @Override
  public String toString() {
    StringJoiner joiner = new StringJoiner(", ");
    bounds.forEach(b -> joiner.add(b.toString()));
    return joiner.toString();
  }

  private static int compare(int[] a, int[] b) {
    return a[0] != b[0] ? Integer.compare(a[0], b[0]) : Integer.compare(a[1], b[1]);
  }

  private static int firstNonBlank(String text, int from, int end) {
    int i = from;
    while (i < end && Character.isWhitespace(text.charAt(i))) {
      i++;
    }
    return i;
  }

  private static String known() {
    StringJoiner joiner = new StringJoiner(", ", "known: ", "");
    for (FlinkVersion v : FlinkVersion.values()) {
      joiner.add(v.label());
    }
    return joiner.toString();
  }
}
