package io.github.topnkit.spec.datagen;

import static io.github.topnkit.spec.datagen.Ddl.datagen;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import io.github.topnkit.linter.catalog.TableDef;
import java.time.Duration;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class DatagenOptionsTest {

  static String problem(TableDef table) {
    try {
      Datagen.rows(table, 0, 10);
    } catch (IllegalArgumentException e) {
      return e.getMessage();
    }
    throw new AssertionError("expected the options of " + table.options() + " to be rejected");
  }

  @Nested
  class Rejects {

    @Test
    void anOptionForAColumnTheTableDoesNotHave() {
      assertThat(problem(datagen("a INT", "fields.nope.min", "1")))
          .isEqualTo(
              "unsupported datagen option 'fields.nope.min': the table has no physical column"
                  + " of that name");
    }

    @Test
    void anUnknownTableOption() {
      assertThat(problem(datagen("a INT", "rows-per-minute", "1")))
          .startsWith("unsupported datagen option 'rows-per-minute'");
    }

    @Test
    void anOptionTheColumnsTypeDoesNotTakeAndSaysWhichItTakes() {
      assertThat(problem(datagen("s STRING", "fields.s.min", "1")))
          .isEqualTo(
              "unsupported datagen option 'fields.s.min': a STRING column of this kind takes"
                  + " fields.s.kind, fields.s.length, fields.s.null-rate, fields.s.var-len");
    }

    @Test
    void optionsOfAComputedColumn() {
      assertThat(problem(datagen("a INT, b AS a * 2", "fields.b.min", "1")))
          .contains("'fields.b.min'")
          .contains("b is a computed column");
    }

    @Test
    void nullRatesOfDatesWhichFlinkDoesNotTakeEither() {
      assertThat(problem(datagen("d DATE", "fields.d.null-rate", "0.5")))
          .startsWith("unsupported datagen option 'fields.d.null-rate'");
    }

    @Test
    void boundsOfASequenceColumnsRandomSibling() {
      assertThat(
              problem(
                  datagen(
                      "a INT",
                      "fields.a.kind",
                      "sequence",
                      "fields.a.start",
                      "1",
                      "fields.a.end",
                      "3",
                      "fields.a.min",
                      "0")))
          .startsWith("unsupported datagen option 'fields.a.min'");
    }

    @Test
    void anUnknownKind() {
      assertThat(problem(datagen("a INT", "fields.a.kind", "increment")))
          .isEqualTo("datagen option 'fields.a.kind' = 'increment' is not 'random' or 'sequence'");
    }

    @ParameterizedTest
    @CsvSource(
        delimiter = '|',
        quoteCharacter = '"',
        value = {
          "a INT      | fields.a.min       | abc   | 'fields.a.min' = 'abc' is not an integer",
          "t TINYINT  | fields.t.max       | 300   | 'fields.t.max' = '300' is not a TINYINT value",
          "a INT      | fields.a.null-rate | 1.5   | 'fields.a.null-rate' = '1.5' is not a rate",
          "a INT      | number-of-rows     | -1    | 'number-of-rows' = '-1' is not a row count",
          "a INT      | number-of-rows     | many  | 'number-of-rows' = 'many' is not an integer",
          "a INT      | rows-per-second    | fast  | 'rows-per-second' = 'fast' is not an integer",
          "ts TIMESTAMP(3) | fields.ts.max-past | 1 week | 'fields.ts.max-past' = '1 week' is not",
          "s STRING   | fields.s.var-len   | maybe | 'fields.s.var-len' = 'maybe' is not true or",
          "x DOUBLE   | fields.x.max       | NaN   | fields.x.min = 4.9E-324 and fields.x.max = NaN",
        })
    void anInvalidValueNamingTheOption(String columns, String key, String value, String message) {
      assertThat(problem(datagen(columns, key, value))).contains(message);
    }

    @Test
    void reversedBounds() {
      assertThat(problem(datagen("a INT", "fields.a.min", "5", "fields.a.max", "1")))
          .isEqualTo(
              "datagen options fields.a.min = 5 and fields.a.max = 1 do not fit: Flink needs min"
                  + " <= max");
    }

    @Test
    void equalBigintBoundsWhichFailInFlink() {
      assertThat(problem(datagen("b BIGINT", "fields.b.min", "5", "fields.b.max", "5")))
          .endsWith("Flink needs min < max for BIGINT");
    }

    @Test
    void decimalBoundsOutsideTheType() {
      assertThat(
              problem(datagen("d DECIMAL(3, 1)", "fields.d.min", "1000", "fields.d.max", "2000")))
          .isEqualTo(
              "datagen options fields.d.min and fields.d.max leave no values of DECIMAL(3, 1)");
    }

    @Test
    void aSequenceWithoutEnd() {
      assertThat(problem(datagen("a INT", "fields.a.kind", "sequence", "fields.a.start", "1")))
          .isEqualTo(
              "datagen option fields.a.end is missing: a sequence needs fields.a.start and"
                  + " fields.a.end");
    }

    @Test
    void aSequenceThatDoesNotGrow() {
      assertThat(
              problem(
                  datagen(
                      "a INT",
                      "fields.a.kind",
                      "sequence",
                      "fields.a.start",
                      "3",
                      "fields.a.end",
                      "3")))
          .endsWith("Flink needs end > start");
    }

    @Test
    void aSequenceOfTimestamps() {
      assertThat(
              problem(
                  datagen(
                      "ts TIMESTAMP(3)",
                      "fields.ts.kind",
                      "sequence",
                      "fields.ts.start",
                      "1",
                      "fields.ts.end",
                      "3")))
          .startsWith("datagen option fields.ts.kind = 'sequence' does not apply to TIMESTAMP(3)");
    }

    @Test
    void aLengthLongerThanTheDeclaredOne() {
      assertThat(problem(datagen("v VARCHAR(5)", "fields.v.length", "6")))
          .startsWith("datagen option fields.v.length: custom length '6'");
    }

    @Test
    void aLengthForAChar() {
      assertThat(problem(datagen("c CHAR(2)", "fields.c.length", "6")))
          .contains("custom length for fixed-length type (CHAR/BINARY) field 'c' is not supported");
    }

    @Test
    void varLenOutsideVarchar() {
      assertThat(problem(datagen("a INT", "fields.a.var-len", "true")))
          .startsWith("datagen option fields.a.var-len only applies to variable-length types");
    }

    @Test
    void typesSpecRowsCannotWrite() {
      assertThat(problem(datagen("b BYTES")))
          .startsWith("datagen column b has type BYTES")
          .contains("does not support");
    }

    @Test
    void moreRowsThanASpecMayGenerate() {
      assertThat(problem(datagen("a INT", "number-of-rows", "1000001")))
          .contains("1000001 rows, more than the 1000000 a spec may generate");
    }

    @Test
    void tablesOfOtherConnectors() {
      TableDef kafka = Ddl.table("CREATE TABLE K (a INT) WITH ('connector' = 'kafka')");

      assertThatIllegalArgumentException()
          .isThrownBy(() -> Datagen.rows(kafka, 0, 1))
          .withMessage("table K does not use the datagen connector");
    }
  }

  @Nested
  class ReadsDurations {

    @ParameterizedTest
    @CsvSource({
      "500, PT0.5S",
      "10 s, PT10S",
      "10s, PT10S",
      "5 min, PT5M",
      "2 hours, PT2H",
      "1 d, PT24H",
      "PT1M30S, PT1M30S",
      "3 ms, PT0.003S"
    })
    void asFlinkDoes(String text, String iso) {
      assertThat(Durations.parse(text)).isEqualTo(Duration.parse(iso));
    }

    @Test
    void butNotNegativeOrUnknownOnes() {
      assertThatIllegalArgumentException().isThrownBy(() -> Durations.parse("-PT1M"));
      assertThatIllegalArgumentException().isThrownBy(() -> Durations.parse("PT-1M"));
      assertThatIllegalArgumentException().isThrownBy(() -> Durations.parse("3 weeks"));
      assertThatIllegalArgumentException().isThrownBy(() -> Durations.parse("soon"));
    }
  }
}
