package io.github.topnkit.linter.rules;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.linter.diag.Diagnostic;
import java.util.List;
import org.junit.jupiter.api.Test;

class SessionWindowInBatchTest {

  private static final String SQL =
      """
      CREATE TABLE Bid (
        bidtime TIMESTAMP(3), price INT, item STRING,
        WATERMARK FOR bidtime AS bidtime - INTERVAL '1' SECOND
      ) WITH ('connector' = 'kafka');
      SELECT window_start, window_end, item, SUM(price) AS total
      -- expect: SessionWindowInBatch
      FROM TABLE(SESSION(TABLE Bid PARTITION BY item, DESCRIPTOR(bidtime), INTERVAL '5' MINUTES))
      GROUP BY window_start, window_end, item;
      SELECT * FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '5' MINUTES));
      """;

  @Test
  void reportsSessionWindowsInBatchMode() {
    List<Diagnostic> findings = RuleTester.of(new SessionWindowInBatch()).batch().check(SQL);
    assertThat(findings.get(0).message())
        .startsWith("SESSION window TVF in batch mode: Flink 2.3 fails at deployment with")
        .contains("\"Unaligned windows like session are not supported in batch mode yet.\"");
  }

  @Test
  void acceptsSessionWindowsInStreamingMode() {
    RuleTester.of(new SessionWindowInBatch())
        .check(SQL.replace("-- expect: SessionWindowInBatch", ""));
  }
}
