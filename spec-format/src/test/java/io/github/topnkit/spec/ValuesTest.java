package io.github.topnkit.spec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.topnkit.linter.catalog.SqlType;
import io.github.topnkit.linter.catalog.TimeKind;
import io.github.topnkit.linter.catalog.TypeRoot;
import java.math.BigDecimal;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;

class ValuesTest {

  private static Object parse(String text, SqlType type) {
    return Values.parse(text, false, type, ZoneOffset.UTC);
  }

  @Test
  void readsDecimalsAtTheirDeclaredScale() {
    assertThat(parse("4", SqlType.decimal(10, 2))).isEqualTo(new BigDecimal("4.00"));
  }

  @Test
  void refusesDecimalsThatDoNotFit() {
    assertThatThrownBy(() -> parse("4.001", SqlType.decimal(10, 2)))
        .hasMessageContaining("more than 2 decimal places");
    assertThatThrownBy(() -> parse("123456789.5", SqlType.decimal(10, 2)))
        .hasMessageContaining("too many digits for DECIMAL(10, 2)");
  }

  @Test
  void refusesTimestampsFinerThanTheirPrecision() {
    SqlType ts3 = SqlType.timestamp(TypeRoot.TIMESTAMP, 3, TimeKind.NONE);
    assertThat(parse("2020-04-15 08:05:00.120", ts3))
        .isEqualTo(LocalDateTime.of(2020, 4, 15, 8, 5, 0, 120_000_000));
    assertThatThrownBy(() -> parse("2020-04-15 08:05:00.1234", ts3))
        .hasMessageContaining("more than 3 fractional second digits for TIMESTAMP(3)");
  }
}
