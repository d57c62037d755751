package io.github.topnkit.spec;

import io.github.topnkit.linter.target.FlinkRelease;

/**
 * A range of Flink release lines a case applies to, such as {@code ">= 2.1"} or {@code ">= 1.20, <
 * 2.1"}; {@link #ANY} when the spec names none.
 */
public interface VersionRange {

  VersionRange ANY =
      new VersionRange() {
        @Override
        public boolean contains(FlinkRelease release) {
          return true;
        }

        @Override
        public String toString() {
          return "any";
        }
      };

  /** Whether a Flink release ({@code 2.3}, {@code 2.3.0}, {@code 1.20.3}) lies in the range. */
  boolean contains(FlinkRelease release);

  /**
   * Parses a range: comma-separated bounds, each an optional operator ({@code >=}, {@code >},
   * {@code <=}, {@code <}, {@code =}, {@code !=}) and a release line ({@code 1.20}, {@code 2.3}); a
   * bare line means exactly that line.
   *
   * @throws VersionRangeSyntaxException with the offset of the problem in {@code text}
   */
  static VersionRange parse(String text) {
    return FlinkVersionRange.parse(text);
  }
}
