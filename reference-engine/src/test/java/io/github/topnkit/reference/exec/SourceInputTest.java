package io.github.topnkit.reference.exec;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.linter.model.StatementModel;
import io.github.topnkit.linter.plan.RelNode;
import io.github.topnkit.linter.plan.TableScan;
import io.github.topnkit.spec.InputEvent;
import io.github.topnkit.spec.RowKind;
import io.github.topnkit.spec.SpecRow;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Sources replay input as the kit's Flink source does ({@code SpecSourceReader}): a watermark from
 * the WATERMARK expression after each row, only when it advances; {@code watermark} lines; then
 * Long.MAX_VALUE and the end of input.
 */
class SourceInputTest {

  private static final String BIDS =
      """
      CREATE TABLE B (
        id INT, ts TIMESTAMP(3), big AS id > 1,
        WATERMARK FOR ts AS ts - INTERVAL '5' SECOND
      ) WITH ('connector' = 'kafka', 'topic' = 'b', 'format' = 'json');
      SELECT * FROM B;
      """;

  /** Records what a source sends, one line per event. */
  static final class Recorder implements Node {
    final List<String> events = new ArrayList<>();

    @Override
    public void element(Row row) {
      events.add(row.toString());
    }

    @Override
    public void watermark(long watermark) {
      events.add(
          watermark == Long.MAX_VALUE
              ? "wm MAX"
              : "wm " + LocalDateTime.ofEpochSecond(watermark / 1000, 0, ZoneOffset.UTC));
    }

    @Override
    public void end() {
      events.add("end");
    }
  }

  static TableScan scan(RelNode node) {
    return node instanceof TableScan s ? s : scan(node.inputs().get(0));
  }

  private static InputEvent row(Object... values) {
    return new InputEvent.Row(SpecRow.of(RowKind.INSERT, values), Plans.AT);
  }

  private static LocalDateTime t(String time) {
    return LocalDateTime.parse("2020-04-15T" + time);
  }

  @Test
  void watermarksFollowTheRowsAndNeverGoBack() {
    StatementModel model = Plans.last(BIDS);
    List<InputEvent> events =
        List.of(
            row(1, t("10:00:10")),
            row(2, t("10:00:02")),
            new InputEvent.Watermark(t("10:00:30"), Plans.AT),
            row(3, t("10:00:20")),
            row(4, null),
            row(5, t("10:00:40")));
    Recorder out = new Recorder();
    SourceInput.of(scan(model.plan().root()), events, ZoneOffset.UTC).replay(out);
    assertThat(out.events)
        .containsExactly(
            "+I[1, 2020-04-15T10:00:10, false]",
            "wm 2020-04-15T10:00:05",
            // 09:59:57 would move the watermark back: Flink's source does not emit it.
            "+I[2, 2020-04-15T10:00:02, true]",
            "wm 2020-04-15T10:00:30",
            "+I[3, 2020-04-15T10:00:20, true]",
            // A NULL rowtime gives no watermark.
            "+I[4, null, true]",
            "+I[5, 2020-04-15T10:00:40, true]",
            "wm 2020-04-15T10:00:35",
            "wm MAX",
            "end");
  }

  @Test
  void watermarkLinesOfATimestampLtzRowtimeAreReadInTheSessionZone() {
    StatementModel model =
        Plans.last(
            """
            CREATE TABLE L (
              id INT, ts TIMESTAMP_LTZ(3),
              WATERMARK FOR ts AS ts
            ) WITH ('connector' = 'kafka', 'topic' = 'l', 'format' = 'json');
            SELECT * FROM L;
            """);
    Recorder out = new Recorder();
    SourceInput.of(
            scan(model.plan().root()),
            List.of(new InputEvent.Watermark(t("10:00:00"), Plans.AT)),
            ZoneId.of("Europe/Berlin"))
        .replay(out);
    // 10:00 in Berlin (summer time) is 08:00 UTC.
    assertThat(out.events).containsExactly("wm 2020-04-15T08:00", "wm MAX", "end");
  }

  @Test
  void proctimeColumnsGetIncreasingPlaceholderInstants() {
    StatementModel model =
        Plans.last(
            """
            CREATE TABLE P (
              id INT, pt AS PROCTIME()
            ) WITH ('connector' = 'kafka', 'topic' = 'p', 'format' = 'json');
            SELECT * FROM P;
            """);
    List<Object[]> rows =
        SourceInput.of(scan(model.plan().root()), List.of(row(1), row(2)), ZoneOffset.UTC).rows();
    assertThat(rows).hasSize(2);
    assertThat((Instant) rows.get(0)[1]).isBefore((Instant) rows.get(1)[1]);
  }

  @Test
  void aTableWithoutWatermarkStillForwardsWatermarkLines() {
    StatementModel model =
        Plans.last(
            """
            CREATE TABLE N (id INT, ts TIMESTAMP(3))
            WITH ('connector' = 'kafka', 'topic' = 'n', 'format' = 'json');
            SELECT * FROM N;
            """);
    Recorder out = new Recorder();
    SourceInput.of(
            scan(model.plan().root()),
            List.of(row(1, t("10:00:00")), new InputEvent.Watermark(t("10:00:30"), Plans.AT)),
            ZoneOffset.UTC)
        .replay(out);
    assertThat(out.events)
        .containsExactly("+I[1, 2020-04-15T10:00]", "wm 2020-04-15T10:00:30", "wm MAX", "end");
  }
}
