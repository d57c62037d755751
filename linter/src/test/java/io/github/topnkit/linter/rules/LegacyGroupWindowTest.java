package io.github.topnkit.linter.rules;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.linter.diag.Diagnostic;
import io.github.topnkit.linter.diag.Severity;
import java.util.List;
import org.junit.jupiter.api.Test;

class LegacyGroupWindowTest {

  private static final String DDL =
      """
      CREATE TABLE T (
        event_time TIMESTAMP(3), amount INT, account_id STRING,
        WATERMARK FOR event_time AS event_time - INTERVAL '10' SECOND
      ) WITH ('connector' = 'kafka');
      """;

  private final RuleTester tester = RuleTester.of(new LegacyGroupWindow());

  @Test
  void suggestsTheWindowTvfForLegacyGroupWindows() {
    List<Diagnostic> findings =
        tester.check(
            DDL
                + """
                SELECT TUMBLE_START(event_time, INTERVAL '1' MINUTE) AS wstart, account_id, COUNT(*) AS cnt
                FROM T
                -- expect: LegacyGroupWindow
                GROUP BY TUMBLE(event_time, INTERVAL '1' MINUTE), account_id;
                SELECT account_id, SESSION_END(event_time, INTERVAL '5' MINUTE) AS wend, COUNT(*) AS cnt
                FROM T
                -- expect: LegacyGroupWindow
                GROUP BY account_id, SESSION(event_time, INTERVAL '5' MINUTE);
                """);
    assertThat(findings.get(0).severity()).isEqualTo(Severity.INFO);
    assertThat(findings.get(0).fix())
        .isEqualTo(
            "Use the window TVF: FROM TABLE(TUMBLE(TABLE T, DESCRIPTOR(event_time), INTERVAL '1'"
                + " MINUTE)) GROUP BY window_start, window_end, account_id, and select"
                + " window_start, window_end, window_time instead of TUMBLE_START, TUMBLE_END,"
                + " TUMBLE_ROWTIME.");
    assertThat(findings.get(1).fix())
        .contains(
            "SESSION(TABLE T PARTITION BY account_id, DESCRIPTOR(event_time), INTERVAL '5'"
                + " MINUTE)");
  }

  @Test
  void warnsWhenATopNRanksTheLegacyWindowResult() {
    List<Diagnostic> findings =
        tester.check(
            DDL
                + """
                SELECT * FROM (
                  SELECT *, ROW_NUMBER() OVER (PARTITION BY wstart ORDER BY cnt DESC) AS rn
                  FROM (
                    SELECT HOP_START(event_time, INTERVAL '1' MINUTE, INTERVAL '5' MINUTE) AS wstart,
                      account_id, COUNT(*) AS cnt
                    FROM T
                    -- expect: LegacyGroupWindow
                    GROUP BY HOP(event_time, INTERVAL '1' MINUTE, INTERVAL '5' MINUTE), account_id))
                WHERE rn <= 3;
                """);
    assertThat(findings.get(0).severity()).isEqualTo(Severity.WARNING);
    assertThat(findings.get(0).message()).contains("regular, updating Top-N");
  }

  @Test
  void acceptsWindowTvfs() {
    tester.check(
        DDL
            + """
            SELECT window_start, account_id, COUNT(*) AS cnt
            FROM TABLE(TUMBLE(TABLE T, DESCRIPTOR(event_time), INTERVAL '1' MINUTE))
            GROUP BY window_start, window_end, account_id;
            """);
  }
}
