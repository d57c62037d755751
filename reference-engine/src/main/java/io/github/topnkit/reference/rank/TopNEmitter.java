package io.github.topnkit.reference.rank;

import io.github.topnkit.reference.exec.Collector;
import io.github.topnkit.reference.exec.Row;
import io.github.topnkit.reference.exec.Rows;
import io.github.topnkit.spec.RowKind;

/**
 * How a Top-N function sends its changes, as the {@code collect*} helpers of Flink's {@code
 * AbstractTopNFunction}: a change that carries a rank is sent only when the rank is inside {@code
 * [rankStart, rankEnd]}, the rank number is appended when it is output, and {@code -U} is sent only
 * when the planner asked for update-before messages ({@code generateUpdateBefore}). The ranked
 * methods say whether they sent the change (see {@link StoredRow} for why that matters).
 */
final class TopNEmitter {

  private final long rankStart;
  private final boolean outputRankNumber;
  private final boolean generateUpdateBefore;

  TopNEmitter(long rankStart, boolean outputRankNumber, boolean generateUpdateBefore) {
    this.rankStart = rankStart;
    this.outputRankNumber = outputRankNumber;
    this.generateUpdateBefore = generateUpdateBefore;
  }

  boolean inRankRange(long rank, long rankEnd) {
    return rank <= rankEnd && rank >= rankStart;
  }

  /** Flink's {@code hasOffset()}: the rank start is above 1 (a variable range starts at -1). */
  boolean hasOffset() {
    return rankStart > 1;
  }

  boolean outputRankNumber() {
    return outputRankNumber;
  }

  boolean insert(Collector out, Object[] row, long rank, long rankEnd) {
    if (inRankRange(rank, rankEnd)) {
      out.collect(new Row(RowKind.INSERT, withRank(row, rank)));
      return true;
    }
    return false;
  }

  boolean delete(Collector out, Object[] row, long rank, long rankEnd) {
    if (inRankRange(rank, rankEnd)) {
      out.collect(new Row(RowKind.DELETE, withRank(row, rank)));
      return true;
    }
    return false;
  }

  boolean updateAfter(Collector out, Object[] row, long rank, long rankEnd) {
    if (inRankRange(rank, rankEnd)) {
      out.collect(new Row(RowKind.UPDATE_AFTER, withRank(row, rank)));
      return true;
    }
    return false;
  }

  boolean updateBefore(Collector out, Object[] row, long rank, long rankEnd) {
    if (generateUpdateBefore && inRankRange(rank, rankEnd)) {
      out.collect(new Row(RowKind.UPDATE_BEFORE, withRank(row, rank)));
      return true;
    }
    return false;
  }

  void insert(Collector out, Object[] row) {
    out.collect(new Row(RowKind.INSERT, row));
  }

  void delete(Collector out, Object[] row) {
    out.collect(new Row(RowKind.DELETE, row));
  }

  void updateAfter(Collector out, Object[] row) {
    out.collect(new Row(RowKind.UPDATE_AFTER, row));
  }

  void updateBefore(Collector out, Object[] row) {
    if (generateUpdateBefore) {
      out.collect(new Row(RowKind.UPDATE_BEFORE, row));
    }
  }

  private Object[] withRank(Object[] row, long rank) {
    return outputRankNumber ? Rows.appendValue(row, rank) : row;
  }
}
