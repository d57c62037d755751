package io.github.topnkit.reference.rank;

import io.github.topnkit.reference.exec.RowKey;
import java.util.List;

/**
 * Extracts the key of a row, as Flink's {@code RowDataKeySelector}: the partition key of a rank or
 * deduplication, or the upsert key of an UpdatableTopN (see {@link RowKey}).
 */
@FunctionalInterface
interface KeySelector {

  Object key(Object[] row);

  static KeySelector of(List<Integer> fields) {
    int[] f = RowKey.fields(fields);
    return row -> RowKey.of(row, f);
  }
}
