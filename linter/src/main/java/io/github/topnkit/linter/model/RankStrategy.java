package io.github.topnkit.linter.model;

/** Flink's rank processing strategies, chosen by the input's changelog and keys. */
public enum RankStrategy {
  /** Insert-only input: {@code AppendOnlyTopNFunction}, {@code FastTop1Function}. */
  APPEND_FAST("AppendFastStrategy"),
  /** Updating input with an upsert key and monotonic sort keys: {@code UpdatableTopNFunction}. */
  UPDATE_FAST("UpdateFastStrategy"),
  /** Any other updating input: {@code RetractableTopNFunction}, which keeps every row. */
  RETRACT("RetractStrategy");

  private final String flinkName;

  RankStrategy(String flinkName) {
    this.flinkName = flinkName;
  }

  /** The strategy's name in Flink's plans. */
  public String flinkName() {
    return flinkName;
  }
}
