package io.github.topnkit.linter.model;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.linter.catalog.Catalog;
import io.github.topnkit.linter.parse.ParsedScript;
import io.github.topnkit.linter.parse.SourceFile;
import io.github.topnkit.linter.parse.SqlFrontEnd;
import io.github.topnkit.linter.target.Dialect;
import io.github.topnkit.linter.target.ExecutionMode;
import io.github.topnkit.linter.target.FlinkVersion;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The rejections of window TVF statements the planner agreement corpus holds against Flink: sinks
 * written two rowtime attributes, window TVF argument counts, window columns a second TVF adds
 * twice and the planner's NullPointerException on a window aggregation over a view of another TVF.
 */
class WindowRejectionsTest {

  private static final String DDL =
      """
      CREATE TABLE Bid (
        bidtime TIMESTAMP(3), price DECIMAL(10, 2), item STRING, supplier_id STRING,
        WATERMARK FOR bidtime AS bidtime - INTERVAL '1' SECOND
      ) WITH ('connector' = 'kafka');
      CREATE TABLE TopBids (
        bidtime TIMESTAMP(3), price DECIMAL(10, 2), item STRING, supplier_id STRING,
        window_start TIMESTAMP(3), window_end TIMESTAMP(3), window_time TIMESTAMP(3), rownum BIGINT
      ) WITH ('connector' = 'kafka');
      CREATE TABLE Totals (
        window_start TIMESTAMP(3), window_end TIMESTAMP(3), total DECIMAL(38, 2)
      ) WITH ('connector' = 'print');
      CREATE VIEW KeptBounds AS
      SELECT window_start, window_end, window_time AS rowtime, SUM(price) AS partial_price
      FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '5' MINUTES))
      GROUP BY supplier_id, window_start, window_end, window_time;
      CREATE VIEW RenamedBounds AS
      SELECT window_start AS ws, window_end AS we, window_time AS rowtime, SUM(price) AS partial_price
      FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '5' MINUTES))
      GROUP BY supplier_id, window_start, window_end, window_time;
      CREATE VIEW Windowed AS
      SELECT bidtime, price, supplier_id
      FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES));
      """;

  private static final String TOP_N_STAR =
      """
      SELECT * FROM (
        SELECT *, ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY price DESC) AS rownum
        FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES)))
      WHERE rownum <= 3
      """;

  @Test
  void aTableSinkWrittenTwoRowtimeAttributesFailsInTranslation() {
    Rejection r = first("INSERT INTO TopBids " + TOP_N_STAR).orElseThrow();
    assertThat(r.phase()).isEqualTo(Rejection.Phase.TRANSLATION);
    assertThat(r.cause()).isEqualTo(Rejection.Cause.SINK_ROWTIME);
    assertThat(r.message())
        .isEqualTo(
            "The query contains more than one rowtime attribute column [bidtime, window_time] for"
                + " writing into table 'default_catalog.default_database.TopBids'.\n"
                + "Please select the column that should be used as the event-time timestamp for the"
                + " table sink by casting all other columns to regular TIMESTAMP or TIMESTAMP_LTZ.");
    assertThat(first("INSERT INTO TopBids " + TOP_N_STAR, FlinkVersion.V1_20))
        .map(Rejection::message)
        .contains(r.message());
  }

  @Test
  void aCollectedSelectADisabledInserterAndBatchModeWriteNoRowtimeCheck() {
    assertThat(first(TOP_N_STAR)).isEmpty();
    assertThat(
            first(
                "SET 'table.exec.sink.rowtime-inserter' = 'disabled';\nINSERT INTO TopBids "
                    + TOP_N_STAR))
        .isEmpty();
    assertThat(
            first(
                """
                INSERT INTO TopBids
                SELECT CAST(bidtime AS TIMESTAMP(3)), price, item, supplier_id, window_start,
                  window_end, window_time, 1
                FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES))
                """))
        .isEmpty();
  }

  @Test
  void aWindowTvfWithTooManyOrTooFewArgumentsFailsValidation() {
    assertArguments(
        "SESSION(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '5' MINUTES, INTERVAL '1' MINUTES)",
        "SESSION",
        3);
    assertArguments("SESSION(TABLE Bid, DESCRIPTOR(bidtime))", "SESSION", 3);
    assertArguments(
        "CUMULATE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '2' MINUTES, INTERVAL '10' MINUTES,"
            + " INTERVAL '0' SECOND, true)",
        "CUMULATE",
        4);
    assertArguments(
        "CUMULATE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '2' MINUTES)", "CUMULATE", 4);
    assertArguments(
        "TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '2' MINUTES, INTERVAL '1' MINUTES,"
            + " INTERVAL '1' MINUTES)",
        "TUMBLE",
        3);
    assertArguments("TUMBLE(DATA => TABLE Bid, TIMECOL => DESCRIPTOR(bidtime))", "TUMBLE", 3);
    assertArguments("HOP(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '2' MINUTES)", "HOP", 4);
  }

  @Test
  void aWindowTvfWithItsOptionalOffsetIsValid() {
    assertThat(
            first(
                "SELECT * FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '2' MINUTES,"
                    + " INTERVAL '1' MINUTES))"))
        .isEmpty();
    assertThat(
            first(
                "SELECT * FROM TABLE(HOP(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '2' MINUTES,"
                    + " INTERVAL '4' MINUTES, INTERVAL '1' MINUTES))"))
        .isEmpty();
  }

  @Test
  void aSecondTvfOverAViewKeepingTheWindowBoundsMakesThemAmbiguous() {
    String grouped =
        """
        SELECT window_end, window_start, SUM(partial_price) AS total
        FROM TABLE(TUMBLE(TABLE KeptBounds, DESCRIPTOR(rowtime), INTERVAL '10' MINUTES))
        GROUP BY window_start, window_end
        """;
    Rejection r = first(grouped).orElseThrow();
    assertThat(r.phase()).isEqualTo(Rejection.Phase.VALIDATION);
    assertThat(r.cause()).isEqualTo(Rejection.Cause.AMBIGUOUS_COLUMN);
    // Flink validates GROUP BY before the select list, and stops at the first.
    assertThat(r.message()).isEqualTo("Column 'window_start' is ambiguous");
    assertThat(
            analyze(grouped, FlinkVersion.V2_3).rejections().stream()
                .filter(x -> x.cause() == Rejection.Cause.AMBIGUOUS_COLUMN))
        .hasSize(1);
    assertThat(
            first(
                "SELECT * FROM TABLE(TUMBLE(TABLE KeptBounds, DESCRIPTOR(rowtime), INTERVAL '10'"
                    + " MINUTES))"))
        .map(Rejection::message)
        .contains("Column 'window_start' is ambiguous");
    assertThat(
            first(
                "SELECT rowtime, partial_price FROM TABLE(TUMBLE(TABLE KeptBounds,"
                    + " DESCRIPTOR(rowtime), INTERVAL '10' MINUTES))"))
        .isEmpty();
    assertThat(
            first(
                """
                SELECT window_start, window_end, SUM(partial_price) AS total
                FROM TABLE(TUMBLE(TABLE RenamedBounds, DESCRIPTOR(rowtime), INTERVAL '10' MINUTES))
                GROUP BY window_start, window_end
                """))
        .isEmpty();
  }

  @Test
  void aWindowAggregationOverAViewOfAStandaloneTvfHitsFlinksPlannerBug() {
    for (FlinkVersion v : List.of(FlinkVersion.V2_3, FlinkVersion.V1_20)) {
      Rejection r =
          first(
                  """
                  INSERT INTO Totals
                  SELECT window_start, window_end, SUM(price)
                  FROM TABLE(TUMBLE(TABLE Windowed, DESCRIPTOR(bidtime), INTERVAL '5' MINUTES))
                  GROUP BY window_start, window_end
                  """,
                  v)
              .orElseThrow();
      assertThat(r.phase()).isEqualTo(Rejection.Phase.PHYSICAL);
      assertThat(r.cause()).isEqualTo(Rejection.Cause.PLANNER_BUG);
      assertThat(r.message())
          .startsWith(
              "Cannot invoke \"org.apache.flink.table.planner.plan.trait.RelWindowProperties"
                  + ".getWindowColumns()\"");
    }
    assertThat(
            first(
                """
                SELECT SUM(price) AS total
                FROM TABLE(TUMBLE(TABLE Windowed, DESCRIPTOR(bidtime), INTERVAL '5' MINUTES))
                GROUP BY window_start, window_end, supplier_id
                """))
        .map(Rejection::cause)
        .contains(Rejection.Cause.PLANNER_BUG);
  }

  @Test
  void theSameShapesWithoutTheWindowAggregationOrWithCascadingWindowsPlan() {
    assertThat(
            first(
                """
                SELECT * FROM (
                  SELECT *, ROW_NUMBER() OVER (
                      PARTITION BY window_start, window_end ORDER BY price DESC) AS rownum
                  FROM TABLE(TUMBLE(TABLE Windowed, DESCRIPTOR(bidtime), INTERVAL '5' MINUTES)))
                WHERE rownum <= 1
                """))
        .isEmpty();
    assertThat(
            first(
                "SELECT supplier_id, window_start FROM TABLE(TUMBLE(TABLE Windowed,"
                    + " DESCRIPTOR(bidtime), INTERVAL '5' MINUTES))"))
        .isEmpty();
    assertThat(
            first(
                """
                SELECT window_start, SUM(price) AS total
                FROM TABLE(TUMBLE(TABLE Windowed, DESCRIPTOR(bidtime), INTERVAL '5' MINUTES))
                GROUP BY window_start
                """))
        .isEmpty();
    assertThat(
            first(
                """
                SELECT window_start, window_end, SUM(price) AS total
                FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '5' MINUTES))
                GROUP BY window_start, window_end
                """))
        .isEmpty();
  }

  private static void assertArguments(String call, String function, int expected) {
    for (FlinkVersion v : List.of(FlinkVersion.V2_3, FlinkVersion.V1_20)) {
      Rejection r = first("SELECT * FROM TABLE(" + call + ")", v).orElseThrow();
      assertThat(r.phase()).isEqualTo(Rejection.Phase.VALIDATION);
      assertThat(r.cause()).isEqualTo(Rejection.Cause.WINDOW_ARGUMENT);
      assertThat(r.message())
          .isEqualTo(
              "Invalid number of arguments to function '"
                  + function
                  + "'. Was expecting "
                  + expected
                  + " arguments");
    }
  }

  private static Optional<Rejection> first(String statement) {
    return first(statement, FlinkVersion.V2_3);
  }

  private static Optional<Rejection> first(String statement, FlinkVersion version) {
    return analyze(statement, version).firstRejection();
  }

  private static StatementModel analyze(String statement, FlinkVersion version) {
    ParsedScript script =
        new SqlFrontEnd().parse(SourceFile.of("test.sql", DDL + statement + ";\n"));
    assertThat(script.problems()).isEmpty();
    ScriptModel model =
        new ScriptAnalyzer(
                new Catalog(), version, ExecutionMode.STREAMING, Dialect.FLINK, "test.sql")
            .analyze(script);
    assertThat(model.failures()).isEmpty();
    List<AnalyzedStatement> queries = model.queries();
    return queries.get(queries.size() - 1).model();
  }
}
