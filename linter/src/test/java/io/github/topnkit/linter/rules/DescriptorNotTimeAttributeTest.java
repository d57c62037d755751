package io.github.topnkit.linter.rules;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.linter.diag.Diagnostic;
import java.util.List;
import org.junit.jupiter.api.Test;

class DescriptorNotTimeAttributeTest {

  private static final String DDL =
      """
      CREATE TABLE Plain (ts TIMESTAMP(3), n BIGINT, price INT) WITH ('connector' = 'kafka');
      CREATE TABLE Bid (
        bidtime TIMESTAMP(3), price INT,
        WATERMARK FOR bidtime AS bidtime - INTERVAL '1' SECOND
      ) WITH ('connector' = 'kafka');
      """;

  private final RuleTester tester = RuleTester.of(new DescriptorNotTimeAttribute());

  @Test
  void leavesAWindowTvfWithoutTheTableKeywordToFlinksValidationMessage() {
    tester.check(
        DDL
            + """
            SELECT * FROM TABLE(TUMBLE(Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES));
            SELECT * FROM TABLE(TUMBLE(DATA => Bid, TIMECOL => DESCRIPTOR(bidtime), SIZE => INTERVAL '10' MINUTES));
            """);
  }

  @Test
  void reportsWrongTypeUnknownColumnAndMissingTimeAttribute() {
    List<Diagnostic> findings =
        tester.check(
            DDL
                + """
                -- expect: DescriptorNotTimeAttribute
                SELECT * FROM TABLE(TUMBLE(TABLE Plain, DESCRIPTOR(n), INTERVAL '10' MINUTES));
                -- expect: DescriptorNotTimeAttribute
                SELECT * FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(nosuch), INTERVAL '10' MINUTES));
                -- expect: DescriptorNotTimeAttribute
                SELECT * FROM TABLE(TUMBLE(TABLE Plain, DESCRIPTOR(ts), INTERVAL '10' MINUTES));
                """);
    assertThat(findings.get(0).message())
        .contains(
            "\"The window function TUMBLE(TABLE table_name, DESCRIPTOR(timecol), datetime"
                + " interval[, datetime interval]) requires the timecol to be TIMESTAMP or"
                + " TIMESTAMP_LTZ, but is BIGINT.\"");
    assertThat(findings.get(1).message()).contains("\"Unknown identifier 'nosuch'\"");
    assertThat(findings.get(1).fix())
        .isEqualTo("Use the table's time attribute: DESCRIPTOR(bidtime).");
    assertThat(findings.get(2).message())
        .contains(
            "\"The window function requires the timecol is a time attribute type, but is"
                + " TIMESTAMP(3).\"");
  }

  @Test
  void batchAcceptsAPlainTimestampButNotABigint() {
    tester
        .batch()
        .check(
            DDL
                + """
                SELECT * FROM TABLE(TUMBLE(TABLE Plain, DESCRIPTOR(ts), INTERVAL '10' MINUTES));
                -- expect: DescriptorNotTimeAttribute
                SELECT * FROM TABLE(HOP(TABLE Plain, DESCRIPTOR(n), INTERVAL '5' MINUTES, INTERVAL '10' MINUTES));
                """);
  }

  @Test
  void acceptsARowtimeAttribute() {
    tester.check(
        DDL
            + """
            SELECT * FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES));
            """);
  }
}
