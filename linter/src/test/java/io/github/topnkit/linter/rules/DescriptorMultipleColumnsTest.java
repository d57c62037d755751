package io.github.topnkit.linter.rules;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.linter.diag.Diagnostic;
import io.github.topnkit.linter.diag.Severity;
import java.util.List;
import org.junit.jupiter.api.Test;

class DescriptorMultipleColumnsTest {

  private final RuleTester tester = RuleTester.of(new DescriptorMultipleColumns());

  @Test
  void reportsASecondDescriptorColumn() {
    List<Diagnostic> findings =
        tester.check(
            """
            CREATE TABLE Bid (
              bidtime TIMESTAMP(3), price INT, ptime AS PROCTIME(),
              WATERMARK FOR bidtime AS bidtime - INTERVAL '1' SECOND
            ) WITH ('connector' = 'kafka');
            SELECT * FROM TABLE(TUMBLE(TABLE Bid,
              -- expect: DescriptorMultipleColumns
              DESCRIPTOR(bidtime, ptime), INTERVAL '10' MINUTES));
            SELECT * FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES));
            """);
    Diagnostic d = findings.get(0);
    assertThat(d.severity()).isEqualTo(Severity.WARNING);
    assertThat(d.message())
        .isEqualTo(
            "DESCRIPTOR lists several columns; Flink silently windows on the first, 'bidtime',"
                + " and ignores 'ptime'");
    assertThat(d.fix()).isEqualTo("Name exactly one time column: DESCRIPTOR(bidtime).");
  }
}
