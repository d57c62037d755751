package io.github.topnkit.reference.exec;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.spec.RowKind;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * ChangelogNormalize compares a new row with the stored one on the fields it holds: the key and the
 * fields read above it (Flink's PushCalcPastChangelogNormalizeRule; spec-cases
 * updating/upsert-unused-fields.spec.yaml, verified on Flink 2.3.0).
 */
class ChangelogNormalizeTest {

  // (product_id, category, sales, note), key product_id; note is not read.
  private static final int[] KEY = {0};
  private static final int[] READ = {0, 1, 2};

  @Test
  void aChangeInAFieldNothingReadsSendsNothing() {
    ChangelogNormalizeOperator op = new ChangelogNormalizeOperator(KEY, READ, true);
    List<Row> out = new ArrayList<>();
    op.processElement(new Row(RowKind.INSERT, new Object[] {"p1", "books", 10L, "new"}), out::add);
    op.processElement(
        new Row(RowKind.UPDATE_AFTER, new Object[] {"p1", "books", 10L, "restocked"}), out::add);
    op.processElement(
        new Row(RowKind.UPDATE_AFTER, new Object[] {"p1", "books", 12L, "restocked"}), out::add);
    assertThat(out)
        .containsExactly(
            new Row(RowKind.INSERT, new Object[] {"p1", "books", 10L, "new"}),
            // The stored row is still the first one: the unread change was not kept.
            new Row(RowKind.UPDATE_BEFORE, new Object[] {"p1", "books", 10L, "new"}),
            new Row(RowKind.UPDATE_AFTER, new Object[] {"p1", "books", 12L, "restocked"}));
  }

  @Test
  void everyFieldCountsWhenAllAreRead() {
    ChangelogNormalizeOperator op = new ChangelogNormalizeOperator(KEY, true);
    List<Row> out = new ArrayList<>();
    op.processElement(new Row(RowKind.INSERT, new Object[] {"p1", "books", 10L, "new"}), out::add);
    op.processElement(
        new Row(RowKind.UPDATE_AFTER, new Object[] {"p1", "books", 10L, "restocked"}), out::add);
    op.processElement(
        new Row(RowKind.UPDATE_AFTER, new Object[] {"p1", "books", 10L, "restocked"}), out::add);
    assertThat(out)
        .containsExactly(
            new Row(RowKind.INSERT, new Object[] {"p1", "books", 10L, "new"}),
            new Row(RowKind.UPDATE_BEFORE, new Object[] {"p1", "books", 10L, "new"}),
            new Row(RowKind.UPDATE_AFTER, new Object[] {"p1", "books", 10L, "restocked"}));
  }
}
