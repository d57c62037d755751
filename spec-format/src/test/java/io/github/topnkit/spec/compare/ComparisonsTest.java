package io.github.topnkit.spec.compare;

import static io.github.topnkit.spec.compare.Expected.after;
import static io.github.topnkit.spec.compare.Expected.before;
import static io.github.topnkit.spec.compare.Expected.column;
import static io.github.topnkit.spec.compare.Expected.delete;
import static io.github.topnkit.spec.compare.Expected.insert;
import static io.github.topnkit.spec.compare.Expected.output;
import static io.github.topnkit.spec.compare.Expected.rows;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.topnkit.linter.catalog.SqlType;
import io.github.topnkit.linter.catalog.TimeKind;
import io.github.topnkit.linter.catalog.TypeRoot;
import io.github.topnkit.spec.Position;
import io.github.topnkit.spec.SpecException;
import io.github.topnkit.spec.SpecRow;
import io.github.topnkit.spec.run.OutputTable;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

class ComparisonsTest {

  /** The print sink of the seed task: top 3 spenders per country. */
  static final List<OutputTable.Column> SPEND =
      List.of(
          column("country_id", SqlType.INT),
          column("user_id", SqlType.INT),
          column("cost_money", SqlType.DOUBLE),
          column("row_num", SqlType.BIGINT));

  static final List<Integer> BY_COUNTRY = List.of(0);

  static OutputTable spend(SpecRow... rows) {
    return output("console_output", SPEND, rows);
  }

  @Nested
  class Changelogs {

    @Test
    void matchExactly() {
      Comparison c =
          Comparisons.changelog(
              rows(10, "+I[1, 7, 9.5, 1]\n-U[1, 7, 9.5, 1]\n+U[1, 8, 9.9, 1]"),
              spend(insert(1, 7, 9.5, 1L), before(1, 7, 9.5, 1L), after(1, 8, 9.9, 1L)),
              BY_COUNTRY);

      assertThat(c.ok()).isTrue();
      assertThat(c.report()).isEmpty();
      assertThat(c.expected()).isEqualTo("+I[1, 7, 9.5, 1]\n-U[1, 7, 9.5, 1]\n+U[1, 8, 9.9, 1]\n");
      assertThat(c.actual()).isEqualTo(c.expected());
    }

    @Test
    void mayInterleaveRowsOfDifferentKeys() {
      Comparison c =
          Comparisons.changelog(
              rows(10, "+I[1, 7, 9.5, 1]\n+I[2, 3, 1.0, 1]\n+I[1, 8, 3.0, 2]\n+I[2, 4, 0.5, 2]"),
              spend(
                  insert(2, 3, 1.0, 1L),
                  insert(1, 7, 9.5, 1L),
                  insert(2, 4, 0.5, 2L),
                  insert(1, 8, 3.0, 2L)),
              BY_COUNTRY);

      assertThat(c.ok()).isTrue();
    }

    @Test
    void keepTheOrderOfRowsOfOneKey() {
      Comparison c =
          Comparisons.changelog(
              rows(10, "+I[1, 7, 9.5, 1]\n+I[1, 8, 3.0, 2]"),
              spend(insert(1, 8, 3.0, 2L), insert(1, 7, 9.5, 1L)),
              BY_COUNTRY);

      assertThat(c.ok()).isFalse();
      assertThat(c.report())
          .contains("1 out of order")
          .contains("out of order, expected line 10  [country_id=1]");
    }

    @Test
    void keepTheWholeOrderWithoutAKey() {
      Comparison c =
          Comparisons.changelog(
              rows(10, "+I[1, 7, 9.5, 1]\n+I[2, 3, 1.0, 1]"),
              spend(insert(2, 3, 1.0, 1L), insert(1, 7, 9.5, 1L)),
              List.of());

      assertThat(c.ok()).isFalse();
      assertThat(c.report()).contains("the order of all rows is compared (no key)");
    }

    @Test
    void tellKindsApart() {
      Comparison c =
          Comparisons.changelog(
              rows(10, "+U[1, 7, 9.5, 1]"), spend(insert(1, 7, 9.5, 1L)), BY_COUNTRY);

      assertThat(c.ok()).isFalse();
      assertThat(c.report())
          .contains(
              "!   10  +U[1, 7, 9.5, 1] | 1  +I[1, 7, 9.5, 1]  differs in kind  [country_id=1]");
    }

    @Test
    void reportMissingAndUnexpectedRows() {
      Comparison c =
          Comparisons.changelog(
              rows(10, "+I[1, 7, 9.5, 1]\n+I[2, 3, 1.0, 1]"),
              spend(insert(1, 7, 9.5, 1L), insert(3, 3, 1.0, 1L)),
              BY_COUNTRY);

      assertThat(c.ok()).isFalse();
      assertThat(c.report())
          .contains("1 missing, 1 unexpected")
          .contains("-   11  +I[2, 3, 1.0, 1] |                      missing  [country_id=2]")
          .contains("+                        | 2  +I[3, 3, 1.0, 1]  unexpected  [country_id=3]");
    }

    @Test
    void compareDecimalsByValueAndTimestampsWhicheverWayTheyAreWritten() {
      List<OutputTable.Column> columns =
          List.of(
              column("window_end", SqlType.timestamp(TypeRoot.TIMESTAMP, 3, TimeKind.NONE)),
              column("price", SqlType.decimal(10, 2)),
              column("at", SqlType.timestamp(TypeRoot.TIMESTAMP_LTZ, 3, TimeKind.NONE)));
      OutputTable actual =
          output(
              "",
              columns,
              insert(
                  LocalDateTime.of(2020, 4, 15, 8, 10),
                  new BigDecimal("4"),
                  Instant.parse("2020-04-15T06:10:00Z")));

      Comparison c =
          Comparisons.changelog(
              rows(10, "+I[2020-04-15T08:10, 4.0, 2020-04-15 08:10:00]"),
              actual,
              List.of(),
              ZoneId.of("Europe/Berlin"));

      assertThat(c.ok()).isTrue();
      assertThat(c.expected()).isEqualTo("+I[2020-04-15 08:10:00, 4.00, 2020-04-15 08:10:00]\n");
    }

    @Test
    void nameTheJavaClassesOfValuesThatReadTheSame() {
      Comparison c =
          Comparisons.changelog(
              rows(10, "+I[1, 7, 9.5, 1]"), spend(insert(1, 7, 9.5, 1)), List.of());

      assertThat(c.report()).contains("differs in row_num (Long vs Integer)");
    }

    @Test
    void arrangeTheActualTextLikeTheExpectedOneForDiffViewers() {
      Comparison c =
          Comparisons.changelog(
              rows(10, "+I[1, 7, 9.5, 1]\n+I[2, 3, 1.0, 1]\n+I[1, 8, 3.0, 2]"),
              spend(insert(2, 3, 1.0, 1L), insert(1, 7, 9.5, 1L), insert(1, 8, 3.5, 2L)),
              BY_COUNTRY);

      assertThat(c.ok()).isFalse();
      assertThat(c.expected()).isEqualTo("+I[1, 7, 9.5, 1]\n+I[2, 3, 1.0, 1]\n+I[1, 8, 3.0, 2]\n");
      assertThat(c.actual()).isEqualTo("+I[1, 7, 9.5, 1]\n+I[2, 3, 1.0, 1]\n+I[1, 8, 3.5, 2]\n");
    }

    @Test
    void reportEveryRowOfAnEmptyExpectationAsUnexpected() {
      Comparison c =
          Comparisons.changelog(
              rows(10, ""), spend(insert(2, 3, 1.0, 1L), insert(1, 7, 9.5, 1L)), BY_COUNTRY);

      assertThat(c.ok()).isFalse();
      assertThat(c.expected()).isEmpty();
      assertThat(c.actual()).isEqualTo("+I[2, 3, 1.0, 1]\n+I[1, 7, 9.5, 1]\n");
      assertThat(c.report()).contains(": 2 unexpected\n");
    }

    @Test
    void foldLongRunsOfMatchingRows() {
      StringBuilder block = new StringBuilder();
      List<SpecRow> actual = new ArrayList<>();
      for (int i = 1; i <= 60; i++) {
        block.append("+I[").append(i).append(", 1, 1.0, 1]\n");
        actual.add(insert(i, 1, i == 30 ? 2.0 : 1.0, 1L));
      }

      Comparison c =
          Comparisons.changelog(
              rows(10, block.toString()), spend(actual.toArray(SpecRow[]::new)), BY_COUNTRY);

      assertThat(c.report())
          .contains("  ... 27 matching rows\n")
          .contains("  ... 28 matching rows\n")
          .contains("!   39  +I[30, 1, 1.0, 1] | 30  +I[30, 1, 2.0, 1]  differs in cost_money");
      assertThat(c.report().lines().count()).isLessThan(15);
    }
  }

  @Nested
  class FinalResults {

    @Test
    void materializeUpdatesAndRetractions() {
      OutputTable actual =
          spend(
              insert(1, 7, 9.5, 1L),
              insert(2, 3, 1.0, 1L),
              before(1, 7, 9.5, 1L),
              after(1, 8, 9.9, 1L),
              delete(2, 3, 1.0, 1L),
              insert(3, 5, 2.0, 1L));

      Comparison c = Comparisons.finalRows(rows(10, "+I[3, 5, 2.0, 1]\n+I[1, 8, 9.9, 1]"), actual);

      assertThat(c.ok()).isTrue();
      assertThat(c.actual()).isEqualTo("+I[3, 5, 2.0, 1]\n+I[1, 8, 9.9, 1]\n");
    }

    @Test
    void materializeAnUpsertSinkByItsPrimaryKey() {
      OutputTable actual =
          new OutputTable(
              "spend_by_country",
              SPEND,
              List.of("country_id"),
              List.of(insert(1, 7, 9.5, 1L), after(1, 8, 9.9, 1L), insert(2, 3, 1.0, 1L)));

      Comparison matching =
          Comparisons.finalRows(rows(10, "+I[1, 8, 9.9, 1]\n+I[2, 3, 1.0, 1]"), actual);
      Comparison wrong = Comparisons.finalRows(rows(10, "+I[1, 8, 9.9, 1]"), actual);

      assertThat(matching.ok()).isTrue();
      assertThat(wrong.report())
          .contains(
              "the changelog (3 rows) is materialized by its primary key [country_id] (+I/+U set"
                  + " a key's row, -U/-D remove it) and compared in any order");
    }

    @Test
    void reportARetractionOfARowTheResultDoesNotHold() {
      OutputTable actual = spend(insert(1, 7, 9.5, 1L), delete(1, 8, 9.9, 1L));

      Comparison c = Comparisons.finalRows(rows(10, "+I[1, 7, 9.5, 1]"), actual);

      assertThat(c.ok()).isFalse();
      assertThat(c.report())
          .contains("1 bad retraction")
          .contains(
              "x                        | 2  -D[1, 8, 9.9, 1]  retracts a row the result does not hold");
    }

    @Test
    void pairDifferingRowsWithTheMostSimilarLeftover() {
      OutputTable actual = spend(insert(5, 5, 5.0, 5L), insert(1, 7, 9.0, 1L));

      Comparison c = Comparisons.finalRows(rows(10, "+I[1, 7, 9.5, 1]"), actual);

      assertThat(c.report())
          .contains("1 differing, 1 unexpected")
          .contains("!   10  +I[1, 7, 9.5, 1] | 2  +I[1, 7, 9.0, 1]  differs in cost_money")
          .contains("+                        | 1  +I[5, 5, 5.0, 5]  unexpected");
    }

    @Test
    void countDuplicates() {
      OutputTable actual = spend(insert(1, 7, 9.5, 1L), insert(1, 7, 9.5, 1L));

      Comparison c = Comparisons.finalRows(rows(10, "+I[1, 7, 9.5, 1]"), actual);

      assertThat(c.ok()).isFalse();
      assertThat(c.report()).contains("1 unexpected");
    }

    @Test
    void takeOnlyInsertRows() {
      assertThatThrownBy(() -> Comparisons.finalRows(rows(10, "-D[1, 7, 9.5, 1]"), spend()))
          .isInstanceOf(SpecException.class)
          .hasMessage("topn.spec.yaml:10:7: rows of a final result are written +I, not -D");
    }
  }

  @Nested
  class TypedCells {

    @Test
    void ofTheWrongCountFailAtTheRow() {
      assertThatThrownBy(() -> TypedRows.of(rows(12, "+I[1, 7, 9.5]"), SPEND))
          .isInstanceOf(SpecException.class)
          .hasMessage(
              "topn.spec.yaml:12:7: the row has 3 values, the output has 4 columns: country_id,"
                  + " user_id, cost_money, row_num");
    }

    @Test
    void ofTheWrongTypeFailAtTheCell() {
      SpecException e =
          (SpecException)
              org.assertj.core.api.Assertions.catchThrowable(
                  () -> Comparisons.changelog(rows(12, "+I[1, 7, much, 1]"), spend(), List.of()));

      assertThat(e.position()).isEqualTo(new Position(Expected.FILE, 12, 16));
      assertThat(e.problem()).isEqualTo("'much' is not a DOUBLE value (column cost_money)");
    }

    @Test
    void keepQuotedNullsAsStrings() {
      List<SpecRow> typed =
          TypedRows.of(
              rows(12, "+I['null', null]"),
              List.of(column("a", SqlType.STRING), column("b", SqlType.STRING)));

      assertThat(typed.get(0).values()).containsExactly("null", null);
    }
  }

  @Nested
  class Reports {

    @Test
    void showBothChangelogsSideBySide() {
      OutputTable actual =
          spend(
              insert(2, 3, 1.0, 1L),
              insert(1, 8, 3.0, 2L),
              insert(1, 7, 9.5, 1L),
              before(2, 3, 1.0, 1L),
              after(2, 4, 7.5, 1L),
              insert(4, 1, 1.0, 1L));

      Comparison c =
          Comparisons.changelog(
              rows(
                  14,
                  """
                  +I[1, 7, 9.5, 1]
                  +I[2, 3, 1.0, 1]
                  +I[1, 8, 3.0, 2]
                  -U[2, 3, 1.0, 1]
                  +U[2, 4, 7.0, 1]
                  +I[3, 9, 0.5, 1]
                  """),
              actual,
              BY_COUNTRY);

      assertThat(c.report())
          .isEqualTo(
              """
              topn.spec.yaml:13:5: the changelog of console_output differs from the expected one: \
              1 differing, 1 missing, 1 unexpected, 1 out of order
              the order is compared per key (country_id); rows of different keys may interleave
              (! differs, - missing, + unexpected, ~ out of order)

                line  expected         | #  actual
              ~   14  +I[1, 7, 9.5, 1] |                      out of order, actual #3  [country_id=1]
                  15  +I[2, 3, 1.0, 1] | 1  +I[2, 3, 1.0, 1]
                  16  +I[1, 8, 3.0, 2] | 2  +I[1, 8, 3.0, 2]
              ~                        | 3  +I[1, 7, 9.5, 1]  out of order, expected line 14  [country_id=1]
                  17  -U[2, 3, 1.0, 1] | 4  -U[2, 3, 1.0, 1]
              !   18  +U[2, 4, 7.0, 1] | 5  +U[2, 4, 7.5, 1]  differs in cost_money  [country_id=2]
              -   19  +I[3, 9, 0.5, 1] |                      missing  [country_id=3]
              +                        | 6  +I[4, 1, 1.0, 1]  unexpected  [country_id=4]
              """);
    }
  }
}
