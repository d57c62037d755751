package io.github.topnkit.linter.plan;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.linter.catalog.SqlType;
import org.apache.flink.table.types.logical.DecimalType;
import org.apache.flink.table.types.logical.utils.LogicalTypeMerging;
import org.junit.jupiter.api.Test;

/** The DECIMAL result types of arithmetic against Flink's own {@code LogicalTypeMerging}. */
class DecimalArithmeticTest {

  private static final int[][] TYPES = {
    {1, 0}, {3, 0}, {5, 2}, {10, 0}, {10, 2}, {18, 4}, {19, 0}, {20, 10}, {30, 5}, {38, 0}, {38, 18}
  };

  @Test
  void everyOperatorOverAGridOfPrecisionsAndScalesGivesFlinksType() {
    int compared = 0;
    for (int[] a : TYPES) {
      for (int[] b : TYPES) {
        expect("+", a, b, LogicalTypeMerging.findAdditionDecimalType(a[0], a[1], b[0], b[1]));
        expect("-", a, b, LogicalTypeMerging.findAdditionDecimalType(a[0], a[1], b[0], b[1]));
        expect("*", a, b, LogicalTypeMerging.findMultiplicationDecimalType(a[0], a[1], b[0], b[1]));
        expect("/", a, b, LogicalTypeMerging.findDivisionDecimalType(a[0], a[1], b[0], b[1]));
        expect("%", a, b, LogicalTypeMerging.findModuloDecimalType(a[0], a[1], b[0], b[1]));
        compared += 5;
      }
    }
    assertThat(compared).isEqualTo(5 * TYPES.length * TYPES.length);
  }

  @Test
  void productsGetAnExtraDigitAndLongQuotientsKeepTheirScale() {
    assertThat(Types.decimalArithmetic("*", SqlType.decimal(10, 2), SqlType.decimal(5, 3)))
        .isEqualTo(SqlType.decimal(16, 5));
    assertThat(Types.decimalArithmetic("/", SqlType.decimal(38, 10), SqlType.decimal(10, 0)))
        .isEqualTo(SqlType.decimal(38, 10));
  }

  @Test
  void anIntegerOperandCountsAsTheDecimalThatHoldsIt() {
    assertThat(Types.decimalArithmetic("*", SqlType.INT, SqlType.decimal(5, 2)))
        .isEqualTo(SqlType.decimal(16, 2));
    assertThat(Types.decimalArithmetic("+", SqlType.BIGINT, SqlType.decimal(5, 2)))
        .isEqualTo(SqlType.decimal(22, 2));
  }

  private static void expect(String op, int[] a, int[] b, DecimalType flink) {
    assertThat(
            Types.decimalArithmetic(op, SqlType.decimal(a[0], a[1]), SqlType.decimal(b[0], b[1])))
        .as("DECIMAL(%d, %d) %s DECIMAL(%d, %d)", a[0], a[1], op, b[0], b[1])
        .isEqualTo(SqlType.decimal(flink.getPrecision(), flink.getScale()));
  }
}
