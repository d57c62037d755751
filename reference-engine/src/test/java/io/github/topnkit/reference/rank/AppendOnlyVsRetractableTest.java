package io.github.topnkit.reference.rank;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.linter.plan.RankRange;
import io.github.topnkit.linter.plan.SortKey;
import io.github.topnkit.reference.exec.Operator;
import io.github.topnkit.reference.exec.Row;
import io.github.topnkit.reference.expr.SortComparators;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * On an insert-only input Flink's AppendOnlyTopNFunction (bounded buffer, admission check, purging)
 * and RetractableTopNFunction (every row kept) send the same changelog; the two engine operators
 * are written independently, so random inputs with many ties cross-check both.
 */
class AppendOnlyVsRetractableTest {

  @Test
  void sameChangelogOnRandomInsertOnlyInputs() {
    Random random = new Random(7);
    List<SortKey> keys = List.of(SortKey.of(1, true, null));
    Comparator<Object[]> order = SortComparators.of(keys);
    KeySelector partition = KeySelector.of(List.of(0));
    int cases = 0;
    for (int round = 0; round < 400; round++) {
      long start = 1 + random.nextInt(3);
      long end = start + random.nextInt(4);
      boolean rankNumber = random.nextBoolean();
      RankRange range = new RankRange.Constant(start, end);
      List<Row> input = new ArrayList<>();
      for (int i = 0; i < 40; i++) {
        input.add(Row.insert("p" + random.nextInt(2), random.nextInt(6), i));
      }
      String appendOnly =
          run(
              new AppendOnlyTopN(
                  partition, order, new RankEnd(range, null), emitter(start, rankNumber)),
              input);
      String retractable =
          run(
              new RetractableTopN(
                  partition,
                  order,
                  BinarySortKey.of(keys),
                  new RankEnd(range, null),
                  emitter(start, rankNumber)),
              input);
      assertThat(appendOnly)
          .as("range %s..%s, rn %s", start, end, rankNumber)
          .isEqualTo(retractable);
      cases += appendOnly.isEmpty() ? 0 : 1;
    }
    assertThat(cases).isGreaterThan(300);
  }

  private static TopNEmitter emitter(long start, boolean rankNumber) {
    return new TopNEmitter(start, rankNumber, true);
  }

  private static String run(Operator op, List<Row> input) {
    StringBuilder out = new StringBuilder();
    for (Row row : input) {
      op.processElement(row, r -> out.append(r).append('\n'));
    }
    return out.toString();
  }
}
