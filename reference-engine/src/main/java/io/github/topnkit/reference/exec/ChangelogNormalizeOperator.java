package io.github.topnkit.reference.exec;

import io.github.topnkit.spec.RowKind;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Flink's {@code ChangelogNormalize} after an upsert source (its {@code
 * ProcTimeDeduplicateKeepLastRowFunction} on a changelog): keeps the last row per primary key and
 * turns the source's +I/+U/-D into a full changelog. The first row of a key is +I; a new row for a
 * stored key is -U of the stored row (when update-before rows are wanted) and +U, or nothing when
 * it equals the stored row (on the fields Flink keeps there); a -D for a stored key retracts the
 * stored row, for an unknown key nothing.
 */
public final class ChangelogNormalizeOperator implements Operator {

  private final int[] key;
  private final int[] compared;
  private final boolean updateBefore;
  private final Map<List<Object>, Object[]> last = new HashMap<>();

  /** Rows are compared on every field. */
  public ChangelogNormalizeOperator(int[] key, boolean updateBefore) {
    this(key, null, updateBefore);
  }

  /**
   * Rows are compared on the {@code compared} fields only: the fields Flink's ChangelogNormalize
   * still holds once the fields nothing reads are projected away below it.
   */
  public ChangelogNormalizeOperator(int[] key, int[] compared, boolean updateBefore) {
    this.key = key.clone();
    this.compared = compared == null ? null : compared.clone();
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
        if (same(previous, values)) {
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

  private boolean same(Object[] previous, Object[] values) {
    if (compared == null) {
      return Arrays.equals(previous, values);
    }
    for (int i : compared) {
      if (!Objects.equals(previous[i], values[i])) {
        return false;
      }
    }
    return true;
  }
}
