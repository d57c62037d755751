package io.github.topnkit.linter.rules;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.linter.diag.Diagnostic;
import java.util.List;
import org.junit.jupiter.api.Test;

class WindowBoundsMissingFromPartitionTest {

  private static final String DDL =
      """
      CREATE TABLE Bid (
        bidtime TIMESTAMP(3), price DECIMAL(10, 2), item STRING, supplier_id STRING,
        WATERMARK FOR bidtime AS bidtime - INTERVAL '1' SECOND
      ) WITH ('connector' = 'kafka');
      """;

  private final RuleTester tester = RuleTester.of(new WindowBoundsMissingFromPartition());

  @Test
  void reportsAPartitionWithOnlyTheWindowStart() {
    List<Diagnostic> findings =
        tester.check(
            DDL
                + """
                SELECT * FROM (
                  SELECT *, ROW_NUMBER() OVER (
                    -- expect: WindowBoundsMissingFromPartition
                    PARTITION BY window_start ORDER BY price DESC) AS rownum
                  FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES)))
                WHERE rownum <= 3;
                """);
    assertThat(findings.get(0).message()).contains("has window_start but not window_end");
  }

  @Test
  void acceptsBothBoundsAndOtherKeys() {
    tester.check(
        DDL
            + """
            SELECT * FROM (
              SELECT *, ROW_NUMBER() OVER (
                PARTITION BY window_start, window_end, item ORDER BY price DESC) AS rownum
              FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES)))
            WHERE rownum <= 3;
            """);
  }

  @Test
  void acceptsWindowBoundsCastToTheirOwnType() {
    tester.check(
        DDL
            + """
            SELECT * FROM (
              SELECT *, ROW_NUMBER() OVER (
                PARTITION BY CAST(window_start AS TIMESTAMP(3)), CAST(window_end AS TIMESTAMP(3))
                ORDER BY price DESC) AS rownum
              FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES)))
            WHERE rownum <= 3;
            """);
  }

  @Test
  void reportsAWindowBoundCastToAnotherPrecision() {
    List<Diagnostic> findings =
        tester.check(
            DDL
                + """
                SELECT * FROM (
                  SELECT *, ROW_NUMBER() OVER (
                    -- expect: WindowBoundsMissingFromPartition
                    PARTITION BY CAST(window_start AS TIMESTAMP(6)), window_end ORDER BY price DESC) AS rownum
                  FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES)))
                WHERE rownum <= 3;
                """);
    assertThat(findings.get(0).message()).contains("through an expression");
  }

  @Test
  void reportsAPartitionWithoutWindowBounds() {
    tester.check(
        DDL
            + """
            SELECT * FROM (
              SELECT *, ROW_NUMBER() OVER (
                -- expect: WindowBoundsMissingFromPartition
                PARTITION BY item ORDER BY price DESC) AS rownum
              FROM TABLE(HOP(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '5' MINUTES, INTERVAL '10' MINUTES)))
            WHERE rownum <= 3;
            """);
  }

  @Test
  void ignoresTopNWithoutWindowInput() {
    tester.check(
        DDL
            + """
            SELECT * FROM (
              SELECT *, ROW_NUMBER() OVER (PARTITION BY item ORDER BY price DESC) AS rownum FROM Bid)
            WHERE rownum <= 3;
            """);
  }
}
