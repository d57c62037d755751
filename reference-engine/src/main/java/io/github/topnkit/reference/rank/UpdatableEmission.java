package io.github.topnkit.reference.rank;

import io.github.topnkit.linter.parse.Span;
import io.github.topnkit.reference.exec.Collector;
import io.github.topnkit.reference.expr.UnsupportedFeatureException;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * The "with row number" emissions of Flink's {@code UpdatableTopNFunction} for one input row: its
 * {@code emitRecordsWithRowNumber} (a new row, or a kept row that moved up from {@code oldRank})
 * and {@code emitRecordsWithRowNumberIgnoreStateError} (a kept row that moved down).
 */
final class UpdatableEmission {

  private final UpdatableTopN.Partition p;
  private final Comparator<Object[]> order;
  private final BinarySortKey bytes;
  private final TopNEmitter emit;
  private final Span span;

  UpdatableEmission(
      UpdatableTopN.Partition p,
      Comparator<Object[]> order,
      BinarySortKey bytes,
      TopNEmitter emit,
      Span span) {
    this.p = p;
    this.order = order;
    this.bytes = bytes;
    this.emit = emit;
    this.span = span;
  }

  void emit(Object[] input, Collector out, Object[] oldRow, long oldRank) {
    long end = p.rankEnd;
    Iterator<Map.Entry<Object[], List<Object>>> it = p.buffer.entrySet().iterator();
    long rank = 0;
    Object[] current = null;
    boolean found = false;
    boolean oldRetracted = false;
    while (it.hasNext() && rank <= end) {
      Map.Entry<Object[], List<Object>> entry = it.next();
      List<Object> keys = entry.getValue();
      // Flink finds the row's own entry by the bytes of its key (see BinarySortKey).
      if (!found && bytes.equal(entry.getKey(), input)) {
        rank += keys.size();
        current = input;
        found = true;
      } else if (found) {
        if (oldRow != null && order.compare(entry.getKey(), oldRow) > 0) {
          // Rows below the old position keep their ranks.
          break;
        }
        for (int i = 0; i < keys.size() && (oldRow == null ? rank <= end : rank < oldRank); i++) {
          Object[] previous = p.rows.get(keys.get(i));
          emit.updateBefore(out, previous, rank, end);
          if (current == input && oldRow != null && !oldRetracted) {
            // The same upsert key: its old rank is retracted first.
            emit.updateBefore(out, oldRow, oldRank, end);
            oldRetracted = true;
          }
          emit.updateAfter(out, current, rank, end);
          current = previous;
          rank++;
        }
      } else {
        rank += keys.size();
      }
    }
    if (rank <= end) {
      if (oldRow == null) {
        if (current == null) {
          // Its own key was not found (see BinarySortKey): Flink inserts a null row.
          if (emit.inRankRange(rank, end)) {
            throw new UnsupportedFeatureException(
                "UpdatableTopNFunction inserting a row whose sort key it did not find by its"
                    + " bytes; Flink fails here (a NullPointerException)",
                span);
          }
          return;
        }
        emit.insert(out, current, rank, end);
      } else {
        if (rank != oldRank) {
          throw new UnsupportedFeatureException(
              "UpdatableTopNFunction did not reach the row's old rank; Flink fails here"
                  + " (checkArgument(currentRank == oldRank))",
              span);
        }
        if (!oldRetracted) {
          emit.updateBefore(out, oldRow, oldRank, end);
        }
        emit.updateAfter(out, current, rank, end);
      }
      return;
    }
    // The sort keys the iteration did not reach are out of the Top-N: purged from state.
    while (it.hasNext()) {
      Map.Entry<Object[], List<Object>> entry = it.next();
      for (Object key : entry.getValue()) {
        p.rows.remove(key);
      }
      p.count -= entry.getValue().size();
      it.remove();
    }
  }

  void emitIgnoringStateError(
      Object[] newRow, long newRank, Object[] oldRow, long oldRank, Collector out) {
    long end = p.rankEnd;
    long rank = 0;
    emit.updateBefore(out, oldRow, oldRank, end);
    affected:
    for (List<Object> keys : p.buffer.values()) {
      for (Object key : keys) {
        rank++;
        Object[] current = p.rows.get(key);
        if (rank == newRank) {
          break affected;
        }
        if (oldRank <= rank) {
          emit.updateBefore(out, current, rank + 1, end);
          emit.updateAfter(out, current, rank, end);
        }
      }
    }
    emit.updateAfter(out, newRow, newRank, end);
  }
}
