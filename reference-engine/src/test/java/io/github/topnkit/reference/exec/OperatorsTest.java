package io.github.topnkit.reference.exec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.topnkit.linter.model.StatementModel;
import io.github.topnkit.linter.plan.Calc;
import io.github.topnkit.reference.expr.UnsupportedFeatureException;
import io.github.topnkit.reference.physical.Executor;
import io.github.topnkit.reference.physical.MultiInputNode;
import io.github.topnkit.reference.physical.OperatorNode;
import io.github.topnkit.spec.InputEvent;
import io.github.topnkit.spec.RowKind;
import io.github.topnkit.spec.SpecRow;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Calc, union and the executor's refusals. */
class OperatorsTest {

  private static final String T =
      """
      CREATE TABLE T (id INT, v INT) WITH ('connector' = 'kafka', 'topic' = 't', 'format' = 'json');
      """;

  @Test
  void calcFiltersProjectsAndKeepsTheRowKind() {
    Calc calc = (Calc) Plans.last(T + "SELECT v, id FROM T WHERE v > 6;").plan().root();
    CalcOperator op = new CalcOperator(calc);
    List<Row> out = new ArrayList<>();
    op.processElement(new Row(RowKind.UPDATE_BEFORE, new Object[] {1, 10}), out::add);
    op.processElement(new Row(RowKind.DELETE, new Object[] {2, null}), out::add);
    op.processElement(new Row(RowKind.INSERT, new Object[] {3, 5}), out::add);
    assertThat(out).containsExactly(new Row(RowKind.UPDATE_BEFORE, new Object[] {10, 1}));
  }

  @Test
  void aFilterOnlyCalcForwardsTheSameRow() {
    Calc calc = (Calc) Plans.last(T + "SELECT * FROM T WHERE id = 1;").plan().root();
    Row row = Row.insert(1, 2);
    List<Row> out = new ArrayList<>();
    new CalcOperator(calc).processElement(row, out::add);
    assertThat(out).hasSize(1);
    assertThat(out.get(0)).isSameAs(row);
  }

  @Test
  void aUnionForwardsTheSmallestWatermarkAndEndsWhenAllInputsEnded() {
    SourceInputTest.Recorder out = new SourceInputTest.Recorder();
    MultiInputNode union = MultiInputNode.union(2, out);
    Node a = union.input(0);
    Node b = union.input(1);
    a.watermark(5_000);
    b.watermark(3_000);
    a.watermark(Long.MAX_VALUE);
    a.end();
    assertThat(out.events).containsExactly("wm 1970-01-01T00:00:03");
    b.watermark(Long.MAX_VALUE);
    b.end();
    assertThat(out.events).containsExactly("wm 1970-01-01T00:00:03", "wm MAX", "end");
  }

  @Test
  void statefulPlansOverSeveralSourcesAreRefusedUnlessReplayedInTurn() {
    StatementModel model =
        Plans.last(
            T
                + """
                CREATE TABLE U (
                  id INT, v INT, PRIMARY KEY (id) NOT ENFORCED
                ) WITH ('connector' = 'upsert-kafka', 'topic' = 'u',
                        'key.format' = 'json', 'value.format' = 'json');
                CREATE TABLE S (id INT, v INT) WITH ('connector' = 'print');
                INSERT INTO S SELECT * FROM T UNION ALL SELECT * FROM U;
                """);
    PlanContext ctx = new PlanContext(model, ZoneOffset.UTC);
    List<InputEvent> one = List.of(new InputEvent.Row(SpecRow.of(RowKind.INSERT, 1, 1), Plans.AT));
    assertThatThrownBy(
            () ->
                Executor.run(
                    model.plan().root(),
                    ctx,
                    scan -> SourceInput.of(scan, one, ZoneOffset.UTC),
                    false))
        .isInstanceOf(UnsupportedFeatureException.class)
        .hasMessageContaining("interleave");
    // Replayed in turn, the upsert source's ChangelogNormalize turns its +I into +I.
    assertThat(
            Executor.run(
                model.plan().root(), ctx, scan -> SourceInput.of(scan, one, ZoneOffset.UTC), true))
        .hasSize(2);
  }

  @Test
  void proctimeValuesMustNotReachTheResult() {
    StatementModel model =
        Plans.last(
            """
            CREATE TABLE P (
              id INT, pt AS PROCTIME()
            ) WITH ('connector' = 'kafka', 'topic' = 'p', 'format' = 'json');
            SELECT id, pt FROM P;
            """);
    assertThatThrownBy(
            () ->
                Executor.run(
                    model.plan().root(),
                    new PlanContext(model, ZoneOffset.UTC),
                    scan -> SourceInput.of(scan, List.of(), ZoneOffset.UTC),
                    false))
        .isInstanceOf(UnsupportedFeatureException.class)
        .hasMessageContaining("processing time");
  }

  @Test
  void aJoinsChangelogOverTwoSourcesIsUnsupportedWithTheirSpan() {
    // Flink interleaves the two sources in no defined order; only a final result is defined.
    StatementModel model = Plans.last(T + "SELECT a.id FROM T a JOIN T b ON a.id = b.id;");
    UnsupportedFeatureException e =
        org.junit.jupiter.api.Assertions.assertThrows(
            UnsupportedFeatureException.class,
            () ->
                Executor.run(
                    model.plan().root(),
                    new PlanContext(model, ZoneOffset.UTC),
                    scan -> SourceInput.of(scan, List.of(), ZoneOffset.UTC),
                    false));
    assertThat(e.getMessage()).contains("interleave");
    assertThat(e.span()).isPresent();
  }

  @Test
  void anOperatorsWatermarkOutputPrecedesTheWatermarkAndItsEndOutputTheEnd() {
    // Flink's operator chain: what processWatermark emits goes downstream before the watermark
    // itself; endInput follows the final watermark.
    Operator buffering =
        new Operator() {
          private Row held;

          @Override
          public void processElement(Row row, Collector out) {
            held = row;
          }

          @Override
          public void processWatermark(long watermark, Collector out) {
            if (held != null) {
              out.collect(held);
              held = null;
            }
          }

          @Override
          public void endInput(Collector out) {
            out.collect(Row.insert("end"));
          }
        };
    SourceInputTest.Recorder out = new SourceInputTest.Recorder();
    OperatorNode node = new OperatorNode(buffering, out);
    node.element(Row.insert(1));
    node.watermark(1_000);
    node.watermark(Long.MAX_VALUE);
    node.end();
    assertThat(out.events)
        .containsExactly("+I[1]", "wm 1970-01-01T00:00:01", "wm MAX", "+I[end]", "end");
  }
}
