package io.github.topnkit.reference.rank;

import io.github.topnkit.reference.exec.Collector;
import io.github.topnkit.reference.expr.UnsupportedFeatureException;
import io.github.topnkit.spec.RowKind;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The four emission algorithms of Flink's {@code RetractableTopNFunction}, over its sorted map of
 * sort key to count and its rows per sort key. When the rows of a sort key are missing Flink takes
 * the key out of the sorted map and goes on ("state is cleared because of state ttl"); so do these.
 * A kept row that is sent takes the sent kind as Flink's does (see {@link StoredRow}).
 */
final class RetractableEmission {

  private RetractableEmission() {}

  /** {@code emitRecordsWithRowNumber}: the count of the input's key already includes it. */
  static void insertWithRowNumber(
      RetractableTopN.Partition p, StoredRow input, TopNEmitter emit, Collector out) {
    TreeMap<Object[], long[]> counts = p.counts;
    long rankEnd = p.rankEnd;
    Iterator<Map.Entry<Object[], long[]>> it = counts.entrySet().iterator();
    long rank = 0;
    StoredRow current = null;
    boolean found = false;
    while (it.hasNext() && rank <= rankEnd) {
      Map.Entry<Object[], long[]> entry = it.next();
      if (!found && p.sameBytes(entry.getKey(), input.values)) {
        rank += entry.getValue()[0];
        current = input;
        found = true;
      } else if (found) {
        List<StoredRow> list = p.rows(entry.getKey());
        if (list == null) {
          it.remove();
          continue;
        }
        for (int i = 0; i < list.size() && rank <= rankEnd; i++) {
          StoredRow previous = list.get(i);
          updateBefore(emit, out, previous, rank, rankEnd);
          updateAfter(emit, out, current, rank, rankEnd);
          current = previous;
          rank++;
        }
      } else {
        rank += entry.getValue()[0];
      }
    }
    if (rank <= rankEnd && emit.insert(out, current.values, rank, rankEnd)) {
      current.sent(RowKind.INSERT, emit);
    }
  }

  /** {@code emitRecordsWithoutRowNumber}: {@code -D} of the row pushed to N+1, then {@code +I}. */
  static void insertWithoutRowNumber(
      RetractableTopN.Partition p, StoredRow input, TopNEmitter emit, Collector out) {
    TreeMap<Object[], long[]> counts = p.counts;
    long rankEnd = p.rankEnd;
    Iterator<Map.Entry<Object[], long[]>> it = counts.entrySet().iterator();
    long rank = 0;
    boolean found = false;
    boolean collect = false;
    StoredRow toDelete = null;
    while (it.hasNext() && rank <= rankEnd) {
      Map.Entry<Object[], long[]> entry = it.next();
      long count = entry.getValue()[0];
      if (!found && p.sameBytes(entry.getKey(), input.values)) {
        rank += count;
        collect = emit.inRankRange(rank, rankEnd);
        found = true;
      } else if (found) {
        List<StoredRow> list = p.rows(entry.getKey());
        if (list == null) {
          it.remove();
        } else if (rank + count <= rankEnd) {
          rank += count;
        } else {
          toDelete = rowAt(p, list, rankEnd - rank);
          break;
        }
      } else {
        rank += count;
      }
    }
    if (toDelete != null) {
      // Flink sends a copy here, so the kept row keeps its kind.
      emit.delete(out, toDelete.values);
    }
    if (collect) {
      emit.insert(out, input.values);
      input.sent(RowKind.INSERT, emit);
    }
  }

  /** {@code retractRecordWithRowNumber}; true when the input row was taken out of the rows. */
  static boolean retractWithRowNumber(
      RetractableTopN.Partition p, Object[] input, TopNEmitter emit, Collector out) {
    TreeMap<Object[], long[]> counts = p.counts;
    long rankEnd = p.rankEnd;
    Iterator<Map.Entry<Object[], long[]>> it = counts.entrySet().iterator();
    long rank = 0;
    StoredRow previous = null;
    boolean found = false;
    while (it.hasNext() && rank <= rankEnd) {
      Map.Entry<Object[], long[]> entry = it.next();
      boolean ownKey = !found && p.sameBytes(entry.getKey(), input);
      if (ownKey || found) {
        List<StoredRow> list = p.rows(entry.getKey());
        if (list == null) {
          it.remove();
          continue;
        }
        if (ownKey) {
          Iterator<StoredRow> rowIt = list.iterator();
          while (rowIt.hasNext() && rank <= rankEnd) {
            StoredRow current = rowIt.next();
            if (!found && current.matches(input)) {
              previous = current;
              found = true;
              rowIt.remove();
            } else if (found) {
              updateBefore(emit, out, previous, rank, rankEnd);
              updateAfter(emit, out, current, rank, rankEnd);
              previous = current;
            }
            rank++;
          }
          if (list.isEmpty()) {
            p.removeRows(entry.getKey());
          }
        } else {
          for (int i = 0; i < list.size() && rank <= rankEnd; i++) {
            StoredRow current = list.get(i);
            updateBefore(emit, out, previous, rank, rankEnd);
            updateAfter(emit, out, current, rank, rankEnd);
            previous = current;
            rank++;
          }
        }
      } else {
        rank += entry.getValue()[0];
      }
    }
    // The Top-N shrank: the last position is gone. Without the row (a row whose kind changed, or
    // one never seen) Flink only logs "state is cleared".
    if (rank <= rankEnd && (found || previous != null)) {
      if (emit.delete(out, previous.values, rank, rankEnd)) {
        previous.sent(RowKind.DELETE, emit);
      }
    }
    return found;
  }

  /** {@code retractRecordWithoutRowNumber}; true when the input row was taken out of the rows. */
  static boolean retractWithoutRowNumber(
      RetractableTopN.Partition p, Object[] input, TopNEmitter emit, Collector out) {
    TreeMap<Object[], long[]> counts = p.counts;
    long rankEnd = p.rankEnd;
    Iterator<Map.Entry<Object[], long[]>> it = counts.entrySet().iterator();
    long nextRank = 1;
    boolean found = false;
    while (it.hasNext() && nextRank <= rankEnd) {
      Map.Entry<Object[], long[]> entry = it.next();
      if (!found && p.sameBytes(entry.getKey(), input)) {
        List<StoredRow> list = p.rows(entry.getKey());
        if (list == null) {
          it.remove();
          continue;
        }
        Iterator<StoredRow> rowIt = list.iterator();
        while (rowIt.hasNext() && nextRank <= rankEnd) {
          StoredRow current = rowIt.next();
          if (!found && current.matches(input)) {
            emit.delete(out, current.values, nextRank, rankEnd);
            nextRank--;
            found = true;
            rowIt.remove();
          } else if (found
              && nextRank == rankEnd
              && emit.insert(out, current.values, nextRank, rankEnd)) {
            current.sent(RowKind.INSERT, emit);
          }
          nextRank++;
        }
        if (list.isEmpty()) {
          p.removeRows(entry.getKey());
        }
      } else if (found) {
        long lastRank = nextRank + entry.getValue()[0] - 1;
        if (lastRank < rankEnd) {
          nextRank = lastRank + 1;
        } else {
          List<StoredRow> list = p.rows(entry.getKey());
          if (list == null) {
            it.remove();
            continue;
          }
          // The row that moves up into rank N.
          StoredRow moved = rowAt(p, list, rankEnd - nextRank);
          emit.insert(out, moved.values);
          moved.sent(RowKind.INSERT, emit);
          break;
        }
      } else {
        nextRank += entry.getValue()[0];
      }
    }
    return found;
  }

  /**
   * The row at {@code index} among the rows of a sort key, found by the count of its key. Where the
   * counts hold rows of a key with other bytes (-0.0 counted with 0.0) the index may pass the end
   * of the rows: Flink's job then fails ({@code IndexOutOfBoundsException} in {@code
   * RetractableTopNFunction}, seen on Flink 2.3.0), a failure this engine does not reproduce.
   */
  private static StoredRow rowAt(RetractableTopN.Partition p, List<StoredRow> rows, long index) {
    if (index >= rows.size()) {
      throw new UnsupportedFeatureException(
          "Flink's RetractableTopNFunction fails on this input (IndexOutOfBoundsException: Index "
              + index
              + " out of bounds for length "
              + rows.size()
              + "; it counts a -0.0 sort key with 0.0 but keeps their rows apart), which is not"
              + " supported by the reference engine",
          p.span);
    }
    return rows.get((int) index);
  }

  private static void updateBefore(
      TopNEmitter emit, Collector out, StoredRow row, long rank, long rankEnd) {
    if (emit.updateBefore(out, row.values, rank, rankEnd)) {
      row.sent(RowKind.UPDATE_BEFORE, emit);
    }
  }

  private static void updateAfter(
      TopNEmitter emit, Collector out, StoredRow row, long rank, long rankEnd) {
    if (emit.updateAfter(out, row.values, rank, rankEnd)) {
      row.sent(RowKind.UPDATE_AFTER, emit);
    }
  }
}
