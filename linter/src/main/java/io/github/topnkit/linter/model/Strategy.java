package io.github.topnkit.linter.model;

import java.util.List;

/** A rank strategy with the upsert key it uses (UpdateFast only), as printed in Flink's plans. */
public record Strategy(RankStrategy kind, List<Integer> keys) {

  public Strategy {
    keys = List.copyOf(keys);
  }

  public static final Strategy APPEND_FAST = new Strategy(RankStrategy.APPEND_FAST, List.of());
  public static final Strategy RETRACT = new Strategy(RankStrategy.RETRACT, List.of());

  @Override
  public String toString() {
    if (kind == RankStrategy.UPDATE_FAST) {
      return kind.flinkName()
          + "["
          + String.join(",", keys.stream().map(String::valueOf).toList())
          + "]";
    }
    return kind.flinkName();
  }
}
