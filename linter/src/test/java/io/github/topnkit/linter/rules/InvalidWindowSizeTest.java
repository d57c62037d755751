package io.github.topnkit.linter.rules;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.linter.diag.Diagnostic;
import io.github.topnkit.linter.diag.Severity;
import java.util.List;
import org.junit.jupiter.api.Test;

class InvalidWindowSizeTest {

  private static final String DDL =
      """
      CREATE TABLE Bid (
        bidtime TIMESTAMP(3), price INT,
        WATERMARK FOR bidtime AS bidtime - INTERVAL '1' SECOND
      ) WITH ('connector' = 'kafka');
      """;

  @Test
  void reportsNonPositiveSizesWithEachVersionsMessage() {
    String sql =
        DDL
            + """
            -- expect: InvalidWindowSize
            SELECT * FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '0' MINUTES));
            -- expect: InvalidWindowSize
            SELECT * FROM TABLE(HOP(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '0' MINUTES, INTERVAL '10' MINUTES));
            -- expect: InvalidWindowSize
            SELECT * FROM TABLE(SESSION(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '0' MINUTES));
            """;
    List<Diagnostic> modern = RuleTester.of(new InvalidWindowSize()).version("2.3").check(sql);
    assertThat(modern.get(0).message())
        .isEqualTo(
            "TUMBLE window has invalid arguments: Flink 2.3 fails with \"TUMBLE table function"
                + " based aggregate requires size to be positive, but got 0 ms.\"");
    assertThat(modern.get(1).message()).contains("but got slide 0 ms and size 600000 ms.");
    List<Diagnostic> old = RuleTester.of(new InvalidWindowSize()).version("1.20").check(sql);
    assertThat(old.get(0).message())
        .contains("\"TumblingWindowAssigner parameters must satisfy size > 0\"");
    assertThat(old.get(1).message()).contains("\"/ by zero\"");
    assertThat(old.get(2).message())
        .contains("\"SessionWindowAssigner parameters must satisfy 0 < size\"");
  }

  @Test
  void reportsSizesThatAreNoMultipleOfTheSlideOrStep() {
    List<Diagnostic> findings =
        RuleTester.of(new InvalidWindowSize())
            .check(
                DDL
                    + """
                    SELECT window_start, window_end, COUNT(*) AS cnt
                    -- expect: InvalidWindowSize
                    FROM TABLE(HOP(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '3' MINUTES, INTERVAL '10' MINUTES))
                    GROUP BY window_start, window_end;
                    -- expect: InvalidWindowSize
                    SELECT * FROM TABLE(CUMULATE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '3' MINUTES, INTERVAL '10' MINUTES));
                    SELECT * FROM TABLE(HOP(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '3' MINUTES, INTERVAL '10' MINUTES));
                    """);
    assertThat(findings.get(0).message())
        .contains("HOP table function based aggregate requires size must be an integral multiple");
    assertThat(findings.get(0).fix())
        .isEqualTo(
            "Use valid arguments: a size that is an integral multiple of the slide, e.g. INTERVAL"
                + " '3' MINUTE and INTERVAL '9' MINUTE.");
  }

  @Test
  void reportsMonthIntervals() {
    List<Diagnostic> findings =
        RuleTester.of(new InvalidWindowSize())
            .check(
                DDL
                    + """
                    -- expect: InvalidWindowSize
                    SELECT * FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '1' MONTH));
                    """);
    assertThat(findings.get(0).message()).startsWith("TUMBLE window uses a MONTH or YEAR interval");
  }

  @Test
  void tumbleOffsetIsAnErrorOn23AndAWarningOn120WhenNotAggregated() {
    String sql =
        DDL
            + """
            -- expect: InvalidWindowSize
            SELECT * FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES, INTERVAL '16' MINUTES));
            """;
    Diagnostic modern = RuleTester.of(new InvalidWindowSize()).check(sql).get(0);
    assertThat(modern.severity()).isEqualTo(Severity.ERROR);
    assertThat(modern.message()).contains("but got size 600000 ms and offset 960000 ms.");
    assertThat(modern.fix()).contains("INTERVAL '6' MINUTE gives the same windows");
    Diagnostic old = RuleTester.of(new InvalidWindowSize()).version("1.20").check(sql).get(0);
    assertThat(old.severity()).isEqualTo(Severity.WARNING);
    assertThat(old.message())
        .contains("Flink 1.20 still accepts it")
        .contains("Flink 2.1+ rejects it");
  }

  @Test
  void tumbleOffsetOfAWindowAggregationFailsOn120Too() {
    List<Diagnostic> findings =
        RuleTester.of(new InvalidWindowSize())
            .version("1.20")
            .check(
                DDL
                    + """
                    SELECT window_start, window_end, COUNT(*) AS cnt
                    -- expect: InvalidWindowSize
                    FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES, INTERVAL '16' MINUTES))
                    GROUP BY window_start, window_end;
                    """);
    assertThat(findings.get(0).severity()).isEqualTo(Severity.ERROR);
    assertThat(findings.get(0).message())
        .contains("\"Tumbling Window parameters must satisfy abs(offset) < size, bot got size");
  }

  @Test
  void acceptsValidWindows() {
    RuleTester.of(new InvalidWindowSize())
        .check(
            DDL
                + """
                SELECT * FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES, INTERVAL '-3' MINUTES));
                SELECT * FROM TABLE(CUMULATE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '1' HOUR, INTERVAL '1' DAY));
                """);
  }
}
