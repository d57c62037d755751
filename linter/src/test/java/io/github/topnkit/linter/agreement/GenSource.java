package io.github.topnkit.linter.agreement;

import io.github.topnkit.linter.agreement.GenRelation.Column;
import io.github.topnkit.linter.agreement.GenRelation.Time;
import java.util.ArrayList;
import java.util.List;

/**
 * A random source table: append-only, upsert or CDC (the test connector produces the changelog it
 * is told), with or without a primary key, a rowtime attribute with a watermark, a processing-time
 * attribute.
 */
record GenSource(String name, Kind kind, List<Column> columns, List<String> primaryKey) {

  /** The changelog a source produces. */
  enum Kind {
    APPEND("I"),
    UPSERT("I,UA,D"),
    CDC("I,UB,UA,D");

    final String changelog;

    Kind(String changelog) {
      this.changelog = changelog;
    }
  }

  GenSource {
    columns = List.copyOf(columns);
    primaryKey = List.copyOf(primaryKey);
  }

  /**
   * A random source; {@code rowtime} forces a rowtime attribute, as windows and deduplication need,
   * and a batch query reads only append-only sources, as Flink's batch mode requires.
   */
  static GenSource random(String name, Choices c, boolean rowtime, boolean streaming) {
    Kind kind = streaming ? c.oneOf(List.of(Kind.values())) : Kind.APPEND;
    List<Column> columns = new ArrayList<>();
    columns.add(new Column("k1", "STRING"));
    columns.add(new Column("k2", "INT"));
    columns.add(new Column("v", "BIGINT"));
    if (c.chance(40)) {
      columns.add(new Column("d", "DOUBLE"));
    }
    columns.add(new Column("id", "INT"));
    if (rowtime || !c.chance(15)) {
      columns.add(new Column("ts", "TIMESTAMP(3)", Time.ROWTIME));
    }
    if (c.chance(20)) {
      columns.add(new Column("pt", "TIMESTAMP_LTZ(3)", Time.PROCTIME));
    }
    List<String> key =
        switch (kind) {
          case UPSERT -> c.oneOf(List.of(List.of("id"), List.of("k1", "k2")));
          case CDC -> c.oneOf(List.of(List.of("id"), List.of(), List.of("k1", "k2")));
          case APPEND -> c.chance(20) ? List.of("id") : List.of();
        };
    return new GenSource(name, kind, columns, key);
  }

  GenRelation relation() {
    return new GenRelation(name, columns);
  }

  String ddl() {
    List<String> parts = new ArrayList<>();
    for (Column col : columns) {
      if (col.time() == Time.PROCTIME) {
        parts.add(col.name() + " AS PROCTIME()");
      } else {
        parts.add(
            col.name() + " " + col.type() + (primaryKey.contains(col.name()) ? " NOT NULL" : ""));
      }
    }
    columns.stream()
        .filter(col -> col.time() == Time.ROWTIME)
        .forEach(
            col ->
                parts.add(
                    "WATERMARK FOR "
                        + col.name()
                        + " AS "
                        + col.name()
                        + " - INTERVAL '1' SECOND"));
    if (!primaryKey.isEmpty()) {
      parts.add("PRIMARY KEY (" + String.join(", ", primaryKey) + ") NOT ENFORCED");
    }
    return "CREATE TABLE "
        + name
        + " (\n  "
        + String.join(",\n  ", parts)
        + "\n) WITH ('connector' = 'topnkit', 'changelog-mode' = '"
        + kind.changelog
        + "')";
  }
}
