package io.github.topnkit.reference.expr;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.topnkit.linter.catalog.TableDef;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import org.junit.jupiter.api.Test;

/** Computed columns and WATERMARK expressions of CREATE TABLE statements read by the linter. */
class DdlExpressionsTest {

  @Test
  void computedColumnsAreFilledInFromThePhysicalOnes() {
    TableDef table =
        LintedExprs.table(
            "price DECIMAL(10, 2), qty INT, total AS price * qty, s STRING,"
                + " ts AS TO_TIMESTAMP(s), WATERMARK FOR ts AS ts - INTERVAL '5' SECOND");
    DdlExpressions ddl = DdlExpressions.of(table);
    Object[] row = {new BigDecimal("2.50"), 3, null, "2024-03-15 10:20:30", null};

    ddl.computeColumns(row);

    // DECIMAL(10, 2) * INT is DECIMAL(21, 2) in Flink (LogicalTypeMerging).
    assertThat(row[2]).isEqualTo(new BigDecimal("7.50"));
    assertThat(row[4]).isEqualTo(LocalDateTime.of(2024, 3, 15, 10, 20, 30));
    assertThat(ddl.isComputed(2)).isTrue();
    assertThat(ddl.isComputed(1)).isFalse();
    assertThat(ddl.hasWatermark()).isTrue();
    assertThat(ddl.watermarkMillis(row))
        .isEqualTo(
            LocalDateTime.of(2024, 3, 15, 10, 20, 25)
                .toInstant(java.time.ZoneOffset.UTC)
                .toEpochMilli());
  }

  @Test
  void aNullRowtimeProposesNoWatermark() {
    TableDef table =
        LintedExprs.table("ts TIMESTAMP(3), WATERMARK FOR ts AS ts - INTERVAL '1' MINUTE");
    DdlExpressions ddl = DdlExpressions.of(table);

    assertThat(ddl.watermarkMillis(new Object[] {null})).isEqualTo(Long.MIN_VALUE);
    assertThat(ddl.watermarkMillis(new Object[] {LocalDateTime.of(1970, 1, 1, 0, 2)}))
        .isEqualTo(60_000L);
  }

  @Test
  void ltzWatermarksAreEpochMillisInAnyZone() {
    TableDef table =
        LintedExprs.table(
            "ms BIGINT, ts AS TO_TIMESTAMP_LTZ(ms, 3), WATERMARK FOR ts AS ts - INTERVAL '1' SECOND");
    DdlExpressions ddl = DdlExpressions.of(table, ZoneId.of("Asia/Tokyo"));
    Object[] row = {5_000L, null};

    ddl.computeColumns(row);

    assertThat(row[1]).isEqualTo(Instant.ofEpochMilli(5_000L));
    assertThat(ddl.watermarkMillis(row)).isEqualTo(4_000L);
  }

  @Test
  void aWatermarkOnTheRowtimeItselfIsTheRowtime() {
    DdlExpressions single =
        DdlExpressions.of(LintedExprs.table("ts TIMESTAMP(3), WATERMARK FOR ts AS ts"));
    DdlExpressions wider =
        DdlExpressions.of(LintedExprs.table("a INT, ts TIMESTAMP(3), WATERMARK FOR ts AS ts"));

    assertThat(single.watermarkMillis(new Object[] {LocalDateTime.of(1970, 1, 1, 0, 0, 1)}))
        .isEqualTo(1_000L);
    assertThat(wider.watermarkMillis(new Object[] {1, LocalDateTime.of(1970, 1, 1, 0, 0, 2)}))
        .isEqualTo(2_000L);
  }

  @Test
  void aTableWithoutExpressionsHasNothingToCompute() {
    DdlExpressions ddl = DdlExpressions.of(LintedExprs.table("a INT, b STRING"));
    Object[] row = {1, "x"};

    ddl.computeColumns(row);

    assertThat(row).containsExactly(1, "x");
    assertThat(ddl.hasWatermark()).isFalse();
  }

  @Test
  void aProctimeColumnIsLeftToTheEngine() {
    DdlExpressions ddl = DdlExpressions.of(LintedExprs.table("a INT, pt AS PROCTIME()"));
    Object[] row = {1, null};

    ddl.computeColumns(row);

    assertThat(ddl.isProctime(1)).isTrue();
    assertThat(ddl.isComputed(1)).isFalse();
    assertThat(row).containsExactly(1, null);
  }

  @Test
  void aNondeterministicComputedColumnIsRefused() {
    TableDef table = LintedExprs.table("a INT, t AS NOW()");

    assertThatThrownBy(() -> DdlExpressions.of(table))
        .isInstanceOf(UnsupportedFeatureException.class)
        .hasMessage("NOW is not supported by the reference engine");
  }
}
