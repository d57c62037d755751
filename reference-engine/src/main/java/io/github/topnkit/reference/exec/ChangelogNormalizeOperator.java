package io.github.topnkit.reference.exec;

import io.github.topnkit.spec.RowKind;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Flink's {@code ChangelogNormalize} after an upsert source (its {@code
 * ProcTimeDeduplicateKeepLastRowFunction} on a changelog): keeps the last row per primary key and
 * turns the source's +I/+U/-D into a full changelog. The first row of a key is +I; a new row for a
 * stored key is -U of the stored row (when update-before rows are wanted) and +U, or nothing when
 * it equals the stored row; a -D for a stored key retracts the stored row, for an unknown key
 * nothing.
 */
public final class ChangelogNormalizeOperator implements Operator {

  private final int[] key;
  private final boolean updateBefore;
  private final Map<List<Object>, Object[]> last = new HashMap<>();

  public ChangelogNormalizeOperator(int[] key, boolean updateBefore) {
    this.key = key.clone();
    this.updateBefore = updateBefore;
  }

  @Override
  public void processElement(Row row, Collector out) {
    Object[] values = row.values();
    Object[] k = new Object[key.length];
    for (int i = 0; i < key.length; i++) {
      k[i] = values[key[i]];
    }
    List<Object> id = Arrays.asList(k);
    Object[] previous = last.get(id);
    if (row.kind() == RowKind.INSERT || row.kind() == RowKind.UPDATE_AFTER) {
      if (previous == null) {
        out.collect(new Row(RowKind.INSERT, values));
      } else {
        if (Arrays.equals(previous, values)) {
          return;
        }
        if (updateBefore) {
          out.collect(new Row(RowKind.UPDATE_BEFORE, previous));
        }
        out.collect(new Row(RowKind.UPDATE_AFTER, values));
      }
      last.put(id, values);
    } else if (previous != null) {
      last.remove(id);
      out.collect(new Row(RowKind.DELETE, previous));
    }
  }
}
