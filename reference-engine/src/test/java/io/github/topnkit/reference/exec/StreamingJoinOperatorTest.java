package io.github.topnkit.reference.exec;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.linter.plan.Join;
import io.github.topnkit.linter.plan.RelNode;
import io.github.topnkit.reference.physical.MultiInputNode;
import io.github.topnkit.spec.RowKind;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Regular joins as Flink's {@code StreamingJoinOperator} emits them (its retract semantics: outer
 * rows padded with NULLs while unmatched, -D of the padded row at the first match and +I again when
 * the last match goes; inner sides keep their row kinds).
 */
class StreamingJoinOperatorTest {

  private static final String TABLES =
      """
      CREATE TABLE O (oid STRING, cid STRING, amount INT)
        WITH ('connector' = 'kafka', 'topic' = 'o', 'format' = 'json');
      CREATE TABLE C (id STRING, country STRING)
        WITH ('connector' = 'kafka', 'topic' = 'c', 'format' = 'json');
      """;

  private final List<Row> out = new ArrayList<>();

  private static StreamingJoinOperator join(String on, String type) {
    RelNode root =
        Plans.last(TABLES + "SELECT * FROM O " + type + " JOIN C ON " + on + ";").plan().root();
    return new StreamingJoinOperator(find(root), ZoneOffset.UTC);
  }

  private static Join find(RelNode node) {
    if (node instanceof Join j) {
      return j;
    }
    return find(node.inputs().get(0));
  }

  private static Row row(RowKind kind, Object... values) {
    return new Row(kind, values);
  }

  @Test
  void aLeftJoinPadsRetractsThePaddingAtTheFirstMatchAndPadsAgainAfterTheLast() {
    StreamingJoinOperator op = join("O.cid = C.id", "LEFT");
    op.processElement(row(RowKind.INSERT, "o1", "c1", 10), true, out::add);
    op.processElement(row(RowKind.INSERT, "c1", "DE"), false, out::add);
    op.processElement(row(RowKind.INSERT, "c1", "FR"), false, out::add);
    op.processElement(row(RowKind.DELETE, "c1", "DE"), false, out::add);
    op.processElement(row(RowKind.DELETE, "c1", "FR"), false, out::add);
    assertThat(out)
        .containsExactly(
            row(RowKind.INSERT, "o1", "c1", 10, null, null),
            row(RowKind.DELETE, "o1", "c1", 10, null, null),
            row(RowKind.INSERT, "o1", "c1", 10, "c1", "DE"),
            row(RowKind.INSERT, "o1", "c1", 10, "c1", "FR"),
            row(RowKind.DELETE, "o1", "c1", 10, "c1", "DE"),
            row(RowKind.DELETE, "o1", "c1", 10, "c1", "FR"),
            row(RowKind.INSERT, "o1", "c1", 10, null, null));
  }

  @Test
  void anOuterRowRetractedWithoutMatchIsDeletedPadded() {
    StreamingJoinOperator op = join("O.cid = C.id", "LEFT");
    op.processElement(row(RowKind.INSERT, "o1", "c1", 10), true, out::add);
    op.processElement(row(RowKind.UPDATE_BEFORE, "o1", "c1", 10), true, out::add);
    assertThat(out)
        .containsExactly(
            row(RowKind.INSERT, "o1", "c1", 10, null, null),
            row(RowKind.DELETE, "o1", "c1", 10, null, null));
  }

  @Test
  void anInnerJoinKeepsTheInputRowKinds() {
    StreamingJoinOperator op = join("O.cid = C.id", "INNER");
    op.processElement(row(RowKind.INSERT, "c1", "DE"), false, out::add);
    op.processElement(row(RowKind.INSERT, "o1", "c1", 10), true, out::add);
    op.processElement(row(RowKind.UPDATE_BEFORE, "o1", "c1", 10), true, out::add);
    op.processElement(row(RowKind.UPDATE_AFTER, "o1", "c1", 20), true, out::add);
    assertThat(out)
        .containsExactly(
            row(RowKind.INSERT, "o1", "c1", 10, "c1", "DE"),
            row(RowKind.UPDATE_BEFORE, "o1", "c1", 10, "c1", "DE"),
            row(RowKind.UPDATE_AFTER, "o1", "c1", 20, "c1", "DE"));
  }

  @Test
  void nullKeysNeverMatchAndAFullJoinPadsBothSides() {
    StreamingJoinOperator op = join("O.cid = C.id", "FULL");
    op.processElement(row(RowKind.INSERT, "o1", null, 10), true, out::add);
    op.processElement(row(RowKind.INSERT, null, "XX"), false, out::add);
    assertThat(out)
        .containsExactly(
            row(RowKind.INSERT, "o1", null, 10, null, null),
            row(RowKind.INSERT, null, null, null, null, "XX"));
  }

  @Test
  void eachMatchOfAnOuterSideRetractsItsPaddingJustBeforeItsJoinedRow() {
    StreamingJoinOperator op = join("O.cid = C.id", "FULL");
    op.processElement(row(RowKind.INSERT, "c1", "DE"), false, out::add);
    op.processElement(row(RowKind.INSERT, "c1", "FR"), false, out::add);
    op.processElement(row(RowKind.INSERT, "o1", "c1", 10), true, out::add);
    op.processElement(row(RowKind.DELETE, "o1", "c1", 10), true, out::add);
    assertThat(out)
        .containsExactly(
            row(RowKind.INSERT, null, null, null, "c1", "DE"),
            row(RowKind.INSERT, null, null, null, "c1", "FR"),
            row(RowKind.DELETE, null, null, null, "c1", "DE"),
            row(RowKind.INSERT, "o1", "c1", 10, "c1", "DE"),
            row(RowKind.DELETE, null, null, null, "c1", "FR"),
            row(RowKind.INSERT, "o1", "c1", 10, "c1", "FR"),
            row(RowKind.DELETE, "o1", "c1", 10, "c1", "DE"),
            row(RowKind.INSERT, null, null, null, "c1", "DE"),
            row(RowKind.DELETE, "o1", "c1", 10, "c1", "FR"),
            row(RowKind.INSERT, null, null, null, "c1", "FR"));
  }

  @Test
  void theRemainingConditionDecidesAMatch() {
    StreamingJoinOperator op = join("O.cid = C.id AND O.amount > 15", "LEFT");
    op.processElement(row(RowKind.INSERT, "c1", "DE"), false, out::add);
    op.processElement(row(RowKind.INSERT, "o1", "c1", 10), true, out::add);
    op.processElement(row(RowKind.INSERT, "o2", "c1", 20), true, out::add);
    assertThat(out)
        .containsExactly(
            row(RowKind.INSERT, "o1", "c1", 10, null, null),
            row(RowKind.INSERT, "o2", "c1", 20, "c1", "DE"));
  }

  @Test
  void aJoinStageForwardsTheSmallerWatermarkAndEndsWhenBothInputsEnded() {
    SourceInputTest.Recorder rec = new SourceInputTest.Recorder();
    MultiInputNode stage = MultiInputNode.join(join("O.cid = C.id", "INNER"), rec);
    stage.input(0).watermark(5_000);
    stage.input(1).watermark(3_000);
    stage.input(0).end();
    assertThat(rec.events).containsExactly("wm 1970-01-01T00:00:03");
    stage.input(1).watermark(Long.MAX_VALUE);
    stage.input(1).end();
    assertThat(rec.events)
        .containsExactly("wm 1970-01-01T00:00:03", "wm 1970-01-01T00:00:05", "end");
  }
}
