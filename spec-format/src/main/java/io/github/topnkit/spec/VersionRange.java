package io.github.topnkit.spec;

/**
 * A range of Flink release lines a case applies to, such as {@code ">= 2.1"} or {@code ">= 1.20, <
 * 2.1"}; {@link #ANY} when the spec names none.
 */
public interface VersionRange {

  VersionRange ANY =
      new VersionRange() {
        @Override
        public boolean contains(String flinkVersion) {
          return true;
        }

        @Override
        public String toString() {
          return "any";
        }
      };

  /** Whether a Flink version ({@code 2.3}, {@code 2.3.0}, {@code 1.20.3}) lies in the range. */
  boolean contains(String flinkVersion);
}
