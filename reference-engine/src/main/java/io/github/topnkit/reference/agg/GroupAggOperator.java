package io.github.topnkit.reference.agg;

import io.github.topnkit.reference.exec.Collector;
import io.github.topnkit.reference.exec.Operator;
import io.github.topnkit.reference.exec.Row;
import io.github.topnkit.reference.exec.RowKey;
import io.github.topnkit.spec.RowKind;
import java.util.HashMap;
import java.util.Map;
import java.util.Objects;

/**
 * A regular GROUP BY, as Flink's {@code GroupAggFunction} at parallelism 1: per group key the
 * accumulators and a record count; output is the key fields followed by the calls' values.
 */
final class GroupAggOperator implements Operator {

  private final int[] keys;
  private final AggsHandler handler;
  private final boolean updateBefore;
  private final boolean stateTtl;
  private final Map<Object, Group> groups = new HashMap<>();

  GroupAggOperator(int[] keys, AggsHandler handler, boolean updateBefore, boolean stateTtl) {
    this.keys = keys;
    this.handler = handler;
    this.updateBefore = updateBefore;
    this.stateTtl = stateTtl;
  }

  /** One group's state: Flink's accumulator row, including the record counter. */
  private static final class Group {
    final Accumulator[] accs;
    // The last result row (keys and values), i.e. Flink's prevAggValue for the next change.
    Object[] result;
    long records;

    Group(Accumulator[] accs) {
      this.accs = accs;
    }
  }

  @Override
  public void processElement(Row row, Collector out) {
    Object[] in = row.values();
    boolean accumulate = row.kind() == RowKind.INSERT || row.kind() == RowKind.UPDATE_AFTER;
    Object key = RowKey.of(in, keys);
    Group group = groups.get(key);
    boolean firstRow = group == null;
    if (firstRow) {
      // Flink creates no accumulators for a retraction of an unknown (or expired) group.
      if (!accumulate) {
        return;
      }
      group = new Group(handler.createAccumulators());
      groups.put(key, group);
    }
    if (accumulate) {
      handler.accumulate(group.accs, in);
      group.records++;
    } else {
      handler.retract(group.accs, in);
      group.records--;
    }
    Object[] previous = group.result;
    if (group.records == 0) {
      // RecordCounter: the last row of the group was retracted; Flink deletes the previous result
      // and clears the state. Insert-only inputs never get here.
      groups.remove(key);
      if (!firstRow) {
        out.collect(new Row(RowKind.DELETE, previous));
      }
      return;
    }
    Object[] result = new Object[keys.length + handler.size()];
    for (int i = 0; i < keys.length; i++) {
      result[i] = in[keys[i]];
    }
    handler.values(group.accs, result, keys.length);
    if (firstRow) {
      group.result = result;
      out.collect(new Row(RowKind.INSERT, result));
      return;
    }
    // Without state TTL an unchanged result is not sent again; with TTL Flink sends it anyway so
    // that downstream state is refreshed.
    if (!stateTtl && sameValues(previous, result)) {
      return;
    }
    group.result = result;
    if (updateBefore) {
      out.collect(new Row(RowKind.UPDATE_BEFORE, previous));
    }
    out.collect(new Row(RowKind.UPDATE_AFTER, result));
  }

  // Flink's RecordEqualiser compares the aggregate values only; the keys are equal by definition.
  private boolean sameValues(Object[] a, Object[] b) {
    for (int i = keys.length; i < a.length; i++) {
      if (!Objects.equals(a[i], b[i])) {
        return false;
      }
    }
    return true;
  }
}
