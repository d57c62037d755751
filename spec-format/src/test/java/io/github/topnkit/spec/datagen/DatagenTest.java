package io.github.topnkit.spec.datagen;

import static io.github.topnkit.spec.datagen.Ddl.datagen;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.linter.catalog.SqlType;
import io.github.topnkit.linter.catalog.TableDef;
import io.github.topnkit.spec.RowKind;
import io.github.topnkit.spec.SpecRow;
import io.github.topnkit.spec.Values;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

class DatagenTest {

  /** The source of the seed task: a spending stream at 1000 rows per second. */
  static final String SPEND_SOURCE =
      """
      CREATE TABLE spend_source (
        country_id INT,
        user_id INT,
        cost_money DOUBLE
      ) WITH (
        'connector' = 'datagen',
        'rows-per-second' = '1000',
        'fields.country_id.min' = '1',
        'fields.country_id.max' = '30',
        'fields.user_id.min' = '1',
        'fields.user_id.max' = '100000',
        'fields.cost_money.min' = '0',
        'fields.cost_money.max' = '10000'
      )
      """;

  static List<Object> column(List<SpecRow> rows, int index) {
    return rows.stream().map(r -> r.values().get(index)).toList();
  }

  @Nested
  class TheSpendingStream {

    final TableDef table = Ddl.table(SPEND_SOURCE);

    @Test
    void generatesTheUnboundedRowCountOfInsertsWithFlinksExternalClasses() {
      List<SpecRow> rows = Datagen.rows(table, 0, 1000);

      assertThat(rows).hasSize(1000).allMatch(r -> r.kind() == RowKind.INSERT);
      assertThat(rows.get(0).values())
          .hasSize(3)
          .hasExactlyElementsOfTypes(Integer.class, Integer.class, Double.class);
    }

    @Test
    void keepsEveryColumnWithinItsInclusiveBoundsAndReachesBothEnds() {
      List<SpecRow> rows = Datagen.rows(table, 0, 1000);

      assertThat(column(rows, 0))
          .allSatisfy(v -> assertThat((Integer) v).isBetween(1, 30))
          .contains(1, 30);
      assertThat(column(rows, 1)).allSatisfy(v -> assertThat((Integer) v).isBetween(1, 100_000));
      assertThat(column(rows, 2))
          .allSatisfy(v -> assertThat((Double) v).isGreaterThanOrEqualTo(0.0).isLessThan(10_000.0));
      assertThat(column(rows, 0).stream().distinct().count()).isEqualTo(30);
    }

    @Test
    void givesTheSameRowsForTheSameSeed() {
      assertThat(Datagen.rows(table, 42, 200)).isEqualTo(Datagen.rows(table, 42, 200));
    }

    @Test
    void givesOtherRowsForAnotherSeed() {
      assertThat(Datagen.rows(table, 1, 50)).isNotEqualTo(Datagen.rows(table, 2, 50));
    }

    @Test
    void givesTheFirstRowsOfALongerRunForAShorterOne() {
      assertThat(Datagen.rows(table, 7, 300).subList(0, 100))
          .isEqualTo(Datagen.rows(table, 7, 100));
    }

    @Test
    void writesValuesThatReadBackAsTheSameValues() {
      for (SpecRow row : Datagen.rows(table, 3, 50)) {
        for (int i = 0; i < 3; i++) {
          Object value = row.values().get(i);
          SqlType type = table.columns().get(i).type();
          Object back =
              Values.parse(Values.format(value, ZoneOffset.UTC), false, type, ZoneOffset.UTC);
          assertThat(back).isEqualTo(value);
        }
      }
    }
  }

  @Nested
  class Determinism {

    @Test
    void addingAColumnLeavesTheOtherColumnsAsTheyWere() {
      List<SpecRow> narrow = Datagen.rows(datagen("a INT, b STRING"), 5, 100);
      List<SpecRow> wide = Datagen.rows(datagen("a INT, x DOUBLE, b STRING"), 5, 100);

      assertThat(column(wide, 0)).isEqualTo(column(narrow, 0));
      assertThat(column(wide, 2)).isEqualTo(column(narrow, 1));
    }

    @Test
    void seedsEachColumnByTableAndColumnName() {
      TableDef t = Ddl.table("CREATE TABLE T (a INT, b INT) WITH ('connector' = 'datagen')");
      TableDef u = Ddl.table("CREATE TABLE U (a INT, b INT) WITH ('connector' = 'datagen')");
      List<SpecRow> rows = Datagen.rows(t, 0, 20);

      assertThat(column(rows, 0)).isNotEqualTo(column(rows, 1));
      assertThat(column(Datagen.rows(u, 0, 20), 0)).isNotEqualTo(column(rows, 0));
    }

    @Test
    void doesNotGenerateComputedOrMetadataColumns() {
      TableDef table =
          Ddl.table(
              """
              CREATE TABLE T (
                a INT, b AS a + 1, ts TIMESTAMP(3), pt AS PROCTIME(),
                part BIGINT METADATA VIRTUAL,
                WATERMARK FOR ts AS ts - INTERVAL '1' SECOND
              ) WITH ('connector' = 'datagen', 'number-of-rows' = '3')
              """);

      assertThat(Datagen.rows(table, 0, 100))
          .hasSize(3)
          .allSatisfy(r -> assertThat(r.values()).hasSize(2));
    }

    @Test
    void hasAClockOfTheSeedThatStandsStill() {
      assertThat(Datagen.clock(0)).isEqualTo(Instant.parse("2020-01-01T00:00:00Z"));
      assertThat(Datagen.clock(90)).isEqualTo(Instant.parse("2020-01-01T00:01:30Z"));
      assertThat(Datagen.clock(-1)).isEqualTo(Instant.parse("2020-12-30T23:59:59Z"));
    }
  }

  @Nested
  class Counts {

    @Test
    void takesNumberOfRowsOverTheUnboundedCount() {
      assertThat(Datagen.rows(datagen("a INT", "number-of-rows", "7"), 0, 100)).hasSize(7);
      assertThat(Datagen.rows(datagen("a INT", "number-of-rows", "0"), 0, 100)).isEmpty();
    }

    @Test
    void ignoresRowsPerSecond() {
      assertThat(Datagen.rows(datagen("a INT", "rows-per-second", "1"), 0, 10)).hasSize(10);
    }
  }

  @Nested
  class Sequences {

    @Test
    void emitEveryValueFromStartToEndOnceInOrderAndEndTheTable() {
      TableDef table =
          datagen(
              "id BIGINT, name STRING",
              "fields.id.kind",
              "sequence",
              "fields.id.start",
              "5",
              "fields.id.end",
              "9");

      List<SpecRow> rows = Datagen.rows(table, 0, 100);

      assertThat(column(rows, 0)).containsExactly(5L, 6L, 7L, 8L, 9L);
    }

    @Test
    void endAtNumberOfRowsWhenItComesFirst() {
      TableDef table =
          datagen(
              "id INT",
              "number-of-rows",
              "3",
              "fields.id.kind",
              "sequence",
              "fields.id.start",
              "1",
              "fields.id.end",
              "1000");

      assertThat(column(Datagen.rows(table, 0, 100), 0)).containsExactly(1, 2, 3);
    }

    @Test
    void endWithTheShortestSequence() {
      TableDef table =
          datagen(
              "a INT, b STRING",
              "fields.a.kind",
              "sequence",
              "fields.a.start",
              "1",
              "fields.a.end",
              "10",
              "fields.b.kind",
              "sequence",
              "fields.b.start",
              "100",
              "fields.b.end",
              "102");

      List<SpecRow> rows = Datagen.rows(table, 0, 100);

      assertThat(column(rows, 0)).containsExactly(1, 2, 3);
      assertThat(column(rows, 1)).containsExactly("100", "101", "102");
    }

    @Test
    void makeDecimalsAndDoublesOfTheNumbers() {
      TableDef table =
          datagen(
              "d DECIMAL(6, 2), x DOUBLE, t TINYINT",
              "fields.d.kind",
              "sequence",
              "fields.d.start",
              "1",
              "fields.d.end",
              "2",
              "fields.x.kind",
              "sequence",
              "fields.x.start",
              "-1",
              "fields.x.end",
              "0",
              "fields.t.kind",
              "sequence",
              "fields.t.start",
              "126",
              "fields.t.end",
              "127");

      List<SpecRow> rows = Datagen.rows(table, 0, 100);

      assertThat(column(rows, 0)).containsExactly(new BigDecimal("1.00"), new BigDecimal("2.00"));
      assertThat(column(rows, 1)).containsExactly(-1.0, 0.0);
      assertThat(column(rows, 2)).containsExactly((byte) 126, (byte) 127);
    }
  }

  @Nested
  class NullRates {

    @Test
    void areRoughlyHonored() {
      TableDef table = datagen("a INT, s STRING", "fields.a.null-rate", "0.3");

      List<SpecRow> rows = Datagen.rows(table, 11, 4000);

      long nulls = column(rows, 0).stream().filter(Objects::isNull).count();
      assertThat(nulls).isBetween(1000L, 1400L);
      assertThat(column(rows, 1)).doesNotContainNull();
    }

    @Test
    void makeEveryValueNullAtOne() {
      TableDef table = datagen("ts TIMESTAMP(3)", "fields.ts.null-rate", "1.0");

      assertThat(column(Datagen.rows(table, 0, 50), 0)).containsOnlyNulls();
    }
  }

  @Nested
  class Strings {

    @Test
    void areHexOfFlinksDefaultLength() {
      List<Object> values = column(Datagen.rows(datagen("s STRING"), 0, 20), 0);

      assertThat(values).allSatisfy(v -> assertThat((String) v).hasSize(100).matches("[0-9a-f]+"));
    }

    @Test
    void takeTheLengthOptionOrTheDeclaredLength() {
      TableDef table = datagen("s STRING, v VARCHAR(5), c CHAR(3)", "fields.s.length", "10");

      List<SpecRow> rows = Datagen.rows(table, 0, 20);

      assertThat(column(rows, 0)).allSatisfy(v -> assertThat((String) v).hasSize(10));
      assertThat(column(rows, 1)).allSatisfy(v -> assertThat((String) v).hasSize(5));
      assertThat(column(rows, 2)).allSatisfy(v -> assertThat((String) v).hasSize(3));
    }

    @Test
    void varyInLengthBelowTheLengthWithVarLen() {
      TableDef table = datagen("s STRING", "fields.s.length", "4", "fields.s.var-len", "true");

      Set<Integer> lengths =
          column(Datagen.rows(table, 0, 200), 0).stream()
              .map(v -> ((String) v).length())
              .collect(Collectors.toSet());

      assertThat(lengths).containsExactlyInAnyOrder(1, 2, 3);
    }
  }

  @Nested
  class Numbers {

    @Test
    void decimalsStayWithinPrecisionScaleAndBounds() {
      TableDef table =
          datagen("price DECIMAL(5, 2)", "fields.price.min", "-10", "fields.price.max", "10");

      assertThat(column(Datagen.rows(table, 0, 500), 0))
          .allSatisfy(
              v -> {
                BigDecimal d = (BigDecimal) v;
                assertThat(d.scale()).isEqualTo(2);
                assertThat(d.precision()).isLessThanOrEqualTo(5);
                assertThat(d).isBetween(new BigDecimal("-10"), new BigDecimal("10"));
              });
    }

    @Test
    void decimalsWithoutBoundsFillThePositiveRangeOfTheType() {
      List<Object> values = column(Datagen.rows(datagen("d DECIMAL(4, 1)"), 0, 500), 0);

      assertThat(values)
          .allSatisfy(
              v -> assertThat((BigDecimal) v).isBetween(BigDecimal.ZERO, new BigDecimal("999.9")));
      assertThat(values)
          .anySatisfy(v -> assertThat((BigDecimal) v).isGreaterThan(new BigDecimal("500")));
    }

    @Test
    void integerTypesKeepTheirClassesAndDefaultRanges() {
      List<SpecRow> rows =
          Datagen.rows(datagen("t TINYINT, s SMALLINT, b BIGINT, f FLOAT"), 0, 500);

      assertThat(column(rows, 0))
          .allMatch(v -> v instanceof Byte)
          .contains((byte) -128, (byte) 127);
      assertThat(column(rows, 1)).allMatch(v -> v instanceof Short);
      assertThat(column(rows, 2)).allMatch(v -> v instanceof Long);
      assertThat(column(rows, 3)).allSatisfy(v -> assertThat((Float) v).isPositive());
    }

    @Test
    void singleValueIntRangesAreAllowedAsInFlink() {
      TableDef table = datagen("a INT", "fields.a.min", "4", "fields.a.max", "4");

      assertThat(column(Datagen.rows(table, 0, 10), 0)).containsOnly(4);
    }

    @Test
    void booleansTakeBothValues() {
      assertThat(column(Datagen.rows(datagen("b BOOLEAN"), 0, 50), 0)).contains(true, false);
    }
  }

  @Nested
  class Time {

    @Test
    void timestampsLieUpToMaxPastBeforeTheClock() {
      TableDef table =
          datagen(
              "ts TIMESTAMP(3), lt TIMESTAMP_LTZ(3)",
              "fields.ts.max-past",
              "1 h",
              "fields.lt.max-past",
              "PT10M");
      LocalDateTime clock = LocalDateTime.ofInstant(Datagen.clock(5), ZoneOffset.UTC);

      List<SpecRow> rows = Datagen.rows(table, 5, 300);

      assertThat(column(rows, 0))
          .allSatisfy(v -> assertThat((LocalDateTime) v).isBetween(clock.minusHours(1), clock));
      assertThat(column(rows, 0).stream().distinct().count()).isGreaterThan(250);
      assertThat(column(rows, 1))
          .allSatisfy(
              v ->
                  assertThat((Instant) v)
                      .isBetween(Datagen.clock(5).minusSeconds(600), Datagen.clock(5)));
    }

    @Test
    void timestampsWithoutMaxPastAreTheClock() {
      assertThat(column(Datagen.rows(datagen("ts TIMESTAMP(3)"), 0, 5), 0))
          .containsOnly(LocalDateTime.of(2020, 1, 1, 0, 0));
    }

    @Test
    void timestampsKeepNoMoreDigitsThanTheirPrecision() {
      TableDef table = datagen("ts TIMESTAMP(0)", "fields.ts.max-past", "5000");

      assertThat(column(Datagen.rows(table, 0, 50), 0))
          .allSatisfy(v -> assertThat(((LocalDateTime) v).getNano()).isZero());
    }

    @Test
    void datesAndTimesAreTheClocks() {
      List<SpecRow> rows = Datagen.rows(datagen("d DATE, t TIME"), 3661, 3);

      assertThat(column(rows, 0)).containsOnly(LocalDate.of(2020, 1, 1));
      assertThat(column(rows, 1)).containsOnly(LocalTime.of(1, 1, 1));
    }
  }
}
