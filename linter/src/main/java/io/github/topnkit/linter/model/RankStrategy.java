package io.github.topnkit.linter.model;

import java.util.List;

/**
 * Flink's rank processing strategy ({@code RankProcessStrategy}), chosen by the input's changelog
 * and keys; {@link #toString()} prints it as Flink's plans do.
 */
public sealed interface RankStrategy
    permits RankStrategy.AppendFast, RankStrategy.Retract, RankStrategy.UpdateFast {

  /** Insert-only input: {@code AppendOnlyTopNFunction}, {@code FastTop1Function}. */
  record AppendFast() implements RankStrategy {
    @Override
    public String toString() {
      return "AppendFastStrategy";
    }
  }

  /** Any other updating input: {@code RetractableTopNFunction}, which keeps every row. */
  record Retract() implements RankStrategy {
    @Override
    public String toString() {
      return "RetractStrategy";
    }
  }

  /**
   * Updating input with an upsert key and monotonic sort keys: {@code UpdatableTopNFunction}.
   *
   * @param keys the positions of the input's upsert key the function indexes rows by
   */
  record UpdateFast(List<Integer> keys) implements RankStrategy {

    public UpdateFast {
      keys = List.copyOf(keys);
    }

    @Override
    public String toString() {
      return "UpdateFastStrategy["
          + String.join(",", keys.stream().map(String::valueOf).toList())
          + "]";
    }
  }
}
