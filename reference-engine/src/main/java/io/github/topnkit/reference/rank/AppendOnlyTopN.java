package io.github.topnkit.reference.rank;

import io.github.topnkit.reference.exec.Collector;
import io.github.topnkit.reference.exec.Operator;
import io.github.topnkit.reference.exec.Row;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.Map;

/**
 * Flink's {@code AppendOnlyTopNFunction} (AppendFast strategy, insert-only input): per partition it
 * keeps only the rows that can still be ranked, about rankEnd of them, and drops the rest.
 *
 * <p>With the rank number or an offset it runs Flink's "with row number" algorithm: a new row
 * shifts every following row down by one as {@code -U(old occupant, k) +U(new occupant, k)} for
 * each position k up to rankEnd, then {@code +I} at the first free position; the row pushed past
 * rankEnd gets no {@code -D}. Otherwise only the evicted row ({@code -D}) and the new row ({@code
 * +I}) are sent. Ties: a new row sorts after equal ones, and a row that only ties the worst kept
 * key is not admitted once the buffer is full.
 */
final class AppendOnlyTopN implements Operator {

  private final KeySelector partitionKey;
  private final Comparator<Object[]> order;
  private final RankEnd rankEnd;
  private final TopNEmitter emit;
  private final boolean withRowNumber;
  private final Map<Object, SortedRows> buffers = new HashMap<>();

  AppendOnlyTopN(
      KeySelector partitionKey, Comparator<Object[]> order, RankEnd rankEnd, TopNEmitter emit) {
    this.partitionKey = partitionKey;
    this.order = order;
    this.rankEnd = rankEnd;
    this.emit = emit;
    // "the without-number-algorithm can't handle topN with offset" (Flink's own comment).
    this.withRowNumber = emit.outputRankNumber() || emit.hasOffset();
  }

  @Override
  public void processElement(Row row, Collector out) {
    Object[] input = row.values();
    Object key = partitionKey.key(input);
    SortedRows buffer = buffers.get(key);
    if (buffer == null) {
      long end = rankEnd.initial(input);
      buffer = new SortedRows((int) Math.min(end + 1, 64), end);
      buffers.put(key, buffer);
    }
    // TopNBuffer.checkSortKeyInBufferRange: better than the worst kept key, or room left.
    if (buffer.size() > 0
        && order.compare(input, buffer.last()) >= 0
        && buffer.size() >= rankEnd.admissionSize()) {
      return;
    }
    if (withRowNumber) {
      processWithRowNumber(buffer, input, out);
    } else {
      processWithoutRowNumber(buffer, input, out);
    }
  }

  /** How many rows the operator keeps, over all partitions (for the state-size tests). */
  long retainedRows() {
    long rows = 0;
    for (SortedRows buffer : buffers.values()) {
      rows += buffer.size();
    }
    return rows;
  }

  private void processWithRowNumber(SortedRows buffer, Object[] input, Collector out) {
    int own = buffer.insert(input, order);
    long end = buffer.rankEnd;
    long rank = 0;
    boolean foundOwnKey = false;
    Object[] current = null;
    int i = 0;
    int size = buffer.size();
    while (i < size && rank <= end) {
      int next = buffer.entryEnd(i, order);
      if (!foundOwnKey && own >= i && own < next) {
        rank += next - i;
        current = input;
        foundOwnKey = true;
      } else if (foundOwnKey) {
        for (int k = i; k < next && rank <= end; k++) {
          Object[] previous = buffer.get(k);
          emit.updateBefore(out, previous, rank, end);
          emit.updateAfter(out, current, rank, end);
          current = previous;
          rank++;
        }
      } else {
        rank += next - i;
      }
      i = next;
    }
    if (rank <= end) {
      emit.insert(out, current, rank, end);
    }
    // The sort keys the iteration did not reach are out of the Top-N: purged from state.
    buffer.truncate(i);
  }

  private void processWithoutRowNumber(SortedRows buffer, Object[] input, Collector out) {
    buffer.insert(input, order);
    if (buffer.size() > buffer.rankEnd) {
      // Evicts the latest arrival among the worst ties.
      Object[] last = buffer.removeLast();
      if (last == input || Arrays.equals(last, input)) {
        return;
      }
      emit.delete(out, last);
    }
    emit.insert(out, input);
  }
}
