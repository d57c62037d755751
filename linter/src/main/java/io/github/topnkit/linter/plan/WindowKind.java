package io.github.topnkit.linter.plan;

/** The windowing table-valued functions of Flink SQL. */
public enum WindowKind {
  TUMBLE,
  HOP,
  CUMULATE,
  SESSION;

  /** The arguments Flink's signature requires (DATA, TIMECOL and the sizes); OFFSET is optional. */
  public int requiredArguments() {
    return switch (this) {
      case TUMBLE, SESSION -> 3;
      case HOP, CUMULATE -> 4;
    };
  }

  /**
   * The most arguments Flink's signature takes: the required ones plus OFFSET, which SESSION lacks.
   */
  public int maxArguments() {
    return this == SESSION ? requiredArguments() : requiredArguments() + 1;
  }
}
