package io.github.topnkit.linter.agreement;

import java.util.EnumMap;
import java.util.Map;
import java.util.TreeMap;

/** Counts generated statements by shape and outcome, and out-of-scope drafts by reason. */
final class GenTally {

  private final Map<GenShape, int[]> byShape = new EnumMap<>(GenShape.class);
  private final Map<String, Integer> outOfScope = new TreeMap<>();
  private int inserts;
  private int batch;
  private int total;

  void add(GenOutcome outcome) {
    total++;
    byShape
        .computeIfAbsent(outcome.statement().shape(), s -> new int[3])[outcome.kind().ordinal()]++;
    if (outcome.kind() == GenOutcome.Kind.OUT_OF_SCOPE) {
      outOfScope.merge(outcome.detail(), 1, Integer::sum);
    }
    if (outcome.statement().insert()) {
      inserts++;
    }
    if (!outcome.statement().streaming()) {
      batch++;
    }
  }

  int total() {
    return total;
  }

  int count(GenOutcome.Kind kind) {
    return byShape.values().stream().mapToInt(counts -> counts[kind.ordinal()]).sum();
  }

  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder();
    sb.append(
        String.format(
            "%-36s %7s %7s %9s %13s%n", "shape", "total", "agree", "disagree", "out of scope"));
    byShape.forEach(
        (shape, c) ->
            sb.append(
                String.format(
                    "%-36s %7d %7d %9d %13d%n", shape, c[0] + c[1] + c[2], c[0], c[1], c[2])));
    sb.append(
        String.format(
            "%-36s %7d %7d %9d %13d%n",
            "all",
            total,
            count(GenOutcome.Kind.AGREE),
            count(GenOutcome.Kind.DISAGREE),
            count(GenOutcome.Kind.OUT_OF_SCOPE)));
    sb.append(String.format("of which %d INSERTs and %d in batch mode%n", inserts, batch));
    outOfScope.forEach(
        (reason, n) -> sb.append(String.format("out of scope: %5d %s%n", n, reason)));
    return sb.toString();
  }
}
