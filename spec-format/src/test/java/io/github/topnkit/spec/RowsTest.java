package io.github.topnkit.spec;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import org.junit.jupiter.api.Test;

class RowsTest {

  @Test
  void writesPrintNotation() {
    SpecRow row =
        SpecRow.of(
            RowKind.UPDATE_BEFORE,
            LocalDateTime.of(2020, 4, 15, 8, 5),
            new BigDecimal("4.00"),
            "a, b",
            null,
            "null",
            "it's");
    assertThat(Rows.format(row))
        .isEqualTo("-U[2020-04-15 08:05:00, 4.00, 'a, b', null, 'null', 'it''s']");
  }

  @Test
  void writesLocalTimeZoneTimestampsInTheSessionZone() {
    SpecRow row = SpecRow.of(RowKind.INSERT, Instant.parse("2020-04-15T00:00:00Z"));
    assertThat(Rows.format(row)).isEqualTo("+I[2020-04-15 00:00:00]");
    assertThat(Rows.format(row, ZoneId.of("Asia/Shanghai"))).isEqualTo("+I[2020-04-15 08:00:00]");
  }
}
