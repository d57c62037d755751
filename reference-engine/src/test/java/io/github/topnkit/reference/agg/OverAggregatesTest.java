package io.github.topnkit.reference.agg;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.topnkit.linter.model.StatementModel;
import io.github.topnkit.linter.plan.Calc;
import io.github.topnkit.linter.plan.Over;
import io.github.topnkit.linter.target.FlinkVersion;
import io.github.topnkit.reference.exec.Operator;
import io.github.topnkit.reference.exec.Row;
import io.github.topnkit.reference.expr.Evaluator;
import io.github.topnkit.reference.expr.ExprCompiler;
import io.github.topnkit.reference.expr.UnsupportedFeatureException;
import java.time.Instant;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * Streaming OVER aggregations: the non-time ROW_NUMBER case of spec-cases
 * rejections/streaming-top-n.spec.yaml (run on Flink 2.3.0), and the row-time and proc-time
 * functions of Flink's operators/over package (RowTimeUnboundedPrecedingOverFunctionV2,
 * RowTimeRows/RangeUnboundedPrecedingFunction, ProcTimeUnboundedPrecedingFunction).
 */
class OverAggregatesTest {

  private static final String SCORES =
      "CREATE TABLE Scores (k STRING, v INT, id INT, lim INT, pt AS PROCTIME())"
          + " WITH ('connector' = 'kafka', 'topic' = 'scores', 'format' = 'json');\n";
  private static final String BIDS =
      "CREATE TABLE Bids (item STRING, price INT, ts TIMESTAMP(3),"
          + " WATERMARK FOR ts AS ts - INTERVAL '1' SECOND)"
          + " WITH ('connector' = 'kafka', 'topic' = 'bids', 'format' = 'json');\n";
  private static final String ROWS_WINDOW =
      BIDS
          + "SELECT item, price, ts,"
          + " ROW_NUMBER() OVER (PARTITION BY item ORDER BY ts) AS rn,"
          + " SUM(price) OVER (PARTITION BY item ORDER BY ts"
          + " ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS total"
          + " FROM Bids";
  private static final String RANGE_WINDOW =
      BIDS
          + "SELECT item, price, ts,"
          + " COUNT(*) OVER (PARTITION BY item ORDER BY ts) AS n,"
          + " SUM(price) OVER (PARTITION BY item ORDER BY ts) AS total"
          + " FROM Bids";

  private static Operator operator(StatementModel model) {
    Over over = Statements.find(model.plan().root(), Over.class);
    return OverAggregates.of(over, Statements.context(model), TestAccumulators.FACTORY);
  }

  private static Changelog run(String script) {
    return new Changelog(operator(Statements.model(script)));
  }

  private static LocalDateTime at(int second) {
    return LocalDateTime.of(2020, 4, 15, 8, 0, second);
  }

  private static long millis(int second) {
    return RowTimeOverOperator.millis(at(second));
  }

  private static Changelog bids(Changelog c) {
    return c.insert("a", 10, at(2))
        .insert("a", 5, at(1))
        .insert("b", 7, at(1))
        .insert("a", 3, at(2))
        .watermark(millis(2))
        .insert("a", 1, at(2))
        .insert("a", 4, at(3))
        .end();
  }

  @Nested
  class NonTimeOrder {

    @Test
    void renumbersEveryLaterRowAndTheFilterPassesChangesOneByOne() {
      // rejections/streaming-top-n.spec.yaml "an OR with the rank bound runs as a non-time OVER
      // aggregation in ASC order (2.1+)": the Over, then the Calc (filter and projection) above.
      StatementModel model =
          Statements.model(
              SCORES
                  + "SELECT k, v, id, rn FROM (\n"
                  + "  SELECT *, ROW_NUMBER() OVER (PARTITION BY k ORDER BY v ASC) AS rn\n"
                  + "  FROM Scores)\n"
                  + "WHERE rn <= 1 OR id = 3");
      Calc calc = Statements.find(model.plan().root(), Calc.class);
      Changelog over = new Changelog(operator(model));
      Instant pt = Instant.EPOCH;
      over.insert("k", 10, 1, 2, pt).insert("k", 5, 2, 2, pt).insert("k", 7, 3, 2, pt);

      assertThat(over.lines())
          .containsExactly(
              "+I[k, 10, 1, 2, 1970-01-01T00:00:00Z, 1]",
              "+I[k, 5, 2, 2, 1970-01-01T00:00:00Z, 1]",
              "-U[k, 10, 1, 2, 1970-01-01T00:00:00Z, 1]",
              "+U[k, 10, 1, 2, 1970-01-01T00:00:00Z, 2]",
              "+I[k, 7, 3, 2, 1970-01-01T00:00:00Z, 2]",
              "-U[k, 10, 1, 2, 1970-01-01T00:00:00Z, 2]",
              "+U[k, 10, 1, 2, 1970-01-01T00:00:00Z, 3]");
      assertThat(applyCalc(calc, over.rows()))
          .containsExactly(
              "+I[k, 10, 1, 1]", "+I[k, 5, 2, 1]", "-U[k, 10, 1, 1]", "+I[k, 7, 3, 2]");
    }

    @Test
    void updatesLaterRowsUntilTheFirstUnchangedOne() {
      // NonTimeRowsUnboundedPrecedingFunction: a row inserted before others is sent as +I, then
      // later rows get -U/+U until one's value is unchanged (its "early out").
      Instant pt = Instant.EPOCH;
      Changelog c =
          run(SCORES
                  + "SELECT k, v, id, SUM(v) OVER (PARTITION BY k ORDER BY id"
                  + " ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS total FROM Scores")
              .insert("k", 10, 1, 0, pt)
              .insert("k", 5, 3, 0, pt)
              .insert("k", 0, 2, 0, pt)
              .insert("k", 1, 0, 0, pt);

      assertThat(c.rows().stream().map(r -> r.kind().shortString() + r.get(2) + "=" + r.get(5)))
          .containsExactly(
              "+I1=10", "+I3=15", "+I2=10", "+I0=1", "-U1=10", "+U1=11", "-U2=10", "+U2=11",
              "-U3=15", "+U3=16");
    }

    private List<String> applyCalc(Calc calc, List<Row> rows) {
      Evaluator condition = ExprCompiler.compile(calc.condition());
      List<Evaluator> projects = calc.projects().stream().map(ExprCompiler::compile).toList();
      List<String> out = new ArrayList<>();
      for (Row row : rows) {
        if (Boolean.TRUE.equals(condition.eval(row.values()))) {
          Object[] projected = new Object[projects.size()];
          for (int i = 0; i < projected.length; i++) {
            projected[i] = projects.get(i).eval(row.values());
          }
          out.add(row.kind().shortString() + Arrays.toString(projected));
        }
      }
      return out;
    }
  }

  @Nested
  class RowTimeOrder {

    @Test
    void version2EmitsAllPartitionsTimestampByTimestampAndDropsLateRows() {
      assertThat(bids(run(ROWS_WINDOW)).lines())
          .containsExactly(
              "+I[a, 5, 2020-04-15T08:00:01, 1, 5]",
              "+I[b, 7, 2020-04-15T08:00:01, 1, 7]",
              "+I[a, 10, 2020-04-15T08:00:02, 2, 15]",
              "+I[a, 3, 2020-04-15T08:00:02, 3, 18]",
              "+I[a, 4, 2020-04-15T08:00:03, 4, 22]");
    }

    @Test
    void version1DrainsOnePartitionAtATime() {
      Changelog c = new Changelog(operator(Statements.model(ROWS_WINDOW, FlinkVersion.V1_20)));

      assertThat(bids(c).lines())
          .containsExactly(
              "+I[a, 5, 2020-04-15T08:00:01, 1, 5]",
              "+I[a, 10, 2020-04-15T08:00:02, 2, 15]",
              "+I[a, 3, 2020-04-15T08:00:02, 3, 18]",
              "+I[b, 7, 2020-04-15T08:00:01, 1, 7]",
              "+I[a, 4, 2020-04-15T08:00:03, 4, 22]");
    }

    @Test
    void version1IsSelectedBySetting() {
      Changelog c = run("SET 'table.exec.unbounded-over.version' = '1';\n" + ROWS_WINDOW);

      assertThat(bids(c).lines()).element(1).isEqualTo("+I[a, 10, 2020-04-15T08:00:02, 2, 15]");
    }

    @Test
    void rangeGivesPeersOfATimestampTheSameValue() {
      assertThat(bids(run(RANGE_WINDOW)).lines())
          .containsExactly(
              "+I[a, 5, 2020-04-15T08:00:01, 1, 5]",
              "+I[b, 7, 2020-04-15T08:00:01, 1, 7]",
              "+I[a, 10, 2020-04-15T08:00:02, 3, 18]",
              "+I[a, 3, 2020-04-15T08:00:02, 3, 18]",
              "+I[a, 4, 2020-04-15T08:00:03, 4, 22]");
    }

    @Test
    void holdsRowsUntilTheWatermarkPassesThem() {
      Changelog c = run(ROWS_WINDOW).insert("a", 10, at(2)).watermark(millis(1));

      assertThat(c.lines()).isEmpty();
      assertThat(c.watermark(millis(2)).lines())
          .containsExactly("+I[a, 10, 2020-04-15T08:00:02, 1, 10]");
    }
  }

  @Nested
  class ProcTimeOrder {

    @Test
    void emitsEachRowOnArrival() {
      Instant pt = Instant.EPOCH;
      Changelog c =
          run(SCORES + "SELECT k, v, COUNT(*) OVER (PARTITION BY k ORDER BY pt) AS n FROM Scores")
              .insert("k", 10, 1, 2, pt)
              .insert("j", 5, 2, 2, pt)
              .insert("k", 7, 3, 2, pt);

      assertThat(c.lines())
          .containsExactly(
              "+I[k, 10, 1, 2, 1970-01-01T00:00:00Z, 1]",
              "+I[j, 5, 2, 2, 1970-01-01T00:00:00Z, 1]",
              "+I[k, 7, 3, 2, 1970-01-01T00:00:00Z, 2]");
    }
  }

  @Nested
  class Rejects {

    @Test
    void boundedPrecedingFrames() {
      String sql =
          BIDS
              + "SELECT item, SUM(price) OVER (PARTITION BY item ORDER BY ts"
              + " ROWS BETWEEN 2 PRECEDING AND CURRENT ROW) FROM Bids";

      assertThatThrownBy(() -> run(sql))
          .isInstanceOf(UnsupportedFeatureException.class)
          .hasMessageContaining("UNBOUNDED PRECEDING");
    }

    @Test
    void nonTimeAggregatesWhoseAccumulatorIsNotTheirValue() {
      String sql =
          SCORES
              + "SELECT k, AVG(v) OVER (PARTITION BY k ORDER BY v"
              + " ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS mean FROM Scores";

      assertThatThrownBy(() -> run(sql))
          .isInstanceOf(UnsupportedFeatureException.class)
          .hasMessageContaining("AVG()");
    }

    @Test
    void nonTimeRangeFrames() {
      // NonTimeRangeUnboundedPrecedingFunction (peers share a value) is not reproduced.
      String sql =
          SCORES + "SELECT k, SUM(v) OVER (PARTITION BY k ORDER BY v) AS total FROM Scores";

      assertThatThrownBy(() -> run(sql))
          .isInstanceOf(UnsupportedFeatureException.class)
          .hasMessageContaining("RANGE");
    }

    @Test
    void nonTimeOrderBeforeFlink21() {
      String sql =
          SCORES + "SELECT k, v, ROW_NUMBER() OVER (PARTITION BY k ORDER BY v) AS rn FROM Scores";

      assertThatThrownBy(() -> operator(Statements.model(sql, FlinkVersion.V2_0)))
          .isInstanceOf(UnsupportedFeatureException.class)
          .hasMessageContaining("time attribute");
    }

    @Test
    void rankFunctionsOtherThanRowNumber() {
      String sql = BIDS + "SELECT item, RANK() OVER (PARTITION BY item ORDER BY ts) FROM Bids";

      assertThatThrownBy(() -> run(sql))
          .isInstanceOf(UnsupportedFeatureException.class)
          .hasMessageContaining("RANK()");
    }

    @Test
    void updatingInputs() {
      String sql =
          "CREATE TABLE Cdc (k STRING, v INT, pt AS PROCTIME())"
              + " WITH ('connector' = 'kafka', 'topic' = 'cdc', 'format' = 'debezium-json');\n"
              + "SELECT k, COUNT(*) OVER (PARTITION BY k ORDER BY pt) FROM Cdc";

      assertThatThrownBy(() -> run(sql))
          .isInstanceOf(UnsupportedFeatureException.class)
          .hasMessageContaining("updating input");
    }
  }
}
