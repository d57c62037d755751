package io.github.topnkit.reference.window;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.topnkit.linter.catalog.SqlType;
import io.github.topnkit.linter.catalog.TimeKind;
import io.github.topnkit.linter.catalog.TypeRoot;
import io.github.topnkit.linter.parse.Span;
import io.github.topnkit.linter.plan.SortKey;
import io.github.topnkit.reference.expr.SortComparators;
import io.github.topnkit.reference.expr.UnsupportedFeatureException;
import java.time.LocalDateTime;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Window Top-N state with sort keys that tie under Flink's comparator but differ in binary form
 * (-0.0 and 0.0), following TopNRecordsCombiner, SyncStateWindowRankProcessor.fireWindow and
 * TopNBuffer (checkSortKeyInBufferRange, putAll replacing a tied key's rows) of Flink 2.3.
 */
class WindowRankSignedZeroTest {

  private static final Span SPAN = Span.FILE_START;
  private static final SqlType[] DOUBLE_KEY = {SqlType.DOUBLE};

  private static WindowRankState state(long rankEnd) {
    return WindowRankState.create(
        SortComparators.of(List.of(SortKey.of(0, false, SPAN))),
        rankEnd,
        new int[] {0},
        DOUBLE_KEY,
        SPAN);
  }

  private static Object[] row(double d, int id) {
    return new Object[] {d, id};
  }

  private static List<Object> ids(List<Object[]> rows) {
    return rows.stream().map(r -> r[1]).toList();
  }

  @Test
  void rowsOfOneBatchThatTieShareTheFirstRowsKeyInArrivalOrder() {
    WindowRankState s = state(3);
    s.buffer(row(0.0, 1));
    s.buffer(row(-0.0, 2));
    s.buffer(row(0.0, 3));
    s.flush();
    assertThat(ids(s.ranked())).containsExactly(1, 2, 3);
  }

  @Test
  void aLaterTiedKeyReplacesTheRowsOfAnEarlierOneAtFireTime() {
    // diff-171, window [08:00:10, 08:00:25) of k1 = b: -0.0 (hash bucket 5) is loaded before 0.0
    // (bucket 13) and TopNBuffer.putAll overwrites its rows.
    WindowRankState s = state(2);
    s.buffer(row(-0.0, 11));
    s.flush();
    s.buffer(row(0.0, 12));
    s.buffer(row(0.0, 13));
    s.flush();
    assertThat(ids(s.ranked())).containsExactly(12, 13);
  }

  @Test
  void aTiedKeyBeyondTheRankEndIsNotLoaded() {
    // diff-171, window [08:00:05, 08:00:20) of k1 = b: -0.5 and -0.0 fill the two ranks, so the
    // tied 0.0 key (loaded last) fails checkSortKeyInBufferRange.
    WindowRankState s = state(2);
    s.buffer(row(-0.5, 3));
    s.flush();
    s.buffer(row(0.0, 7));
    s.flush();
    s.buffer(row(-0.0, 11));
    s.flush();
    s.buffer(row(0.0, 12));
    s.flush();
    assertThat(ids(s.ranked())).containsExactly(3, 11);
  }

  @Test
  void withoutTiedKeysRowsRankBySortKeyThenArrival() {
    WindowRankState s = state(5);
    s.buffer(row(2.5, 1));
    s.buffer(row(1.5, 2));
    s.flush();
    s.buffer(row(2.5, 3));
    s.buffer(row(-0.5, 4));
    s.flush();
    assertThat(ids(s.ranked())).containsExactly(4, 2, 1, 3);
  }

  @Test
  void aBatchKeepsOnlyRowsThatSortBeforeItsWorstOnceItHoldsRankEndRows() {
    WindowRankState s = state(2);
    s.buffer(row(1.0, 1));
    s.buffer(row(2.0, 2));
    s.buffer(row(2.0, 3)); // ties the worst with two rows buffered: dropped
    s.buffer(row(0.5, 4)); // sorts before the worst: kept, the buffer is not cut
    s.flush();
    assertThat(ids(s.ranked())).containsExactly(4, 1, 2);
  }

  @Test
  void theSortKeyIsLaidOutAsFlinksBinaryRowData() {
    // One field: an 8-byte header (RowKind byte, null bits), then one 8-byte little-endian slot.
    byte[] negativeZero = BinarySortKeyHash.bytes(Arrays.asList(-0.0), DOUBLE_KEY, SPAN);
    assertThat(negativeZero).hasSize(16);
    assertThat(negativeZero[15]).isEqualTo((byte) 0x80);
    byte[] nullKey = BinarySortKeyHash.bytes(Arrays.asList((Object) null), DOUBLE_KEY, SPAN);
    assertThat(nullKey[1]).isEqualTo((byte) 1); // bit 8: the first field's null bit
    SqlType[] strings = {SqlType.STRING, SqlType.STRING};
    byte[] text = BinarySortKeyHash.bytes(Arrays.asList("abc", "abcdefgh"), strings, SPAN);
    // Short strings sit in the slot with 0x80 | length in its top byte; longer ones in a
    // word-padded variable part addressed by (offset << 32 | length).
    assertThat(text).hasSize(8 + 16 + 8);
    assertThat(text[8]).isEqualTo((byte) 'a');
    assertThat(text[15]).isEqualTo((byte) (0x80 | 3));
    assertThat(text[16]).isEqualTo((byte) 8);
    assertThat(text[20]).isEqualTo((byte) 24);
    assertThat(text[24]).isEqualTo((byte) 'a');
  }

  @Test
  void signedZerosHashIntoDifferentHashMapBuckets() {
    int negative = BinarySortKeyHash.of(Arrays.asList(-0.0), DOUBLE_KEY, SPAN);
    int positive = BinarySortKeyHash.of(Arrays.asList(0.0), DOUBLE_KEY, SPAN);
    assertThat(BinarySortKeyHash.bucket(negative, 2)).isEqualTo(5);
    assertThat(BinarySortKeyHash.bucket(positive, 2)).isEqualTo(13);
    // 13 keys outgrow the 16-bucket table (load factor 0.75): 32 buckets.
    assertThat(BinarySortKeyHash.bucket(positive, 13)).isEqualTo(29);
  }

  @Test
  void aSortKeyOfUnknownBinaryLayoutIsUnsupported() {
    SqlType[] micros = {SqlType.timestamp(TypeRoot.TIMESTAMP, 6, TimeKind.NONE)};
    assertThatThrownBy(
            () ->
                BinarySortKeyHash.of(
                    Arrays.asList((Object) LocalDateTime.of(2020, 4, 15, 8, 0)), micros, SPAN))
        .isInstanceOf(UnsupportedFeatureException.class)
        .hasMessageContaining("not supported by the reference engine");
  }
}
