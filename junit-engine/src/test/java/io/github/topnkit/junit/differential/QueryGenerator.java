package io.github.topnkit.junit.differential;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;

/**
 * Writes one ranking query over the source table {@code T}: partition keys (0-2, plus the window
 * bounds for a window ranking), 1-2 order keys with directions, a rank range ({@code <= N}, {@code
 * < N}, {@code = 1}, {@code BETWEEN a AND b}) and the rank number projected or not.
 */
final class QueryGenerator {

  /**
   * A query, a one-line description of its choices (for the case's name) and its output columns.
   */
  record Query(String sql, String description, List<String> columns) {
    Query {
      columns = List.copyOf(columns);
    }
  }

  private final Random random;

  QueryGenerator(Random random) {
    this.random = random;
  }

  Query query(Shape shape, SourceKind source) {
    return switch (shape) {
      case TOP_N -> topN(source);
      case TOP_N_OVER_GROUP_BY -> topNOverGroupBy(source);
      case DEDUPLICATE -> deduplicate();
      case WINDOW_TOP_N -> windowTopN(false);
      case WINDOW_DEDUPLICATE -> windowTopN(true);
      case WINDOW_TOP_N_OVER_AGGREGATE -> windowTopNOverAggregate();
    };
  }

  Query topN(SourceKind source) {
    List<String> columns = new ArrayList<>(InputGenerator.COLUMNS);
    if (source.hasRowtime()) {
      columns.add("ts");
    }
    List<String> partition = pick(List.of("k1", "k2"), random.nextInt(3));
    List<String> candidates = new ArrayList<>(List.of("v", "d", "p", "k1", "k2", "id"));
    if (source.hasRowtime()) {
      candidates.add("ts");
    }
    candidates.removeAll(partition);
    List<String> order = orderKeys(candidates, 1 + random.nextInt(2));
    return rank(columns, "T" + preFilter(), partition, order, "regular Top-N over " + source);
  }

  Query topNOverGroupBy(SourceKind source) {
    List<String> groupKeys = random.nextBoolean() ? List.of("k1") : List.of("k1", "k2");
    String from =
        "(SELECT "
            + String.join(", ", groupKeys)
            + ", COUNT(*) AS cnt, SUM(v) AS sv, MAX(p) AS mp\n    FROM T GROUP BY "
            + String.join(", ", groupKeys)
            + ")";
    List<String> columns = new ArrayList<>(groupKeys);
    columns.addAll(List.of("cnt", "sv", "mp"));
    List<String> partition = pick(groupKeys, random.nextInt(groupKeys.size() + 1));
    List<String> candidates = new ArrayList<>(List.of("cnt", "sv", "mp"));
    groupKeys.stream().filter(k -> !partition.contains(k)).forEach(candidates::add);
    List<String> order;
    if (random.nextInt(5) < 2) {
      // COUNT(*) DESC only grows over an insert-only input: Flink's UpdateFastStrategy.
      order = new ArrayList<>(List.of("cnt DESC"));
      candidates.removeAll(List.of("cnt", "sv", "mp"));
      order.addAll(orderKeys(candidates, random.nextInt(2)));
    } else {
      order = orderKeys(candidates, 1 + random.nextInt(2));
    }
    return rank(
        columns, from, partition, order, "Top-N over GROUP BY " + groupKeys + " of " + source);
  }

  Query deduplicate() {
    List<String> columns = new ArrayList<>(InputGenerator.COLUMNS);
    columns.add("ts");
    List<String> partition = pick(List.of("k1", "k2"), 1 + random.nextInt(2));
    String order = random.nextBoolean() ? "ts" : "ts DESC";
    return render(
        columns,
        "T",
        partition,
        List.of(order),
        rankName(),
        "{rn} = 1",
        random.nextInt(3) == 0,
        "deduplication keep " + (order.equals("ts") ? "first" : "last"));
  }

  private Query windowTopN(boolean dedup) {
    String[] tvf = windowTvf();
    List<String> columns = new ArrayList<>(List.of("window_start", "window_end"));
    columns.addAll(InputGenerator.COLUMNS);
    columns.add("ts");
    List<String> partition = new ArrayList<>(List.of("window_start", "window_end"));
    partition.addAll(pick(List.of("k1", "k2"), random.nextInt(2)));
    String from = "TABLE(" + tvf[0] + ")";
    if (dedup) {
      String order = random.nextBoolean() ? "ts" : "ts DESC";
      return render(
          columns,
          from,
          partition,
          List.of(order),
          rankName(),
          "{rn} = 1",
          random.nextBoolean(),
          "window deduplication " + tvf[1]);
    }
    List<String> candidates = new ArrayList<>(List.of("v", "d", "p", "k1", "k2", "id"));
    candidates.removeAll(partition);
    List<String> order = orderKeys(candidates, 1 + random.nextInt(2));
    return rank(columns, from + preFilter(), partition, order, "Window Top-N on " + tvf[1]);
  }

  private Query windowTopNOverAggregate() {
    String[] tvf = windowTvf();
    List<String> groupKeys = random.nextBoolean() ? List.of("k1") : List.of("k1", "k2");
    String keys = String.join(", ", groupKeys);
    String from =
        "(\n    SELECT window_start, window_end, "
            + keys
            + ", COUNT(*) AS cnt, SUM(v) AS sv, MAX(p) AS mp\n    FROM TABLE("
            + tvf[0]
            + ")\n    GROUP BY window_start, window_end, "
            + keys
            + ")";
    List<String> columns = new ArrayList<>(List.of("window_start", "window_end"));
    columns.addAll(groupKeys);
    columns.addAll(List.of("cnt", "sv", "mp"));
    List<String> partition = new ArrayList<>(List.of("window_start", "window_end"));
    if (groupKeys.size() == 2 && random.nextBoolean()) {
      partition.add("k1");
    }
    // The window aggregate fires its groups in its own state order, which the reference engine
    // need not share; the group keys end the ORDER BY so that no two rows of a window tie.
    List<String> order = orderKeys(List.of("cnt", "sv", "mp"), 1);
    for (String key : groupKeys) {
      if (!partition.contains(key)) {
        order.add(key + (random.nextBoolean() ? "" : " DESC"));
      }
    }
    return rank(columns, from, partition, order, "Window Top-N after aggregation on " + tvf[1]);
  }

  /** Now and then a WHERE below the ranking, which drops rows (NULLs too) before they rank. */
  String preFilter() {
    return switch (random.nextInt(10)) {
      case 0 -> " WHERE v IS NOT NULL";
      case 1 -> " WHERE k2 <> 2";
      default -> "";
    };
  }

  /** A window TVF call over {@code T} and its short description. */
  private String[] windowTvf() {
    return switch (random.nextInt(3)) {
      case 0 -> {
        int size = new int[] {5, 10, 20}[random.nextInt(3)];
        yield new String[] {
          "TUMBLE(TABLE T, DESCRIPTOR(ts), INTERVAL '" + size + "' SECOND)", "TUMBLE " + size + "s"
        };
      }
      case 1 -> {
        int size = new int[] {10, 15}[random.nextInt(2)];
        yield new String[] {
          "HOP(TABLE T, DESCRIPTOR(ts), INTERVAL '5' SECOND, INTERVAL '" + size + "' SECOND)",
          "HOP 5s/" + size + "s"
        };
      }
      default -> {
        int size = new int[] {10, 15, 20}[random.nextInt(3)];
        yield new String[] {
          "CUMULATE(TABLE T, DESCRIPTOR(ts), INTERVAL '5' SECOND, INTERVAL '" + size + "' SECOND)",
          "CUMULATE 5s/" + size + "s"
        };
      }
    };
  }

  Query rank(
      List<String> columns,
      String from,
      List<String> partition,
      List<String> order,
      String description) {
    return rank(columns, from, partition, order, description, Optional.empty());
  }

  /** A ranking of {@code from} whose rank number is named {@code rn} (else a random name). */
  Query rank(
      List<String> columns,
      String from,
      List<String> partition,
      List<String> order,
      String description,
      Optional<String> rn) {
    String range = range();
    // Now and then a condition on another column: Flink keeps it in a Calc after the Rank.
    if (random.nextInt(10) == 0) {
      String column = columns.get(random.nextInt(columns.size()));
      range += column.equals("k1") ? " AND k1 <> 'b'" : " AND " + column + " IS NOT NULL";
    }
    // The name is drawn after the range, as it always was, so that the seed's cases stay the same.
    String name = rn.orElseGet(this::rankName);
    return render(columns, from, partition, order, name, range, random.nextBoolean(), description);
  }

  /** A rank range on the rank number {@code {rn}}. */
  String range() {
    return switch (random.nextInt(8)) {
      case 0, 1 -> "{rn} <= " + (1 + random.nextInt(4));
      case 2 -> "{rn} < " + (2 + random.nextInt(4));
      case 3 -> "{rn} = " + (random.nextInt(4) == 0 ? 2 : 1);
      case 4 -> (1 + random.nextInt(4)) + " >= {rn}";
      case 5 -> {
        int after = 1 + random.nextInt(2);
        yield "{rn} > " + after + " AND {rn} <= " + (after + 1 + random.nextInt(3));
      }
      default -> {
        int start = 2 + random.nextInt(2);
        yield "{rn} BETWEEN " + start + " AND " + (start + random.nextInt(3));
      }
    };
  }

  Query render(
      List<String> columns,
      String from,
      List<String> partition,
      List<String> order,
      String rn,
      String range,
      boolean projectRankNumber,
      String description) {
    List<String> projected = new ArrayList<>(columns);
    // Now and then drop a column that is neither a partition nor an order key.
    if (random.nextInt(4) == 0) {
      List<String> droppable =
          columns.stream()
              .filter(c -> !partition.contains(c))
              .filter(c -> order.stream().noneMatch(o -> o.split(" ")[0].equals(c)))
              .toList();
      if (!droppable.isEmpty()) {
        projected.remove(droppable.get(random.nextInt(droppable.size())));
      }
    }
    if (projectRankNumber) {
      projected.add(rn);
    }
    String over =
        (partition.isEmpty() ? "" : "PARTITION BY " + String.join(", ", partition) + " ")
            + "ORDER BY "
            + String.join(", ", order);
    String sql =
        "SELECT "
            + String.join(", ", projected)
            + "\nFROM (\n  SELECT *, ROW_NUMBER() OVER (\n      "
            + over
            + ") AS "
            + rn
            + "\n  FROM "
            + from
            + ")\nWHERE "
            + range.replace("{rn}", rn);
    String text =
        description
            + ", "
            + (partition.isEmpty() ? "no partition" : "partition " + partition)
            + ", order "
            + order
            + ", "
            + range.replace("{rn}", rn)
            + (projectRankNumber ? ", rank number projected" : "");
    return new Query(sql, text, projected);
  }

  /** Order keys from the candidates, each ASC or DESC, sometimes with an explicit NULLS order. */
  List<String> orderKeys(List<String> candidates, int count) {
    List<String> keys = new ArrayList<>();
    for (String column : pick(candidates, Math.min(count, candidates.size()))) {
      String key = column;
      if (random.nextBoolean()) {
        key += " DESC";
      } else if (random.nextInt(3) == 0) {
        key += " ASC";
      }
      if (random.nextInt(10) == 0) {
        key += random.nextBoolean() ? " NULLS FIRST" : " NULLS LAST";
      }
      keys.add(key);
    }
    return keys;
  }

  String rankName() {
    return random.nextBoolean() ? "rn" : "rownum";
  }

  /** {@code count} distinct elements of {@code from}, in a random order. */
  List<String> pick(List<String> from, int count) {
    List<String> left = new ArrayList<>(from);
    List<String> picked = new ArrayList<>();
    for (int i = 0; i < count && !left.isEmpty(); i++) {
      picked.add(left.remove(random.nextInt(left.size())));
    }
    return picked;
  }
}
