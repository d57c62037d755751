package io.github.topnkit.junit.differential;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.Random;

/**
 * Writes the composite ranking queries over {@code T}: Top-N fed by an aggregation with {@code
 * FILTER} and {@code CASE} aggregates and constant group keys, a Top-N over a Top-N, a
 * deduplication or an aggregation of a Top-N, a correlated {@code LATERAL (... ORDER BY ... LIMIT
 * n)} per distinct key, and a Top-N split across views. {@link CompositeCases} adds the INSERT with
 * a column list around them.
 */
final class CompositeQueryGenerator {

  /**
   * A composite query: its SQL, the views it reads, its description and output columns; and why
   * Flink would not run it, when the generator knows (its draft is then dropped once drawn whole).
   */
  record Composite(
      String sql,
      List<String> views,
      String description,
      List<String> columns,
      Optional<String> unrunnable) {
    Composite {
      views = List.copyOf(views);
      columns = List.copyOf(columns);
    }

    Composite(String sql, List<String> views, String description, List<String> columns) {
      this(sql, views, description, columns, Optional.empty());
    }
  }

  /** A {@code FILTER} or {@code CASE} aggregate of {@code T}'s columns and its alias. */
  private record Aggregate(String sql, String alias) {}

  private static final List<Aggregate> FILTERED =
      List.of(
          new Aggregate("COUNT(*) FILTER (WHERE v > 20)", "fc"),
          new Aggregate("SUM(v) FILTER (WHERE k2 <> 2)", "fs"),
          new Aggregate("MAX(d) FILTER (WHERE k1 = 'a')", "fm"),
          new Aggregate("MIN(p) FILTER (WHERE v IS NOT NULL)", "fp"));
  private static final List<Aggregate> CASES =
      List.of(
          new Aggregate("SUM(CASE WHEN k2 = 1 THEN v ELSE 0 END)", "cs"),
          new Aggregate("COUNT(CASE WHEN d > 0 THEN 1 END)", "cc"),
          new Aggregate("MAX(CASE WHEN v >= 30 THEN p END)", "cm"),
          new Aggregate("MIN(CASE k1 WHEN 'b' THEN v ELSE -v END)", "cn"));

  /** The names the inner rankings give their rank numbers. */
  private static final List<String> RANK_NUMBERS = List.of("rn", "rownum");

  private final Random random;
  private final QueryGenerator queries;

  CompositeQueryGenerator(Random random) {
    this.random = random;
    this.queries = new QueryGenerator(random);
  }

  /** Top-N over {@code GROUP BY} with FILTER and CASE aggregates, often by a constant key. */
  Composite aggregateTopN(SourceKind source) {
    Composite agg = filteredAggregate();
    List<String> keys = agg.columns().stream().filter(CompositeQueryGenerator::groupKey).toList();
    List<String> partition = queries.pick(keys, random.nextInt(keys.size() + 1));
    List<String> measures = agg.columns().stream().filter(c -> !groupKey(c)).toList();
    List<String> order = queries.orderKeys(measures, 1 + random.nextInt(2));
    if (random.nextBoolean()) {
      // Group keys after the measures make the order total within a partition, now and then.
      keys.stream()
          .filter(k -> !partition.contains(k))
          .forEach(k -> order.add(k + (random.nextBoolean() ? "" : " DESC")));
    }
    QueryGenerator.Query q =
        queries.rank(
            agg.columns(),
            "(" + agg.sql() + ")",
            partition,
            order,
            "Top-N over " + agg.description() + " of " + source);
    return new Composite(q.sql(), List.of(), q.description(), q.columns());
  }

  /** A Top-N over a Top-N, a deduplication, an aggregated Top-N or an aggregation of a Top-N. */
  Composite nestedTopN(SourceKind source) {
    int kind = source.hasRowtime() ? random.nextInt(4) : 1 + random.nextInt(3);
    QueryGenerator.Query inner;
    String what;
    switch (kind) {
      case 0 -> {
        inner = queries.deduplicate();
        what = "deduplication";
      }
      case 1 -> {
        inner = queries.topN(source);
        what = "Top-N";
      }
      case 2 -> {
        Composite agg = aggregateTopN(source);
        inner = new QueryGenerator.Query(agg.sql(), agg.description(), agg.columns());
        what = "aggregated Top-N";
      }
      default -> {
        QueryGenerator.Query ranked = queries.topN(source);
        List<String> keys =
            ranked.columns().stream().filter(c -> c.equals("k1") || c.equals("k2")).toList();
        List<String> groupKeys = keys.isEmpty() ? List.of() : queries.pick(keys, 1);
        String select = groupKeys.isEmpty() ? "" : String.join(", ", groupKeys) + ", ";
        String sql =
            "SELECT "
                + select
                + "COUNT(*) AS cnt, MAX(id) AS mid\nFROM ("
                + ranked.sql()
                + ")"
                + (groupKeys.isEmpty() ? "" : "\nGROUP BY " + String.join(", ", groupKeys));
        List<String> columns = new ArrayList<>(groupKeys);
        columns.addAll(List.of("cnt", "mid"));
        inner = new QueryGenerator.Query(sql, ranked.description(), columns);
        what = "aggregation of a Top-N";
      }
    }
    List<String> keys =
        inner.columns().stream().filter(c -> c.equals("k1") || c.equals("k2")).toList();
    List<String> partition = queries.pick(keys, random.nextInt(keys.size() + 1));
    List<String> candidates = orderable(inner.columns());
    candidates.removeAll(partition);
    List<String> order = queries.orderKeys(candidates, 1 + random.nextInt(2));
    String rn = inner.columns().contains("rn2") ? "rn3" : "rn2";
    QueryGenerator.Query outer =
        queries.rank(
            inner.columns(),
            "(" + inner.sql().indent(2) + ")",
            partition,
            order,
            "Top-N over " + what + " [" + inner.description() + "]",
            Optional.of(rn));
    // Ordered only by the inner rank number, the outer ranking may be ordered by a constant: a
    // filter pinning the inner number to one value (rn = 1, rn BETWEEN 2 AND 2) makes Flink reduce
    // it to a literal, and then "The window rank function requires order by clause with
    // non-constant fields" (seen on Flink 2.3.0).
    boolean byRankNumber = order.stream().allMatch(o -> RANK_NUMBERS.contains(o.split(" ")[0]));
    return new Composite(
        outer.sql(),
        List.of(),
        outer.description(),
        outer.columns(),
        byRankNumber ? Optional.of("ordered by the inner rank number alone") : Optional.empty());
  }

  /** {@code LATERAL (SELECT ... WHERE k = o.k ORDER BY x LIMIT n)} per distinct key. */
  Composite lateralTopN(SourceKind source) {
    // The keys in the table's column order and the order keys among the selected columns: else
    // Flink's CorrelateSortToRankRule does not match and the query is no Top-N.
    List<String> keys =
        switch (random.nextInt(3)) {
          case 0 -> List.of("k1");
          case 1 -> List.of("k2");
          default -> List.of("k1", "k2");
        };
    List<String> rest = new ArrayList<>(InputGenerator.COLUMNS);
    if (source.hasRowtime()) {
      rest.add("ts");
    }
    rest.removeAll(keys);
    List<String> order = queries.orderKeys(rest, 1 + random.nextInt(2));
    List<String> selected = new ArrayList<>();
    for (String column : rest) {
      boolean ordered = order.stream().anyMatch(o -> o.split(" ")[0].equals(column));
      if (ordered || random.nextInt(3) > 0) {
        selected.add(column);
      }
    }
    Collections.shuffle(selected, random);
    int limit = 1 + random.nextInt(4);
    String outer =
        random.nextBoolean()
            ? "SELECT DISTINCT " + String.join(", ", keys) + " FROM T"
            : "SELECT " + String.join(", ", keys) + " FROM T GROUP BY " + String.join(", ", keys);
    List<String> correlation = keys.stream().map(k -> "s." + k + " = o." + k).toList();
    String lateral =
        "LATERAL (\n  SELECT "
            + String.join(", ", selected)
            + " FROM T s\n  WHERE "
            + String.join(" AND ", correlation)
            + "\n  ORDER BY "
            + String.join(", ", order)
            + " LIMIT "
            + limit
            + ") t";
    String join =
        switch (random.nextInt(3)) {
          case 0 -> ",\n" + lateral;
          case 1 -> "\nCROSS JOIN " + lateral;
          default -> "\nJOIN " + lateral + " ON TRUE";
        };
    List<String> columns = new ArrayList<>(keys);
    columns.addAll(selected);
    List<String> projected = new ArrayList<>();
    keys.forEach(k -> projected.add("o." + k));
    selected.forEach(c -> projected.add("t." + c));
    String sql = "SELECT " + String.join(", ", projected) + "\nFROM (" + outer + ") o" + join;
    String description =
        "LATERAL top "
            + limit
            + " per "
            + keys
            + " of "
            + source
            + ", order "
            + order
            + ", select "
            + selected;
    return new Composite(sql, List.of(), description, columns);
  }

  /** A Top-N split across views: the ranking, its input, its aggregation or all of it in views. */
  Composite viewTopN(SourceKind source) {
    return switch (random.nextInt(4)) {
      case 0 -> rankedView(source);
      case 1 -> {
        // The aggregation in one view, the ranking in another, the rank filter in the query.
        Composite agg = filteredAggregate();
        String aggView = "CREATE VIEW A AS\n" + agg.sql();
        Composite ranked = rankedView(agg, "A");
        List<String> views = new ArrayList<>(List.of(aggView));
        views.addAll(ranked.views());
        yield new Composite(ranked.sql(), views, ranked.description(), ranked.columns());
      }
      case 2 -> filteredViewTopN(source);
      default -> {
        // The whole Top-N in a view, the query filtering and projecting its rows.
        Composite inner = random.nextBoolean() ? aggregateTopN(source) : plainTopN(source);
        String view = "CREATE VIEW V AS\n" + inner.sql();
        List<String> columns = new ArrayList<>(inner.columns());
        String column = columns.get(random.nextInt(columns.size()));
        String where = column.equals("k1") ? "k1 <> 'c'" : column + " IS NOT NULL";
        if (columns.size() > 2 && random.nextBoolean()) {
          columns.remove(random.nextInt(columns.size()));
        }
        String sql = "SELECT " + String.join(", ", columns) + "\nFROM V\nWHERE " + where;
        yield new Composite(
            sql,
            List.of(view),
            "Top-N whole in a view, queried WHERE " + where + " [" + inner.description() + "]",
            columns);
      }
    };
  }

  private Composite plainTopN(SourceKind source) {
    QueryGenerator.Query q = queries.topN(source);
    return new Composite(q.sql(), List.of(), q.description(), q.columns());
  }

  /** A filtering view below a Top-N written in the query. */
  private Composite filteredViewTopN(SourceKind source) {
    List<String> columns = new ArrayList<>(InputGenerator.COLUMNS);
    if (source.hasRowtime()) {
      columns.add("ts");
    }
    String filter =
        switch (random.nextInt(3)) {
          case 0 -> "v IS NOT NULL";
          case 1 -> "k2 <> 2";
          default -> "k1 IN ('a', 'b')";
        };
    String view = "CREATE VIEW F AS\nSELECT " + String.join(", ", columns) + " FROM T";
    view += "\nWHERE " + filter;
    List<String> partition = queries.pick(List.of("k1", "k2"), random.nextInt(3));
    List<String> candidates = new ArrayList<>(List.of("v", "d", "p", "id", "k1", "k2"));
    candidates.removeAll(partition);
    List<String> order = queries.orderKeys(candidates, 1 + random.nextInt(2));
    QueryGenerator.Query q =
        queries.rank(columns, "F", partition, order, "Top-N over a view filtering " + filter);
    return new Composite(q.sql(), List.of(view), q.description(), q.columns());
  }

  private Composite rankedView(SourceKind source) {
    List<String> columns = new ArrayList<>(InputGenerator.COLUMNS);
    if (source.hasRowtime()) {
      columns.add("ts");
    }
    return rankedView(new Composite("", List.of(), source.toString(), columns), "T");
  }

  /** A view {@code R} ranking {@code from}, and a query keeping a rank range of it. */
  private Composite rankedView(Composite input, String from) {
    List<String> keys = input.columns().stream().filter(CompositeQueryGenerator::groupKey).toList();
    List<String> partition = queries.pick(keys, random.nextInt(2));
    List<String> candidates = orderable(input.columns());
    candidates.removeAll(partition);
    List<String> order = queries.orderKeys(candidates, 1 + random.nextInt(2));
    String over =
        (partition.isEmpty() ? "" : "PARTITION BY " + String.join(", ", partition) + " ")
            + "ORDER BY "
            + String.join(", ", order);
    String view =
        "CREATE VIEW R AS\nSELECT *, ROW_NUMBER() OVER (" + over + ") AS rn\nFROM " + from;
    String range = queries.range().replace("{rn}", "rn");
    List<String> projected = new ArrayList<>(input.columns());
    if (random.nextBoolean()) {
      projected.add("rn");
    }
    String sql = "SELECT " + String.join(", ", projected) + "\nFROM R\nWHERE " + range;
    String description =
        "Top-N in a view over "
            + input.description()
            + ", partition "
            + partition
            + ", order "
            + order
            + ", "
            + range;
    return new Composite(sql, List.of(view), description, projected);
  }

  /**
   * A {@code GROUP BY} of {@code T} with one FILTER and one CASE aggregate (sometimes more), by
   * group keys among {@code k1}, {@code k2} and a constant {@code g} of a subquery.
   */
  private Composite filteredAggregate() {
    List<String> keys = new ArrayList<>(queries.pick(List.of("k1", "k2"), random.nextInt(3)));
    boolean constant = keys.isEmpty() || random.nextInt(3) == 0;
    String from = "T";
    if (constant) {
      String value = random.nextBoolean() ? "'all'" : "1";
      from = "(SELECT " + value + " AS g, * FROM T)";
      keys.add(random.nextInt(keys.size() + 1), "g");
    }
    List<Aggregate> aggregates = new ArrayList<>();
    aggregates.add(FILTERED.get(random.nextInt(FILTERED.size())));
    aggregates.add(CASES.get(random.nextInt(CASES.size())));
    if (random.nextBoolean()) {
      aggregates.add(new Aggregate("COUNT(*)", "cnt"));
    }
    List<String> columns = new ArrayList<>(keys);
    List<String> selected = new ArrayList<>(keys);
    for (Aggregate a : aggregates) {
      selected.add(a.sql() + " AS " + a.alias());
      columns.add(a.alias());
    }
    String sql =
        "SELECT "
            + String.join(", ", selected)
            + "\nFROM "
            + from
            + "\nGROUP BY "
            + String.join(", ", keys);
    String description =
        "GROUP BY " + keys + " with " + aggregates.stream().map(Aggregate::alias).toList();
    return new Composite(sql, List.of(), description, columns);
  }

  /**
   * The columns a ranking may order by: not the constant {@code g}, since Flink refuses a
   * ROW_NUMBER ordered by constants only ("The window rank function requires order by clause with
   * non-constant fields").
   */
  private static List<String> orderable(List<String> columns) {
    List<String> candidates = new ArrayList<>(columns);
    candidates.remove("g");
    return candidates;
  }

  private static boolean groupKey(String column) {
    return column.equals("k1") || column.equals("k2") || column.equals("g");
  }
}
