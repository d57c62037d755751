package io.github.topnkit.benchmarks;

import io.github.topnkit.linter.catalog.TableDef;
import io.github.topnkit.spec.SpecRow;
import io.github.topnkit.spec.datagen.Datagen;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * The baseline of {@link EngineBenchmark}: a hand-written bounded-heap loop over the same generated
 * rows, keeping the 3 largest values per key (ties to the earlier row) and counting the changes a
 * Top-N would emit.
 */
final class HandLoop {

  private HandLoop() {}

  /** Top 3 cost_money per country_id; returns how many rows entered a top 3. */
  static long topN(TableDef spending, long seed) {
    Map<Integer, int[]> tops = new HashMap<>();
    long admitted = 0;
    Iterator<SpecRow> rows = Datagen.iterate(spending, seed, 0, Datagen.MAX_ROWS);
    while (rows.hasNext()) {
      List<Object> v = rows.next().values();
      int[] top = tops.computeIfAbsent((Integer) v.get(0), k -> new int[] {-1, -1, -1});
      if (offer(top, (Integer) v.get(2))) {
        admitted++;
      }
    }
    return admitted;
  }

  /** Top 3 prices per 10-minute window of the bid clock, emitted when the next window starts. */
  static long windowTopN(TableDef bids, long seed) {
    long emitted = 0;
    long window = Long.MIN_VALUE;
    int[] top = {-1, -1, -1};
    Iterator<SpecRow> rows = Datagen.iterate(bids, seed, 0, Datagen.MAX_ROWS);
    while (rows.hasNext()) {
      List<Object> v = rows.next().values();
      long ts = EngineWorkload.BID_EPOCH_MILLIS + (Long) v.get(0) * EngineWorkload.BID_EVERY_MILLIS;
      long w = ts - Math.floorMod(ts, EngineWorkload.WINDOW_MILLIS);
      if (w != window) {
        emitted += filled(top);
        top = new int[] {-1, -1, -1};
        window = w;
      }
      offer(top, (Integer) v.get(2));
    }
    return emitted + filled(top);
  }

  /** Puts a value into a descending top 3 unless it does not beat the third; ties stay behind. */
  private static boolean offer(int[] top, int value) {
    if (value <= top[2]) {
      return false;
    }
    int i = 2;
    while (i > 0 && value > top[i - 1]) {
      top[i] = top[i - 1];
      i--;
    }
    top[i] = value;
    return true;
  }

  private static int filled(int[] top) {
    int n = 0;
    for (int v : top) {
      n += v >= 0 ? 1 : 0;
    }
    return n;
  }
}
