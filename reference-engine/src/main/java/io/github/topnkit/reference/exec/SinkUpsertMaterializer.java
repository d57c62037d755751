package io.github.topnkit.reference.exec;

import io.github.topnkit.linter.parse.Span;
import io.github.topnkit.reference.expr.UnsupportedFeatureException;
import io.github.topnkit.spec.RowKind;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Flink's {@code SinkUpsertMaterializer} before a sink whose primary key does not hold the query's
 * upsert key: per sink key, the list of rows the key currently has. +I/+U replaces the row with the
 * same input upsert key (or, without one, appends) and emits the row as +I when the list was empty,
 * +U otherwise; -U/-D removes the first equal row and emits -D when the list empties, +U of the new
 * last row when the removed row was the last, nothing otherwise.
 *
 * <p>Flink 2.2 added {@code SinkUpsertMaterializerV2}, which keeps the rows in a sequenced
 * multi-set and may remove another one of several equal rows; so a retraction that matches more
 * than one row is refused rather than answered one way.
 */
final class SinkUpsertMaterializer implements Operator {

  private final int[] sinkKey;
  private final int[] upsertKey;
  private final Span span;
  private final Map<List<Object>, List<Object[]>> rows = new HashMap<>();

  /**
   * @param sinkKey the sink's primary key fields
   * @param upsertKey the input's upsert key fields, empty when the input has none: rows then match
   *     on all fields
   */
  SinkUpsertMaterializer(int[] sinkKey, int[] upsertKey, Span span) {
    this.sinkKey = sinkKey.clone();
    this.upsertKey = upsertKey.clone();
    this.span = span;
  }

  @Override
  public void processElement(Row row, Collector out) {
    Object[] values = row.values();
    List<Object> key = project(values, sinkKey);
    List<Object[]> list = rows.get(key);
    if (row.kind() == RowKind.INSERT || row.kind() == RowKind.UPDATE_AFTER) {
      if (list == null) {
        list = new ArrayList<>(2);
        rows.put(key, list);
      }
      RowKind kind = list.isEmpty() ? RowKind.INSERT : RowKind.UPDATE_AFTER;
      int at = upsertKey.length == 0 ? -1 : find(list, values);
      if (at < 0) {
        list.add(values);
      } else {
        list.set(at, values);
      }
      out.collect(new Row(kind, values));
      return;
    }
    if (list == null) {
      // Flink logs that the state was cleared by TTL and drops the retraction.
      return;
    }
    int at = find(list, values);
    if (at < 0) {
      return;
    }
    if (upsertKey.length > 0 && !Arrays.equals(list.get(at), values)) {
      // Flink emits the retraction row itself for a -D, V2 the stored one.
      throw new UnsupportedFeatureException(
          "a retraction that differs from the stored row beyond the upsert key", span);
    }
    int last = list.size() - 1;
    list.remove(at);
    if (list.isEmpty()) {
      rows.remove(key);
      out.collect(new Row(RowKind.DELETE, values));
    } else if (at == last) {
      out.collect(new Row(RowKind.UPDATE_AFTER, list.get(list.size() - 1)));
    }
  }

  /** The first row matching {@code values}; refuses when several match (V1 and V2 differ). */
  private int find(List<Object[]> list, Object[] values) {
    int found = -1;
    for (int i = 0; i < list.size(); i++) {
      if (matches(list.get(i), values)) {
        if (found >= 0) {
          throw new UnsupportedFeatureException(
              "a sink upsert materializer holding several equal rows for one key (Flink's two"
                  + " SinkUpsertMaterializer versions retract different ones)",
              span);
        }
        found = i;
      }
    }
    return found;
  }

  private boolean matches(Object[] stored, Object[] values) {
    if (upsertKey.length == 0) {
      return Arrays.equals(stored, values);
    }
    for (int f : upsertKey) {
      if (!Objects.equals(stored[f], values[f])) {
        return false;
      }
    }
    return true;
  }

  private static List<Object> project(Object[] values, int[] fields) {
    Object[] k = new Object[fields.length];
    for (int i = 0; i < fields.length; i++) {
      k[i] = values[fields[i]];
    }
    return Arrays.asList(k);
  }
}
