package io.github.topnkit.reference.agg;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.topnkit.linter.catalog.SqlType;
import io.github.topnkit.linter.catalog.TypeRoot;
import io.github.topnkit.linter.parse.Span;
import io.github.topnkit.linter.plan.AggCall;
import io.github.topnkit.linter.plan.Field;
import io.github.topnkit.linter.plan.RowType;
import io.github.topnkit.linter.plan.Types;
import io.github.topnkit.reference.expr.UnsupportedFeatureException;
import java.math.BigDecimal;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Aggregate functions with Flink's result types and NULL rules ({@code SumAggFunction}, {@code
 * SumWithRetractAggFunction}, {@code AvgAggFunction}, {@code MaxWithRetractAggFunction}, {@code
 * CountAggFunction}, distinct {@code MapView}s).
 */
class AccumulatorsTest {

  private static final Span SPAN = Span.at(1, 1);
  // Input: 0 INT, 1 DECIMAL(10, 2), 2 DOUBLE, 3 STRING, 4 BOOLEAN (a FILTER condition)
  private static final RowType INPUT =
      new RowType(
          List.of(
              new Field("i", SqlType.INT),
              new Field("d", SqlType.decimal(10, 2)),
              new Field("x", SqlType.DOUBLE),
              new Field("s", SqlType.STRING),
              new Field("f", SqlType.BOOLEAN)));

  private static Accumulator acc(String function, int arg, boolean distinct, int filter) {
    List<Integer> args = arg < 0 ? List.of() : List.of(arg);
    SqlType argType = arg < 0 ? SqlType.UNKNOWN : INPUT.get(arg).type();
    AggCall call =
        new AggCall(function, args, distinct, filter, Types.aggregate(function, argType), SPAN);
    return Accumulators.of(call, INPUT).get();
  }

  private static Accumulator acc(String function, int arg) {
    return acc(function, arg, false, -1);
  }

  private static Object[] row(Integer i, String d, Double x, String s, Boolean f) {
    return new Object[] {i, d == null ? null : new BigDecimal(d), x, s, f};
  }

  private static final Object[] R1 = row(1, "4.00", 1.0, "a", true);
  private static final Object[] R2 = row(2, "2.00", 2.0, "b", false);
  private static final Object[] R3 = row(2, "2.00", null, "a", null);
  private static final Object[] NULLS = row(null, null, null, null, true);

  @Test
  void sumKeepsTheArgumentTypeAndIsNullWithoutValues() {
    Accumulator sumInt = acc("SUM", 0);
    assertThat(sumInt.value()).isNull();
    sumInt.accumulate(NULLS);
    assertThat(sumInt.value()).isNull();
    sumInt.accumulate(R1);
    sumInt.accumulate(R2);
    assertThat(sumInt.value()).isEqualTo(3);
    Accumulator sumDecimal = acc("SUM", 1);
    sumDecimal.accumulate(R1);
    sumDecimal.accumulate(R2);
    assertThat(sumDecimal.value()).isEqualTo(new BigDecimal("6.00"));
  }

  @Test
  void sumIntWrapsAroundLikeFlinksIntSum() {
    Accumulator sum = acc("SUM", 0);
    sum.accumulate(row(Integer.MAX_VALUE, null, null, null, null));
    sum.accumulate(row(1, null, null, null, null));
    assertThat(sum.value()).isEqualTo(Integer.MIN_VALUE);
  }

  @Test
  void retractedSumBecomesNullAndSum0Zero() {
    Accumulator sum = acc("SUM", 1);
    Accumulator sum0 = acc("SUM0", 1);
    for (Accumulator a : List.of(sum, sum0)) {
      a.accumulate(R1);
      a.retract(R1);
    }
    assertThat(sum.value()).isNull();
    assertThat(sum0.value()).isEqualTo(new BigDecimal("0.00"));
  }

  @Test
  void avgOfIntIsIntegerDivisionAndAvgOfDecimalHasScaleSix() {
    Accumulator avgInt = acc("AVG", 0);
    avgInt.accumulate(R1);
    avgInt.accumulate(R2);
    assertThat(avgInt.value()).isEqualTo(1);
    Accumulator avgNegative = acc("AVG", 0);
    avgNegative.accumulate(row(-1, null, null, null, null));
    avgNegative.accumulate(row(-2, null, null, null, null));
    assertThat(avgNegative.value()).isEqualTo(-1);
    Accumulator avgDecimal = acc("AVG", 1);
    avgDecimal.accumulate(R1);
    avgDecimal.accumulate(R2);
    avgDecimal.accumulate(R3);
    // 8.00 / 3 as DECIMAL(38, 6), rounded half up
    assertThat(avgDecimal.value()).isEqualTo(new BigDecimal("2.666667"));
    Accumulator avgDouble = acc("AVG", 2);
    avgDouble.accumulate(R1);
    avgDouble.accumulate(R2);
    avgDouble.accumulate(R3);
    assertThat(avgDouble.value()).isEqualTo(1.5);
    assertThat(acc("AVG", 0).value()).isNull();
  }

  @Test
  void minAndMaxGiveWayWhenTheirValueIsRetracted() {
    Accumulator max = acc("MAX", 1);
    Accumulator min = acc("MIN", 3);
    for (Object[] r : List.of(R1, R2, R3, NULLS)) {
      max.accumulate(r);
      min.accumulate(r);
    }
    assertThat(max.value()).isEqualTo(new BigDecimal("4.00"));
    assertThat(min.value()).isEqualTo("a");
    max.retract(R1);
    min.retract(R1);
    assertThat(max.value()).isEqualTo(new BigDecimal("2.00"));
    assertThat(min.value()).isEqualTo("a");
    min.retract(R3);
    assertThat(min.value()).isEqualTo("b");
  }

  @Test
  void countStarCountsRowsAndCountOfAColumnItsNonNullValues() {
    Accumulator star = acc("COUNT", -1);
    Accumulator column = acc("COUNT", 2);
    for (Object[] r : List.of(R1, R2, R3, NULLS)) {
      star.accumulate(r);
      column.accumulate(r);
    }
    assertThat(star.value()).isEqualTo(4L);
    assertThat(column.value()).isEqualTo(2L);
    star.retract(R1);
    column.retract(R1);
    assertThat(star.value()).isEqualTo(3L);
    assertThat(column.value()).isEqualTo(1L);
  }

  @Test
  void distinctCountsEachValueOnceUntilItsLastOccurrenceIsRetracted() {
    Accumulator distinct = acc("COUNT", 3, true, -1);
    Accumulator sumDistinct = acc("SUM", 0, true, -1);
    for (Object[] r : List.of(R1, R2, R3, NULLS)) {
      distinct.accumulate(r);
      sumDistinct.accumulate(r);
    }
    assertThat(distinct.value()).isEqualTo(2L);
    assertThat(sumDistinct.value()).isEqualTo(3);
    distinct.retract(R1);
    sumDistinct.retract(R2);
    assertThat(distinct.value()).isEqualTo(2L);
    assertThat(sumDistinct.value()).isEqualTo(3);
    distinct.retract(R3);
    sumDistinct.retract(R3);
    assertThat(distinct.value()).isEqualTo(1L);
    assertThat(sumDistinct.value()).isEqualTo(1);
  }

  @Test
  void filterOnlyCountsRowsWhoseConditionIsTrue() {
    Accumulator count = acc("COUNT", -1, false, 4);
    for (Object[] r : List.of(R1, R2, R3, NULLS)) {
      count.accumulate(r);
    }
    assertThat(count.value()).isEqualTo(2L);
  }

  @Test
  void firstAndLastValueSkipNulls() {
    Accumulator first = acc("FIRST_VALUE", 2);
    Accumulator last = acc("LAST_VALUE", 2);
    for (Object[] r : List.of(NULLS, R1, R2, R3)) {
      first.accumulate(r);
      last.accumulate(r);
    }
    assertThat(first.value()).isEqualTo(1.0);
    assertThat(last.value()).isEqualTo(2.0);
    assertThatThrownBy(() -> last.retract(R2)).isInstanceOf(UnsupportedFeatureException.class);
  }

  @Test
  void unknownFunctionsAreNotSupported() {
    AggCall call =
        new AggCall("LISTAGG", List.of(3), false, -1, SqlType.of(TypeRoot.VARCHAR), SPAN);
    assertThatThrownBy(() -> Accumulators.of(call, INPUT))
        .isInstanceOf(UnsupportedFeatureException.class)
        .hasMessageContaining("LISTAGG");
    AggCall sumString = new AggCall("SUM", List.of(3), false, -1, SqlType.STRING, SPAN);
    assertThatThrownBy(() -> Accumulators.of(sumString, INPUT))
        .isInstanceOf(UnsupportedFeatureException.class);
  }
}
