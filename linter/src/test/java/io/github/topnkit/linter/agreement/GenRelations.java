package io.github.topnkit.linter.agreement;

import io.github.topnkit.linter.agreement.GenRelation.Column;
import io.github.topnkit.linter.agreement.GenRelation.Time;
import java.util.ArrayList;
import java.util.List;

/**
 * Writes the relations ranks are put on: projections with literals, casts and expressions; filters;
 * GROUP BY with constant keys, DISTINCT, FILTER and CASE aggregates; window TVFs and window
 * aggregations; joins and UNION ALL.
 */
final class GenRelations {

  private final Choices c;

  GenRelations(Choices c) {
    this.c = c;
  }

  /**
   * Some of the columns, maybe with a literal, a cast or an arithmetic expression, maybe filtered.
   */
  GenRelation project(GenRelation in) {
    List<Column> kept = new ArrayList<>(c.some(in.columns(), 1, in.columns().size()));
    List<String> select = new ArrayList<>(kept.stream().map(Column::name).toList());
    if (c.chance(35)) {
      String literal = c.oneOf(List.of("'x'", "1", "CAST('x' AS STRING)"));
      select.add(literal + " AS kc");
      kept.add(new Column("kc", literal.equals("1") ? "INT NOT NULL" : "STRING NOT NULL"));
    }
    List<Column> numeric = in.numeric();
    if (!numeric.isEmpty() && c.chance(30)) {
      Column n = c.oneOf(numeric);
      String expr =
          c.oneOf(
              List.of(
                  n.name() + " + 1", "CAST(" + n.name() + " AS BIGINT)", "ABS(" + n.name() + ")"));
      select.add(expr + " AS e");
      kept.add(new Column("e", n.type().startsWith("DOUBLE") ? "DOUBLE" : "BIGINT"));
    }
    String where =
        numeric.isEmpty() || !c.chance(30) ? "" : " WHERE " + c.oneOf(numeric).name() + " > 0";
    return new GenRelation(
        "SELECT " + String.join(", ", select) + " FROM " + in.from() + where, kept);
  }

  /** GROUP BY one or two keys (a constant one now and then) with one to three aggregates. */
  GenRelation aggregate(GenRelation in) {
    List<Column> keys = c.some(in.keys(), 1, 2);
    List<String> select = new ArrayList<>(keys.stream().map(Column::name).toList());
    List<String> group = new ArrayList<>(select);
    List<Column> out = new ArrayList<>(keys.stream().map(Column::plain).toList());
    if (c.chance(20)) {
      select.add("'k' AS kc");
      group.add("kc");
      out.add(new Column("kc", "STRING NOT NULL"));
    }
    List<Column> numeric = in.numeric();
    int calls = 1 + c.pick(3);
    for (int i = 0; i < calls; i++) {
      String name = "a" + i;
      Column arg = numeric.isEmpty() ? null : c.oneOf(numeric);
      String argName = arg == null ? "1" : arg.name();
      String argType = arg == null ? "INT" : arg.type().replace(" NOT NULL", "");
      switch (arg == null ? 0 : c.pick(9)) {
        case 0 -> add(select, out, "COUNT(*)", name, "BIGINT NOT NULL");
        case 1 -> add(select, out, "SUM(" + argName + ")", name, argType);
        case 2 -> add(select, out, "MAX(" + argName + ")", name, argType);
        case 3 -> add(select, out, "MIN(" + argName + ")", name, argType);
        case 4 ->
            add(
                select,
                out,
                "SUM(" + argName + ") FILTER (WHERE " + argName + " >= 0)",
                name,
                argType);
        case 5 ->
            add(
                select,
                out,
                "SUM(CASE WHEN " + argName + " > 0 THEN 1 ELSE NULL END)",
                name,
                "INT");
        case 6 -> add(select, out, "COUNT(DISTINCT " + argName + ")", name, "BIGINT NOT NULL");
        case 7 -> add(select, out, "AVG(" + argName + ")", name, argType);
        default -> add(select, out, "COUNT(" + argName + ")", name, "BIGINT NOT NULL");
      }
    }
    String from = in.from();
    if (group.contains("kc") && !in.names().contains("kc")) {
      // The constant key is projected below the aggregation, as a view or subquery would.
      from = "(SELECT " + String.join(", ", in.names()) + ", 'k' AS kc FROM " + in.from() + ")";
      select.set(select.indexOf("'k' AS kc"), "kc");
    }
    // Without a key to group by (a projection kept none), the aggregation is global.
    String groupBy = group.isEmpty() ? "" : " GROUP BY " + String.join(", ", group);
    return new GenRelation("SELECT " + String.join(", ", select) + " FROM " + from + groupBy, out);
  }

  private static void add(
      List<String> select, List<Column> out, String call, String name, String type) {
    select.add(call + " AS " + name);
    out.add(new Column(name, type));
  }

  /**
   * A window TVF call over a source with a rowtime (or, now and then, a processing-time) column.
   */
  GenRelation window(GenSource source) {
    GenRelation in = source.relation();
    Column time =
        c.chance(10) && in.columns().stream().anyMatch(col -> col.time() == Time.PROCTIME)
            ? in.columns().stream()
                .filter(col -> col.time() == Time.PROCTIME)
                .findFirst()
                .orElseThrow()
            : in.rowtime().orElseThrow();
    String descriptor = "DESCRIPTOR(" + time.name() + ")";
    String call =
        switch (c.pick(5)) {
          case 0, 1 ->
              "TUMBLE(TABLE " + source.name() + ", " + descriptor + ", INTERVAL '10' MINUTES)";
          case 2 ->
              "HOP(TABLE "
                  + source.name()
                  + ", "
                  + descriptor
                  + ", INTERVAL '5' MINUTES, INTERVAL '10' MINUTES)";
          case 3 ->
              "CUMULATE(TABLE "
                  + source.name()
                  + ", "
                  + descriptor
                  + ", INTERVAL '5' MINUTES, INTERVAL '10' MINUTES)";
          default ->
              "SESSION(TABLE "
                  + source.name()
                  + " PARTITION BY k1, "
                  + descriptor
                  + ", INTERVAL '5' MINUTES)";
        };
    List<Column> out = new ArrayList<>(in.columns());
    out.add(new Column("window_start", "TIMESTAMP(3) NOT NULL"));
    out.add(new Column("window_end", "TIMESTAMP(3) NOT NULL"));
    out.add(new Column("window_time", time.type(), time.time()));
    return new GenRelation("TABLE(" + call + ")", out);
  }

  /** A window aggregation: grouped by both window bounds and a key. */
  GenRelation windowAggregate(GenRelation window) {
    List<Column> keys = c.some(List.of(new Column("k1", "STRING"), new Column("k2", "INT")), 0, 1);
    List<String> select = new ArrayList<>(List.of("window_start", "window_end"));
    select.addAll(keys.stream().map(Column::name).toList());
    List<Column> out = new ArrayList<>();
    out.add(new Column("window_start", "TIMESTAMP(3) NOT NULL"));
    out.add(new Column("window_end", "TIMESTAMP(3) NOT NULL"));
    out.addAll(keys);
    List<String> group = new ArrayList<>(select);
    add(select, out, "COUNT(*)", "cnt", "BIGINT NOT NULL");
    add(select, out, "SUM(v)", "sv", "BIGINT");
    return new GenRelation(
        "SELECT "
            + String.join(", ", select)
            + "\n  FROM "
            + window.from()
            + "\n  GROUP BY "
            + String.join(", ", group),
        out);
  }

  /** A regular inner join of two sources on their id. */
  GenRelation join(GenSource left, GenSource right) {
    List<Column> out = new ArrayList<>();
    List<String> select = new ArrayList<>();
    for (Column col : left.columns()) {
      if (col.time() == Time.NONE) {
        select.add("l." + col.name());
        out.add(col);
      }
    }
    select.add("r.v AS rv");
    out.add(new Column("rv", "BIGINT"));
    return new GenRelation(
        "SELECT "
            + String.join(", ", select)
            + " FROM "
            + left.name()
            + " l JOIN "
            + right.name()
            + " r ON l.id = r.id",
        out);
  }

  /** Both sources' common columns, one after the other. */
  GenRelation union(GenSource left, GenSource right) {
    String cols = "k1, k2, v, id";
    List<Column> out =
        List.of(
            new Column("k1", "STRING"),
            new Column("k2", "INT"),
            new Column("v", "BIGINT"),
            new Column("id", "INT"));
    return new GenRelation(
        "SELECT "
            + cols
            + " FROM "
            + left.name()
            + " UNION ALL SELECT "
            + cols
            + " FROM "
            + right.name(),
        out);
  }
}
