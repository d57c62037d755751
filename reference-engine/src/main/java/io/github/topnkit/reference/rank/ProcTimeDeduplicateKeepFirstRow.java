package io.github.topnkit.reference.rank;

import io.github.topnkit.reference.exec.Collector;
import io.github.topnkit.reference.exec.Operator;
import io.github.topnkit.reference.exec.Row;
import io.github.topnkit.spec.RowKind;
import java.util.HashSet;
import java.util.Set;

/**
 * Flink's {@code ProcTimeDeduplicateKeepFirstRowFunction}: the first row to arrive per key is sent
 * as {@code +I}, every later one is dropped. Processing-time order is arrival order in the engine's
 * deterministic runs.
 */
final class ProcTimeDeduplicateKeepFirstRow implements Operator {

  private final KeySelector partitionKey;
  private final Set<Object> seen = new HashSet<>();

  ProcTimeDeduplicateKeepFirstRow(KeySelector partitionKey) {
    this.partitionKey = partitionKey;
  }

  @Override
  public void processElement(Row row, Collector out) {
    if (seen.add(partitionKey.key(row.values()))) {
      out.collect(row.withKind(RowKind.INSERT));
    }
  }
}
