package io.github.topnkit.linter.target;

import static java.util.Objects.requireNonNull;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A Flink release an engine runs, such as {@code 2.3.0} or {@code 1.20.3}, or a release line such
 * as {@code 2.3} for an engine that behaves as a whole line (the reference engine).
 */
public record FlinkRelease(String label) {

  private static final Pattern RELEASE =
      Pattern.compile("(\\d+)\\.(\\d+)(?:\\.\\d+)?(?:-[A-Za-z0-9.]+)?");

  /**
   * @throws IllegalArgumentException when the label is not a release number
   */
  public FlinkRelease {
    requireNonNull(label, "label is null");
    if (!RELEASE.matcher(label).matches()) {
      throw new IllegalArgumentException("not a Flink release: '" + label + "'");
    }
  }

  /** A release from its number, such as {@code 2.3.0}; surrounding blanks are ignored. */
  public static FlinkRelease of(String label) {
    return new FlinkRelease(label.strip());
  }

  /** A whole release line. */
  public static FlinkRelease of(FlinkVersion line) {
    return new FlinkRelease(line.label());
  }

  public int major() {
    return part(1);
  }

  public int minor() {
    return part(2);
  }

  /**
   * The release line whose behavior this release has.
   *
   * @throws IllegalArgumentException for a line topnkit does not model
   */
  public FlinkVersion line() {
    return FlinkVersion.parse(label);
  }

  private int part(int group) {
    Matcher m = RELEASE.matcher(label);
    m.matches();
    return Integer.parseInt(m.group(group));
  }

  @Override
  public String toString() {
    return label;
  }
}
