package io.github.topnkit.reference.agg;

import io.github.topnkit.linter.plan.Aggregate;
import io.github.topnkit.reference.exec.Collector;
import io.github.topnkit.reference.exec.Operator;
import io.github.topnkit.reference.exec.Row;
import io.github.topnkit.reference.expr.UnsupportedFeatureException;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The Expand Flink plans under an aggregate with GROUPING SETS, ROLLUP or CUBE ({@code
 * DecomposeGroupingSetsRule}, {@code ExpandUtil}, {@code StreamExecExpand}): each input row becomes
 * one row per grouping set, in the sets' order, holding the input fields, then a copy of every
 * group key (NULL when the key is outside the set) and the expand id {@code $e}. The aggregate
 * groups the expanded rows by the key copies and {@code $e}, so the groups of different sets never
 * merge, and its output drops {@code $e} again. Aggregate arguments keep reading the untouched
 * input fields, as Flink's Expand duplicates a key that is also an argument.
 */
public final class Expand {

  private final int width;
  private final int[] inputKeys;
  private final boolean[][] present;
  private final Long[] expandIds;

  private Expand(Aggregate agg) {
    width = agg.input().rowType().size();
    List<Integer> keys = agg.groupKeys();
    inputKeys = keys.stream().mapToInt(Integer::intValue).toArray();
    List<List<Integer>> sets = agg.groupSets();
    if (keys.size() > 62) {
      throw new UnsupportedFeatureException(
          "GROUPING SETS over more than 62 group keys are not supported by the reference engine",
          agg.span());
    }
    present = new boolean[sets.size()][keys.size()];
    expandIds = new Long[sets.size()];
    Set<List<Integer>> seen = new HashSet<>();
    for (int s = 0; s < sets.size(); s++) {
      if (!seen.add(sets.get(s))) {
        // Calcite adds GROUP_ID() and a union for repeated sets; not modelled.
        throw new UnsupportedFeatureException(
            "a grouping set that appears twice is not supported by the reference engine",
            agg.span());
      }
      long id = 0;
      for (int k = 0; k < keys.size(); k++) {
        present[s][k] = sets.get(s).contains(keys.get(k));
        // ExpandUtil.genExpandId: one bit per group key, set when the key is left out.
        id = (id << 1) | (present[s][k] ? 0 : 1);
      }
      expandIds[s] = id;
    }
  }

  /**
   * The Expand of an aggregate with grouping sets.
   *
   * @throws IllegalArgumentException when the aggregate is a plain GROUP BY
   * @throws UnsupportedFeatureException for a grouping set listed twice
   */
  public static Expand of(Aggregate agg) {
    if (!agg.hasGroupingSets()) {
      throw new IllegalArgumentException("the aggregate has no grouping sets");
    }
    return new Expand(agg);
  }

  /** The group keys of the aggregate over expanded rows: the key copies, then {@code $e}. */
  public int[] groupKeys() {
    int[] keys = new int[inputKeys.length + 1];
    for (int i = 0; i < keys.length; i++) {
      keys[i] = width + i;
    }
    return keys;
  }

  /** How many rows each input row expands into. */
  public int sets() {
    return expandIds.length;
  }

  /** The expanded row of grouping set {@code set}. */
  public Object[] expand(Object[] row, int set) {
    Object[] out = new Object[width + inputKeys.length + 1];
    System.arraycopy(row, 0, out, 0, width);
    boolean[] keep = present[set];
    for (int k = 0; k < inputKeys.length; k++) {
      out[width + k] = keep[k] ? row[inputKeys[k]] : null;
    }
    out[width + inputKeys.length] = expandIds[set];
    return out;
  }

  /** An aggregate output row over expanded rows without its {@code $e} field. */
  public Object[] dropExpandId(Object[] aggregated) {
    int e = inputKeys.length;
    Object[] out = new Object[aggregated.length - 1];
    System.arraycopy(aggregated, 0, out, 0, e);
    System.arraycopy(aggregated, e + 1, out, e, out.length - e);
    return out;
  }

  /**
   * Runs {@code aggregate}, built over the expanded rows (group keys {@link #groupKeys()}), behind
   * this Expand and in front of the projection that drops {@code $e}: Expand, aggregate and Calc
   * chained as one operator.
   */
  public Operator around(Operator aggregate) {
    return new Operator() {
      private Collector target;
      private final Collector project =
          r -> target.collect(new Row(r.kind(), dropExpandId(r.values())));

      @Override
      public void processElement(Row row, Collector out) {
        target = out;
        for (int s = 0; s < expandIds.length; s++) {
          aggregate.processElement(new Row(row.kind(), expand(row.values(), s)), project);
        }
      }

      @Override
      public void processWatermark(long watermark, Collector out) {
        target = out;
        aggregate.processWatermark(watermark, project);
      }

      @Override
      public void endInput(Collector out) {
        target = out;
        aggregate.endInput(project);
      }
    };
  }
}
