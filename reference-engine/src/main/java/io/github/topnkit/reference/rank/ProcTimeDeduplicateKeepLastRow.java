package io.github.topnkit.reference.rank;

import io.github.topnkit.reference.exec.Collector;
import io.github.topnkit.reference.exec.Operator;
import io.github.topnkit.reference.exec.Row;
import io.github.topnkit.spec.RowKind;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * Flink's {@code ProcTimeDeduplicateKeepLastRowFunction} over an insert-only input ({@code
 * DeduplicateFunctionHelper.processLastRowOnProcTime}): the first row per key is sent as {@code
 * +I}, each later one as {@code -U(previous) +U(row)}, and a row equal in every field to the
 * previous one sends nothing (state TTL off). With neither update-before messages nor {@code
 * table.exec.deduplicate.insert-update-after-sensitive-enabled} every row is a {@code +U}.
 */
final class ProcTimeDeduplicateKeepLastRow implements Operator {

  private final KeySelector partitionKey;
  private final boolean generateUpdateBefore;
  private final boolean generateInsert;
  private final Map<Object, Object[]> last = new HashMap<>();

  ProcTimeDeduplicateKeepLastRow(
      KeySelector partitionKey, boolean generateUpdateBefore, boolean generateInsert) {
    this.partitionKey = partitionKey;
    this.generateUpdateBefore = generateUpdateBefore;
    this.generateInsert = generateInsert;
  }

  @Override
  public void processElement(Row row, Collector out) {
    Object[] current = row.values();
    if (!generateUpdateBefore && !generateInsert) {
      out.collect(new Row(RowKind.UPDATE_AFTER, current));
      return;
    }
    Object[] previous = last.put(partitionKey.key(current), current);
    if (previous == null) {
      out.collect(new Row(RowKind.INSERT, current));
    } else if (!Arrays.equals(previous, current)) {
      if (generateUpdateBefore) {
        out.collect(new Row(RowKind.UPDATE_BEFORE, previous));
      }
      out.collect(new Row(RowKind.UPDATE_AFTER, current));
    }
  }
}
