package io.github.topnkit.spec.compare;

import static io.github.topnkit.spec.compare.Expected.after;
import static io.github.topnkit.spec.compare.Expected.before;
import static io.github.topnkit.spec.compare.Expected.delete;
import static io.github.topnkit.spec.compare.Expected.insert;
import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.util.List;
import org.junit.jupiter.api.Test;

class MaterializedTest {

  @Test
  void addsInsertsAndUpdatesAndRemovesOneEqualRowPerRetraction() {
    Materialized result =
        Materialized.of(
            List.of(
                insert("a", 1),
                insert("a", 1),
                insert("b", 2),
                before("b", 2),
                after("b", 3),
                delete("a", 1)));

    assertThat(result.asRows()).containsExactly(insert("a", 1), insert("b", 3));
    assertThat(result.rows()).extracting(Materialized.Entry::index).containsExactly(0, 4);
    assertThat(result.missingRetractions()).isEmpty();
  }

  @Test
  void setsAndRemovesTheRowOfAPrimaryKeyForAnUpsertOutput() {
    Materialized result =
        Materialized.of(
            List.of(
                insert("a", 1),
                after("a", 2),
                insert("b", 5),
                after("c", 7),
                delete("b", null),
                delete("d", 0)),
            List.of(0));

    assertThat(result.asRows()).containsExactly(insert("a", 2), insert("c", 7));
    assertThat(result.rows()).extracting(Materialized.Entry::index).containsExactly(1, 3);
    assertThat(result.missingRetractions())
        .containsExactly(new Materialized.Entry(delete("d", 0), 5));
  }

  @Test
  void keepsRetractionsOfRowsItDoesNotHold() {
    Materialized result = Materialized.of(List.of(insert("a", 1), before("a", 2), delete("a", 1)));

    assertThat(result.asRows()).isEmpty();
    assertThat(result.missingRetractions())
        .containsExactly(new Materialized.Entry(before("a", 2), 1));
  }

  @Test
  void retractsDecimalsByValue() {
    Materialized result =
        Materialized.of(List.of(insert(new BigDecimal("4.00")), delete(new BigDecimal("4"))));

    assertThat(result.asRows()).isEmpty();
    assertThat(result.missingRetractions()).isEmpty();
  }

  @Test
  void writesRowsInPrintNotation() {
    assertThat(
            PrintNotation.format(List.of(before("it's, a", null, 1.5)), java.time.ZoneOffset.UTC))
        .isEqualTo("-U['it''s, a', null, 1.5]\n");
  }
}
