package io.github.topnkit.reference.window;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.linter.catalog.SqlType;
import io.github.topnkit.linter.parse.Span;
import io.github.topnkit.linter.plan.SortKey;
import io.github.topnkit.reference.expr.SortComparators;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The bounded Window Top-N state against the replay of Flink's combiner and fire-time load: for
 * sort keys whose ties are equal in binary form both must rank the same first rank-end rows.
 */
class BoundedRankStateTest {

  private static final Span SPAN = Span.FILE_START;
  private static final int[] SORT_FIELDS = {0, 1};
  private static final SqlType[] INT_KEYS = {SqlType.INT, SqlType.BIGINT};

  @Test
  void intAndBigintKeysGetTheBoundedStateAndDoubleKeysTheReplay() {
    Comparator<Object[]> order = order(false, true);
    assertThat(WindowRankState.create(order, 3, SORT_FIELDS, INT_KEYS, SPAN))
        .isInstanceOf(BoundedRankState.class);
    assertThat(
            WindowRankState.create(
                order, 3, SORT_FIELDS, new SqlType[] {SqlType.INT, SqlType.DOUBLE}, SPAN))
        .isInstanceOf(TiedKeyRankState.class);
  }

  @Test
  void tiesRankInArrivalOrderAndRowsBeyondTheRankEndGo() {
    WindowRankState state = new BoundedRankState(order(false, false), 3);
    state.buffer(row(5, 0L, 1));
    state.buffer(row(3, 0L, 2));
    state.buffer(row(5, 0L, 3));
    state.buffer(row(3, 0L, 4));
    state.buffer(row(9, 0L, 5));
    assertThat(ids(state.ranked())).containsExactly(2, 4, 1);
  }

  @ParameterizedTest
  @ValueSource(longs = {1, 2, 3, 5, 40})
  void ranksAsFlinksCombinerAndFireTimeLoadDo(long rankEnd) {
    Random random = new Random(rankEnd);
    for (int trial = 0; trial < 300; trial++) {
      Comparator<Object[]> order = order(random.nextBoolean(), random.nextBoolean());
      WindowRankState bounded = new BoundedRankState(order, rankEnd);
      WindowRankState replay = new TiedKeyRankState(order, rankEnd, SORT_FIELDS, INT_KEYS, SPAN);
      int rows = random.nextInt(60);
      int flushEvery = 1 + random.nextInt(30);
      for (int id = 0; id < rows; id++) {
        // Few distinct values, NULLs included, so ties are frequent.
        Object[] row =
            row(
                random.nextInt(8) == 0 ? null : random.nextInt(4),
                random.nextInt(8) == 0 ? null : (long) random.nextInt(3),
                id);
        bounded.buffer(row);
        replay.buffer(row);
        if (random.nextInt(flushEvery) == 0) {
          // Flink combines a batch whenever some window is due, so at arbitrary points.
          replay.flush();
        }
      }
      replay.flush();
      List<Object[]> expected = replay.ranked();
      assertThat(ids(bounded.ranked()))
          .as("trial %d", trial)
          .isEqualTo(ids(expected.subList(0, (int) Math.min(rankEnd, expected.size()))));
    }
  }

  private static Comparator<Object[]> order(boolean firstDescending, boolean secondDescending) {
    return SortComparators.of(
        List.of(SortKey.of(0, firstDescending, SPAN), SortKey.of(1, secondDescending, SPAN)));
  }

  private static Object[] row(Integer first, Long second, int id) {
    return new Object[] {first, second, id};
  }

  private static List<Object> ids(List<Object[]> rows) {
    List<Object> ids = new ArrayList<>();
    for (Object[] r : rows) {
      ids.add(r[2]);
    }
    return ids;
  }
}
