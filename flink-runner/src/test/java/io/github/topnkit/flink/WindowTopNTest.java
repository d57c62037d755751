package io.github.topnkit.flink;

import static io.github.topnkit.flink.Cases.dec;
import static io.github.topnkit.flink.Cases.insert;
import static io.github.topnkit.flink.Cases.lines;
import static io.github.topnkit.flink.Cases.ts;
import static io.github.topnkit.flink.Cases.watermark;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.linter.target.ExecutionMode;
import io.github.topnkit.spec.Expectations;
import io.github.topnkit.spec.InputEvent;
import io.github.topnkit.spec.SpecCase;
import io.github.topnkit.spec.run.RunOutcome;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

@ExtendWith(SharedRunner.class)
class WindowTopNTest {

  private static final String BID =
      """
      CREATE TABLE Bid (
        bidtime TIMESTAMP(3), price DECIMAL(10, 2), item STRING, supplier_id STRING,
        WATERMARK FOR bidtime AS bidtime - INTERVAL '1' SECOND
      ) WITH ('connector' = 'kafka', 'topic' = 'bids', 'format' = 'json')""";

  private static final String TOP_SUPPLIERS =
      """
      SELECT * FROM (
        SELECT *, ROW_NUMBER() OVER (
            PARTITION BY window_start, window_end ORDER BY price DESC) AS rownum
        FROM (SELECT window_start, window_end, supplier_id, SUM(price) AS price, COUNT(*) AS cnt
              FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES))
              GROUP BY window_start, window_end, supplier_id))
      WHERE rownum <= 3""";

  private static InputEvent bid(String time, String price, String item, String supplier) {
    return insert(ts(time), dec(price), item, supplier);
  }

  private static List<String> run(FlinkCaseRunner runner, SpecCase c) {
    long begin = System.nanoTime();
    RunOutcome outcome = runner.run(c, ExecutionMode.STREAMING, Duration.ofSeconds(60));
    System.out.println("[timing] window top-n: " + (System.nanoTime() - begin) / 1_000_000 + " ms");
    assertThat(outcome).isInstanceOf(RunOutcome.Completed.class);
    return lines(((RunOutcome.Completed) outcome).outputs().get(Expectations.SINGLE));
  }

  @Test
  void aWatermarkLineFiresTheWindowAndARowBehindItIsDropped(FlinkCaseRunner runner) {
    SpecCase c =
        Cases.create()
            .table("Bid", BID)
            .input(
                "Bid",
                bid("2020-04-15 08:05:00", "4.00", "C", "supplier1"),
                bid("2020-04-15 08:07:00", "2.00", "A", "supplier1"),
                bid("2020-04-15 08:09:00", "5.00", "D", "supplier2"),
                watermark("2020-04-15 08:10:00"),
                bid("2020-04-15 08:09:30", "100.00", "L", "supplier3"),
                bid("2020-04-15 08:11:00", "3.00", "B", "supplier2"))
            .query(TOP_SUPPLIERS);
    assertThat(run(runner, c))
        .containsExactly(
            "+I[2020-04-15 08:00:00, 2020-04-15 08:10:00, supplier1, 6.00, 2, 1]",
            "+I[2020-04-15 08:00:00, 2020-04-15 08:10:00, supplier2, 5.00, 1, 2]",
            "+I[2020-04-15 08:10:00, 2020-04-15 08:20:00, supplier2, 3.00, 1, 1]");
  }

  @Test
  void theWatermarkAfterEveryRowMakesLaterRowsLate(FlinkCaseRunner runner) {
    // Without a watermark line, the row at 08:11:00 moves the watermark to 08:10:59, so the
    // window [08:00, 08:10) fires before the row at 08:09:50 arrives, which is then dropped.
    SpecCase c =
        Cases.create()
            .table("Bid", BID)
            .input(
                "Bid",
                bid("2020-04-15 08:05:00", "4.00", "C", "supplier1"),
                bid("2020-04-15 08:09:30", "100.00", "L", "supplier3"),
                bid("2020-04-15 08:11:00", "3.00", "B", "supplier2"),
                bid("2020-04-15 08:09:50", "50.00", "M", "supplier4"),
                bid("2020-04-15 08:10:00", "1.00", "N", "supplier1"))
            .query(TOP_SUPPLIERS);
    assertThat(run(runner, c))
        .containsExactly(
            "+I[2020-04-15 08:00:00, 2020-04-15 08:10:00, supplier3, 100.00, 1, 1]",
            "+I[2020-04-15 08:00:00, 2020-04-15 08:10:00, supplier1, 4.00, 1, 2]",
            "+I[2020-04-15 08:10:00, 2020-04-15 08:20:00, supplier2, 3.00, 1, 1]",
            "+I[2020-04-15 08:10:00, 2020-04-15 08:20:00, supplier1, 1.00, 1, 2]");
  }

  @Test
  void repeatedRunsGiveTheSameChangelog(FlinkCaseRunner runner) {
    Cases cases =
        Cases.create()
            .table("Bid", BID)
            .input(
                "Bid",
                bid("2020-04-15 08:01:00", "1.00", "A", "s1"),
                bid("2020-04-15 08:02:00", "2.00", "B", "s2"),
                bid("2020-04-15 08:03:00", "3.00", "C", "s3"),
                bid("2020-04-15 08:04:00", "2.00", "D", "s4"),
                bid("2020-04-15 08:12:00", "9.00", "E", "s1"),
                bid("2020-04-15 08:05:00", "7.00", "F", "s5"),
                watermark("2020-04-15 08:20:00"),
                bid("2020-04-15 08:13:00", "8.00", "G", "s2"),
                bid("2020-04-15 08:21:00", "4.00", "H", "s3"),
                bid("2020-04-15 08:22:00", "4.00", "I", "s4"));
    SpecCase c = cases.query(TOP_SUPPLIERS);
    List<String> first = run(runner, c);
    assertThat(first).hasSize(6);
    for (int i = 0; i < 3; i++) {
      assertThat(run(runner, c)).isEqualTo(first);
    }
  }
}
