package io.github.topnkit.reference.rank;

import io.github.topnkit.linter.parse.Span;
import io.github.topnkit.reference.exec.Collector;
import io.github.topnkit.reference.exec.Operator;
import io.github.topnkit.reference.exec.Row;
import io.github.topnkit.spec.RowKind;
import java.util.HashMap;
import java.util.Map;

/**
 * Flink's {@code RowTimeDeduplicateFunction}: keep the last row per key (rowtime DESC), or the
 * first one before Flink 2.1 (rowtime ASC). A row replaces the kept one when {@code
 * DeduplicateFunctionHelper.shouldKeepCurrentRow} says so: keep-last when its rowtime is not
 * earlier (ties: the newer row wins), keep-first when it is strictly earlier (ties: the older row
 * wins); late rows are not dropped. Output as {@code updateDeduplicateResult}: {@code +I} for the
 * first row, then {@code -U/+U}; only {@code +U} when neither {@code -U} nor {@code +I} is needed.
 */
final class RowTimeDeduplicate implements Operator {

  private final KeySelector partitionKey;
  private final int rowtimeField;
  private final boolean keepLastRow;
  private final boolean generateUpdateBefore;
  private final boolean generateInsert;
  private final Span span;
  private final Map<Object, Object[]> kept = new HashMap<>();

  RowTimeDeduplicate(
      KeySelector partitionKey,
      int rowtimeField,
      boolean keepLastRow,
      boolean generateUpdateBefore,
      boolean generateInsert,
      Span span) {
    this.partitionKey = partitionKey;
    this.rowtimeField = rowtimeField;
    this.keepLastRow = keepLastRow;
    this.generateUpdateBefore = generateUpdateBefore;
    this.generateInsert = generateInsert;
    this.span = span;
  }

  @Override
  public void processElement(Row row, Collector out) {
    Object[] current = row.values();
    Object key = partitionKey.key(current);
    Object[] previous = kept.get(key);
    if (previous != null) {
      long prev = RowTime.millis(previous[rowtimeField], span);
      long cur = RowTime.millis(current[rowtimeField], span);
      boolean keep = keepLastRow ? prev <= cur : cur < prev;
      if (!keep) {
        return;
      }
    }
    if (generateUpdateBefore || generateInsert) {
      if (previous == null) {
        out.collect(new Row(RowKind.INSERT, current));
      } else {
        if (generateUpdateBefore) {
          out.collect(new Row(RowKind.UPDATE_BEFORE, previous));
        }
        out.collect(new Row(RowKind.UPDATE_AFTER, current));
      }
    } else {
      out.collect(new Row(RowKind.UPDATE_AFTER, current));
    }
    kept.put(key, current);
  }
}
