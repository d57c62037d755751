package io.github.topnkit.reference.rank;

import io.github.topnkit.reference.exec.Collector;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The four emission algorithms of Flink's {@code RetractableTopNFunction}, over its sorted map of
 * sort key to count and its rows per sort key. When the rows of a sort key are missing Flink takes
 * the key out of the sorted map and goes on ("state is cleared because of state ttl"); so do these.
 */
final class RetractableEmission {

  private RetractableEmission() {}

  /** {@code emitRecordsWithRowNumber}: the count of the input's key already includes it. */
  static void insertWithRowNumber(
      TreeMap<Object[], long[]> counts,
      TreeMap<Object[], List<Object[]>> rows,
      Object[] input,
      long rankEnd,
      TopNEmitter emit,
      Collector out) {
    Iterator<Map.Entry<Object[], long[]>> it = counts.entrySet().iterator();
    long rank = 0;
    Object[] current = null;
    boolean found = false;
    while (it.hasNext() && rank <= rankEnd) {
      Map.Entry<Object[], long[]> entry = it.next();
      if (!found && counts.comparator().compare(entry.getKey(), input) == 0) {
        rank += entry.getValue()[0];
        current = input;
        found = true;
      } else if (found) {
        List<Object[]> list = rows.get(entry.getKey());
        if (list == null) {
          it.remove();
          continue;
        }
        for (int i = 0; i < list.size() && rank <= rankEnd; i++) {
          Object[] previous = list.get(i);
          emit.updateBefore(out, previous, rank, rankEnd);
          emit.updateAfter(out, current, rank, rankEnd);
          current = previous;
          rank++;
        }
      } else {
        rank += entry.getValue()[0];
      }
    }
    if (rank <= rankEnd) {
      emit.insert(out, current, rank, rankEnd);
    }
  }

  /** {@code emitRecordsWithoutRowNumber}: {@code -D} of the row pushed to N+1, then {@code +I}. */
  static void insertWithoutRowNumber(
      TreeMap<Object[], long[]> counts,
      TreeMap<Object[], List<Object[]>> rows,
      Object[] input,
      long rankEnd,
      TopNEmitter emit,
      Collector out) {
    Iterator<Map.Entry<Object[], long[]>> it = counts.entrySet().iterator();
    long rank = 0;
    boolean found = false;
    Object[] toCollect = null;
    Object[] toDelete = null;
    while (it.hasNext() && rank <= rankEnd) {
      Map.Entry<Object[], long[]> entry = it.next();
      long count = entry.getValue()[0];
      if (!found && counts.comparator().compare(entry.getKey(), input) == 0) {
        rank += count;
        if (emit.inRankRange(rank, rankEnd)) {
          toCollect = input;
        }
        found = true;
      } else if (found) {
        List<Object[]> list = rows.get(entry.getKey());
        if (list == null) {
          it.remove();
        } else if (rank + count <= rankEnd) {
          rank += count;
        } else {
          toDelete = list.get((int) (rankEnd - rank));
          break;
        }
      } else {
        rank += count;
      }
    }
    if (toDelete != null) {
      emit.delete(out, toDelete);
    }
    if (toCollect != null) {
      emit.insert(out, input);
    }
  }

  /** {@code retractRecordWithRowNumber}; true when the input row was taken out of the rows. */
  static boolean retractWithRowNumber(
      TreeMap<Object[], long[]> counts,
      TreeMap<Object[], List<Object[]>> rows,
      Object[] input,
      long rankEnd,
      TopNEmitter emit,
      Collector out) {
    Iterator<Map.Entry<Object[], long[]>> it = counts.entrySet().iterator();
    long rank = 0;
    Object[] previous = null;
    boolean found = false;
    while (it.hasNext() && rank <= rankEnd) {
      Map.Entry<Object[], long[]> entry = it.next();
      boolean ownKey = !found && counts.comparator().compare(entry.getKey(), input) == 0;
      if (ownKey || found) {
        List<Object[]> list = rows.get(entry.getKey());
        if (list == null) {
          it.remove();
          continue;
        }
        if (ownKey) {
          Iterator<Object[]> rowIt = list.iterator();
          while (rowIt.hasNext() && rank <= rankEnd) {
            Object[] current = rowIt.next();
            if (!found && Arrays.equals(current, input)) {
              previous = current;
              found = true;
              rowIt.remove();
            } else if (found) {
              emit.updateBefore(out, previous, rank, rankEnd);
              emit.updateAfter(out, current, rank, rankEnd);
              previous = current;
            }
            rank++;
          }
          if (list.isEmpty()) {
            rows.remove(entry.getKey());
          }
        } else {
          for (int i = 0; i < list.size() && rank <= rankEnd; i++) {
            Object[] current = list.get(i);
            emit.updateBefore(out, previous, rank, rankEnd);
            emit.updateAfter(out, current, rank, rankEnd);
            previous = current;
            rank++;
          }
        }
      } else {
        rank += entry.getValue()[0];
      }
    }
    if (rank <= rankEnd && (found || previous != null)) {
      // The Top-N shrank: the last position is gone.
      emit.delete(out, previous, rank, rankEnd);
    }
    return found;
  }

  /** {@code retractRecordWithoutRowNumber}; true when the input row was taken out of the rows. */
  static boolean retractWithoutRowNumber(
      TreeMap<Object[], long[]> counts,
      TreeMap<Object[], List<Object[]>> rows,
      Object[] input,
      long rankEnd,
      TopNEmitter emit,
      Collector out) {
    Iterator<Map.Entry<Object[], long[]>> it = counts.entrySet().iterator();
    long nextRank = 1;
    boolean found = false;
    while (it.hasNext() && nextRank <= rankEnd) {
      Map.Entry<Object[], long[]> entry = it.next();
      if (!found && counts.comparator().compare(entry.getKey(), input) == 0) {
        List<Object[]> list = rows.get(entry.getKey());
        if (list == null) {
          it.remove();
          continue;
        }
        Iterator<Object[]> rowIt = list.iterator();
        while (rowIt.hasNext() && nextRank <= rankEnd) {
          Object[] current = rowIt.next();
          if (!found && Arrays.equals(current, input)) {
            emit.delete(out, current, nextRank, rankEnd);
            nextRank--;
            found = true;
            rowIt.remove();
          } else if (found && nextRank == rankEnd) {
            emit.insert(out, current, nextRank, rankEnd);
          }
          nextRank++;
        }
        if (list.isEmpty()) {
          rows.remove(entry.getKey());
        }
      } else if (found) {
        long lastRank = nextRank + entry.getValue()[0] - 1;
        if (lastRank < rankEnd) {
          nextRank = lastRank + 1;
        } else {
          List<Object[]> list = rows.get(entry.getKey());
          if (list == null) {
            it.remove();
            continue;
          }
          // The row that moves up into rank N.
          emit.insert(out, list.get((int) (rankEnd - nextRank)));
          break;
        }
      } else {
        nextRank += entry.getValue()[0];
      }
    }
    return found;
  }
}
