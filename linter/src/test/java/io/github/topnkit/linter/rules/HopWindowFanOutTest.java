package io.github.topnkit.linter.rules;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.linter.diag.Diagnostic;
import java.util.List;
import org.junit.jupiter.api.Test;

class HopWindowFanOutTest {

  private final RuleTester tester = RuleTester.of(new HopWindowFanOut());

  @Test
  void reportsAOneSecondSlideOverAMinute() {
    List<Diagnostic> findings =
        tester.check(
            """
            CREATE TABLE T (
              event_time TIMESTAMP(3), amount INT, account STRING,
              WATERMARK FOR event_time AS event_time - INTERVAL '10' SECOND
            ) WITH ('connector' = 'kafka');
            SELECT window_start, window_end, account, SUM(amount) AS total
            -- expect: HopWindowFanOut
            FROM TABLE(HOP(TABLE T, DESCRIPTOR(event_time), INTERVAL '1' SECOND, INTERVAL '1' MINUTE))
            GROUP BY window_start, window_end, account;
            SELECT *
            -- expect: HopWindowFanOut
            FROM TABLE(HOP(TABLE T, DESCRIPTOR(event_time), INTERVAL '1' MINUTE, INTERVAL '1' HOUR));
            SELECT window_start, window_end, account, SUM(amount) AS total
            FROM TABLE(HOP(TABLE T, DESCRIPTOR(event_time), INTERVAL '30' SECOND, INTERVAL '1' MINUTE))
            GROUP BY window_start, window_end, account;
            """);
    assertThat(findings.get(0).message())
        .startsWith(
            "HOP window of size INTERVAL '1' MINUTE sliding by INTERVAL '1' SECOND puts"
                + " each row into 60 overlapping windows: the window aggregation keeps 60 slices");
    assertThat(findings.get(0).fix())
        .startsWith(
            "Use a larger slide, e.g. HOP(TABLE T, DESCRIPTOR(event_time), INTERVAL '6' SECOND,"
                + " INTERVAL '1' MINUTE) puts each row into 10 windows")
        .contains(
            "CUMULATE(TABLE T, DESCRIPTOR(event_time), INTERVAL '1' SECOND, INTERVAL '1' MINUTE)");
    assertThat(findings.get(1).message()).contains("the window TVF emits 60 copies of every row");
  }
}
