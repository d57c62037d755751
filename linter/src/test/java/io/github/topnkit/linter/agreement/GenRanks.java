package io.github.topnkit.linter.agreement;

import io.github.topnkit.linter.agreement.GenRelation.Column;
import java.util.ArrayList;
import java.util.List;

/**
 * Writes rank function calls over a generated relation: the function, PARTITION BY and ORDER BY
 * keys, and every form of rank filter (the Top-N pattern and the forms that defeat it).
 */
final class GenRanks {

  private final Choices c;
  private int ranks;

  GenRanks(Choices c) {
    this.c = c;
  }

  /** The rank column's name: rn, then rn2, rn3 for ranks over ranks. */
  private String nextName() {
    ranks++;
    return ranks == 1 ? "rn" : "rn" + ranks;
  }

  /** A Top-N (or what a filter makes of it) over the relation, partitioned by some of the keys. */
  GenRelation topN(GenRelation in, List<Column> partitionPool, List<Column> orderPool) {
    String function = c.chance(20) ? c.oneOf(List.of("RANK", "DENSE_RANK")) : "ROW_NUMBER";
    List<Column> partition = c.some(partitionPool, 0, 2);
    List<String> order = orderBy(partition, orderPool);
    String rn = nextName();
    return ranked(in, function, names(partition), order, rn, filter(in, rn), c.chance(60));
  }

  /** One or two order keys from the pool, preferably not partition keys, each ASC or DESC. */
  private List<String> orderBy(List<Column> partition, List<Column> orderPool) {
    List<Column> candidates = new ArrayList<>(orderPool);
    candidates.removeAll(partition);
    if (candidates.isEmpty()) {
      candidates = orderPool;
    }
    List<String> order = new ArrayList<>();
    for (Column col : c.some(candidates, 1, 2)) {
      order.add(col.name() + (c.chance(60) ? " DESC" : ""));
    }
    return order;
  }

  /** A deduplication: ROW_NUMBER over a time attribute, kept at rank 1. */
  GenRelation deduplicate(GenRelation in, Column time, List<Column> partitionPool) {
    List<Column> partition = c.some(partitionPool, 1, 2);
    String order = time.name() + (c.chance(50) ? " DESC" : "");
    String rn = nextName();
    String filter = c.oneOf(List.of(rn + " = 1", rn + " <= 1", rn + " < 2"));
    return ranked(in, "ROW_NUMBER", names(partition), List.of(order), rn, filter, c.chance(30));
  }

  /** A deduplication per window: ROW_NUMBER over the time attribute, kept at rank 1. */
  GenRelation windowDeduplicate(GenRelation in, Column time, List<Column> partitionPool) {
    List<String> partition = new ArrayList<>(List.of("window_start", "window_end"));
    partition.addAll(names(c.some(partitionPool, 0, 1)));
    String order = time.name() + (c.chance(50) ? " DESC" : "");
    String rn = nextName();
    String filter = c.oneOf(List.of(rn + " = 1", rn + " <= 1"));
    return ranked(in, "ROW_NUMBER", partition, List.of(order), rn, filter, c.chance(30));
  }

  /** A rank function without filter, its number selected: what a view computes for others. */
  GenRelation unfiltered(GenRelation in, List<Column> partitionPool, List<Column> orderPool) {
    List<Column> partition = c.some(partitionPool, 0, 2);
    List<String> order = orderBy(partition, orderPool);
    return ranked(in, "ROW_NUMBER", names(partition), order, nextName(), "", true);
  }

  /** A rank per window: both window bounds (or, now and then, one of them) lead PARTITION BY. */
  GenRelation windowRank(GenRelation in, List<Column> partitionPool, List<Column> orderPool) {
    List<String> partition = new ArrayList<>(List.of("window_start", "window_end"));
    int bounds = c.pick(10);
    if (bounds == 8) {
      partition.remove("window_end");
    } else if (bounds == 9) {
      partition.remove("window_start");
    }
    partition.addAll(names(c.some(partitionPool, 0, 1)));
    List<String> order = new ArrayList<>();
    for (Column col : c.some(orderPool, 1, 2)) {
      order.add(col.name() + (c.chance(60) ? " DESC" : ""));
    }
    String function = c.chance(10) ? "RANK" : "ROW_NUMBER";
    String rn = nextName();
    return ranked(in, function, partition, order, rn, filter(in, rn), c.chance(60));
  }

  private String filter(GenRelation in, String rn) {
    int n = 1 + c.pick(5);
    List<Column> numeric = in.numeric();
    String other = numeric.isEmpty() ? rn + " > 0" : numeric.get(0).name() + " > 0";
    return switch (c.pick(12)) {
      case 0, 1, 2 -> rn + " <= " + n;
      case 3 -> rn + " < " + (n + 1);
      case 4 -> rn + " = " + n;
      case 5 -> rn + " BETWEEN 2 AND " + (n + 2);
      case 6 -> n + " >= " + rn;
      case 7 -> rn + " <= " + n + " AND " + other;
      case 8 -> rn + " > 1 AND " + rn + " <= " + (n + 2);
      case 9 -> rn + " <= " + n + " OR " + other;
      case 10 -> rn + " <= " + n + " AND " + rn + " <= " + (n + 2);
      default -> "";
    };
  }

  private GenRelation ranked(
      GenRelation in,
      String function,
      List<String> partition,
      List<String> order,
      String rn,
      String filter,
      boolean selectRank) {
    String over =
        (partition.isEmpty() ? "" : "PARTITION BY " + String.join(", ", partition) + " ")
            + "ORDER BY "
            + String.join(", ", order);
    String inner =
        "SELECT "
            + String.join(", ", in.names())
            + ", "
            + function
            + "() OVER ("
            + over
            + ") AS "
            + rn
            + "\n  FROM "
            + in.from();
    List<Column> out = new ArrayList<>(in.columns());
    if (selectRank) {
      out.add(new Column(rn, "BIGINT NOT NULL"));
    }
    String select = String.join(", ", out.stream().map(Column::name).toList());
    String sql =
        "SELECT "
            + select
            + " FROM (\n  "
            + inner
            + ")"
            + (filter.isEmpty() ? "" : "\nWHERE " + filter);
    return new GenRelation(sql, out);
  }

  private static List<String> names(List<Column> columns) {
    return columns.stream().map(Column::name).toList();
  }
}
