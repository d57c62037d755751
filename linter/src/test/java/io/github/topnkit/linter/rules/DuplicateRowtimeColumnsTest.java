package io.github.topnkit.linter.rules;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.linter.diag.Diagnostic;
import java.util.List;
import org.junit.jupiter.api.Test;

class DuplicateRowtimeColumnsTest {

  private static final String DDL =
      """
      CREATE TABLE Bid (
        bidtime TIMESTAMP(3), price INT, item STRING,
        WATERMARK FOR bidtime AS bidtime - INTERVAL '1' SECOND
      ) WITH ('connector' = 'kafka');
      CREATE TABLE S (
        bidtime TIMESTAMP(3), price INT, item STRING,
        window_start TIMESTAMP(3), window_end TIMESTAMP(3), window_time TIMESTAMP(3)
      ) WITH ('connector' = 'kafka');
      """;

  private final RuleTester tester = RuleTester.of(new DuplicateRowtimeColumns());

  @Test
  void reportsSelectStarOverAWindowTvfIntoASink() {
    List<Diagnostic> findings =
        tester.check(
            DDL
                + """
                -- expect: DuplicateRowtimeColumns
                INSERT INTO S
                SELECT * FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES));
                """);
    assertThat(findings.get(0).message())
        .contains("(a window TVF keeps its input's rowtime column and adds window_time)")
        .endsWith(
            "\"The query contains more than one rowtime attribute column [bidtime, window_time]"
                + " for writing into table 'default_catalog.default_database.S'.\"");
    assertThat(findings.get(0).fix()).contains("CAST(bidtime AS TIMESTAMP(3)) AS bidtime");
  }

  @Test
  void acceptsOneRowtimeAFinalSelectBatchModeAndADisabledInserter() {
    String twoRowtimes =
        "SELECT * FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES));\n";
    tester.check(
        DDL
            + """
            INSERT INTO S
            SELECT CAST(bidtime AS TIMESTAMP(3)) AS bidtime, price, item, window_start, window_end, window_time
            FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES));
            """
            + twoRowtimes
            + "SET 'table.exec.sink.rowtime-inserter' = 'disabled';\n"
            + "INSERT INTO S "
            + twoRowtimes);
    tester.batch().check(DDL + "INSERT INTO S " + twoRowtimes);
  }
}
