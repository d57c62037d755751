package io.github.topnkit.reference.window;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.linter.catalog.SqlType;
import io.github.topnkit.linter.plan.AggCall;
import io.github.topnkit.linter.plan.Field;
import io.github.topnkit.linter.plan.RowType;
import io.github.topnkit.linter.plan.Types;
import io.github.topnkit.linter.plan.WindowKind;
import io.github.topnkit.reference.agg.Accumulators;
import io.github.topnkit.reference.exec.Operator;
import io.github.topnkit.reference.exec.Row;
import io.github.topnkit.spec.RowKind;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Window semantics the corpus does not pin down, from Flink's runtime sources: time zones of
 * TIMESTAMP_LTZ windows ({@code TimeWindowUtil}), updating input of a window aggregation ({@code
 * WindowIsEmptySupplier}), partly late HOP rows ({@code
 * AbstractSliceSyncStateWindowAggProcessor#processElement}) and late session rows ({@code
 * MergingWindowProcessFunction}).
 */
class WindowOperatorSemanticsTest {

  private static final ZoneId SHANGHAI = ZoneId.of("Asia/Shanghai");
  private static final long MINUTE = 60_000;

  private final List<Row> out = new ArrayList<>();

  private static LocalDateTime ts(String s) {
    return LocalDateTime.parse(s.replace(' ', 'T'));
  }

  private static long millis(String s) {
    return ts(s).toInstant(ZoneOffset.UTC).toEpochMilli();
  }

  @Test
  void ltzWindowsAreAlignedAndFiredInTheSessionTimeZone() {
    // A TIMESTAMP_LTZ row at 00:30Z is 08:30 in Shanghai: its hour window is [08:00, 09:00)
    // local, window_time an instant (00:59:59.999Z), and it fires at that instant.
    WindowSpec hour = new WindowSpec(WindowKind.TUMBLE, 60 * MINUTE, 60 * MINUTE, 0);
    Operator tvf = new AlignedWindowTvfOperator(hour, 0, true, SHANGHAI);
    tvf.processElement(Row.insert(Instant.parse("2020-04-15T00:30:00Z")), out::add);
    assertThat(out)
        .containsExactly(
            Row.insert(
                Instant.parse("2020-04-15T00:30:00Z"),
                ts("2020-04-15 08:00"),
                ts("2020-04-15 09:00"),
                Instant.parse("2020-04-15T00:59:59.999Z")));
    Operator count = countPerWindow(1, 2, true, SHANGHAI);
    count.processElement(out.get(0), r -> {});
    List<Row> fired = new ArrayList<>();
    count.processWatermark(Instant.parse("2020-04-15T00:59:59.998Z").toEpochMilli(), fired::add);
    assertThat(fired).isEmpty();
    count.processWatermark(Instant.parse("2020-04-15T00:59:59.999Z").toEpochMilli(), fired::add);
    assertThat(fired)
        .containsExactly(Row.insert(ts("2020-04-15 08:00"), ts("2020-04-15 09:00"), 1L));
  }

  @Test
  void windowAggregationRetractsAndSkipsGroupsWhoseRowsWereAllRetracted() {
    Operator count = countPerWindow(1, 2, false, ZoneOffset.UTC);
    Object[] a = {"a", ts("2020-04-15 08:00"), ts("2020-04-15 08:10")};
    Object[] b = {"b", ts("2020-04-15 08:00"), ts("2020-04-15 08:10")};
    count.processElement(new Row(RowKind.INSERT, a), out::add);
    count.processElement(new Row(RowKind.INSERT, b), out::add);
    count.processElement(new Row(RowKind.UPDATE_BEFORE, b), out::add);
    count.processElement(new Row(RowKind.UPDATE_AFTER, b), out::add);
    count.processElement(new Row(RowKind.DELETE, a), out::add);
    count.processWatermark(millis("2020-04-15 08:10"), out::add);
    assertThat(out).containsExactly(Row.insert(ts("2020-04-15 08:00"), ts("2020-04-15 08:10"), 1L));

    out.clear();
    Operator empty = countPerWindow(1, 2, false, ZoneOffset.UTC);
    empty.processElement(new Row(RowKind.INSERT, a), out::add);
    empty.processElement(new Row(RowKind.DELETE, a), out::add);
    empty.processWatermark(Long.MAX_VALUE, out::add);
    assertThat(out).isEmpty();
  }

  @Test
  void aHopRowLateForItsFirstWindowStillCountsInTheNextOne() {
    // HOP 10 min sliding by 5: after [08:00, 08:10) fired, a row at 08:07 still belongs to
    // the open [08:05, 08:15); Flink adds it to its slice and drops it only when the last
    // window of the slice has fired.
    WindowSpec hop = new WindowSpec(WindowKind.HOP, 10 * MINUTE, 5 * MINUTE, 0);
    Operator tvf = new AlignedWindowTvfOperator(hop, 0, false, ZoneOffset.UTC);
    Operator count = countPerWindow(1, 2, false, ZoneOffset.UTC);
    count.processWatermark(millis("2020-04-15 08:10"), out::add);
    tvf.processElement(Row.insert(ts("2020-04-15 08:07")), r -> count.processElement(r, out::add));
    count.processWatermark(Long.MAX_VALUE, out::add);
    assertThat(out).containsExactly(Row.insert(ts("2020-04-15 08:05"), ts("2020-04-15 08:15"), 1L));
  }

  @Test
  void aSessionRowBehindTheWatermarkIsLateOnlyWhenItMergesWithNoOpenSession() {
    Operator session =
        new SessionWindowTvfOperator(5 * MINUTE, 0, new int[0], false, ZoneOffset.UTC);
    session.processElement(Row.insert(ts("2020-04-15 08:10")), out::add);
    session.processWatermark(millis("2020-04-15 08:12"), out::add);
    // [08:00, 08:05) has passed the watermark and touches nothing: dropped.
    session.processElement(Row.insert(ts("2020-04-15 08:00")), out::add);
    // [08:06, 08:11) merges with the open [08:10, 08:15): kept, session [08:06, 08:15).
    session.processElement(Row.insert(ts("2020-04-15 08:06")), out::add);
    assertThat(out).isEmpty();
    session.processWatermark(millis("2020-04-15 08:14:59.999"), out::add);
    assertThat(out)
        .containsExactly(
            Row.insert(
                ts("2020-04-15 08:10"),
                ts("2020-04-15 08:06"),
                ts("2020-04-15 08:15"),
                ts("2020-04-15 08:14:59.999")),
            Row.insert(
                ts("2020-04-15 08:06"),
                ts("2020-04-15 08:06"),
                ts("2020-04-15 08:15"),
                ts("2020-04-15 08:14:59.999")));
  }

  @Test
  void cumulateListsGrowingWindowsAndHopListsTheLatestFirst() {
    long[] w = new long[8];
    WindowSpec cumulate = new WindowSpec(WindowKind.CUMULATE, 10 * MINUTE, 5 * MINUTE, 0);
    assertThat(cumulate.assign(millis("2020-04-15 08:02"), w)).isEqualTo(2);
    assertThat(w[1]).isEqualTo(millis("2020-04-15 08:05"));
    assertThat(w[3]).isEqualTo(millis("2020-04-15 08:10"));
    WindowSpec hop = new WindowSpec(WindowKind.HOP, 10 * MINUTE, 5 * MINUTE, MINUTE);
    assertThat(hop.assign(millis("2020-04-15 08:07"), w)).isEqualTo(2);
    assertThat(w[0]).isEqualTo(millis("2020-04-15 08:06"));
    assertThat(w[2]).isEqualTo(millis("2020-04-15 08:01"));
  }

  /** COUNT(*) grouped by fields (start, end) of a row [x, window_start, window_end]. */
  private static Operator countPerWindow(int start, int end, boolean ltz, ZoneId zone) {
    RowType input =
        new RowType(
            List.of(
                new Field("x", SqlType.STRING),
                new Field("ws", SqlType.STRING),
                new Field("we", SqlType.STRING)));
    AggCall count =
        new AggCall("COUNT", List.of(), false, -1, Types.aggregate("COUNT", SqlType.UNKNOWN), null);
    return new WindowAggOperator(
        new int[] {start, end}, end, List.of(Accumulators.of(count, input)), ltz, zone);
  }
}
