package io.github.topnkit.reference.exec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.topnkit.reference.expr.UnsupportedFeatureException;
import io.github.topnkit.spec.RowKind;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Flink's {@code SinkUpsertMaterializer} (flink-table-runtime operators/sink): +I when a sink key's
 * list was empty, +U otherwise; a retraction of the newest row brings the previous one back as +U,
 * of an older one emits nothing, of the only one -D.
 */
class SinkUpsertMaterializerTest {

  private final List<Row> out = new ArrayList<>();

  private static Row row(RowKind kind, Object... values) {
    return new Row(kind, values);
  }

  @Test
  void withoutUpsertKeyRowsStackPerSinkKey() {
    SinkUpsertMaterializer m = new SinkUpsertMaterializer(new int[] {0}, new int[0], null);
    m.processElement(row(RowKind.INSERT, "k", 1), out::add);
    m.processElement(row(RowKind.INSERT, "k", 2), out::add);
    m.processElement(row(RowKind.INSERT, "k", 3), out::add);
    m.processElement(row(RowKind.UPDATE_BEFORE, "k", 2), out::add);
    m.processElement(row(RowKind.DELETE, "k", 3), out::add);
    m.processElement(row(RowKind.DELETE, "k", 1), out::add);
    m.processElement(row(RowKind.DELETE, "k", 1), out::add);
    assertThat(out)
        .containsExactly(
            row(RowKind.INSERT, "k", 1),
            row(RowKind.UPDATE_AFTER, "k", 2),
            row(RowKind.UPDATE_AFTER, "k", 3),
            row(RowKind.UPDATE_AFTER, "k", 1),
            row(RowKind.DELETE, "k", 1));
  }

  @Test
  void withAnUpsertKeyAnAdditionReplacesTheRowOfItsKey() {
    SinkUpsertMaterializer m = new SinkUpsertMaterializer(new int[] {1}, new int[] {0}, null);
    m.processElement(row(RowKind.INSERT, 1, "k", 10), out::add);
    m.processElement(row(RowKind.UPDATE_AFTER, 1, "k", 20), out::add);
    m.processElement(row(RowKind.DELETE, 1, "k", 20), out::add);
    assertThat(out)
        .containsExactly(
            row(RowKind.INSERT, 1, "k", 10),
            row(RowKind.UPDATE_AFTER, 1, "k", 20),
            row(RowKind.DELETE, 1, "k", 20));
  }

  @Test
  void aRetractionMatchingSeveralRowsIsRefusedAsTheTwoVersionsDiffer() {
    SinkUpsertMaterializer m = new SinkUpsertMaterializer(new int[] {0}, new int[0], null);
    m.processElement(row(RowKind.INSERT, "k", 1), out::add);
    m.processElement(row(RowKind.INSERT, "k", 2), out::add);
    m.processElement(row(RowKind.INSERT, "k", 1), out::add);
    assertThatThrownBy(() -> m.processElement(row(RowKind.DELETE, "k", 1), out::add))
        .isInstanceOf(UnsupportedFeatureException.class);
  }
}
