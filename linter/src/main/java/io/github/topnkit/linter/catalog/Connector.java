package io.github.topnkit.linter.catalog;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * What the linter knows of a table's connector: its name, the changes it produces when read and the
 * changes it accepts when written, derived from the {@code WITH} options.
 */
public record Connector(String name, ChangelogNature sourceChanges, ChangelogNature sinkAccepts) {

  private static final Set<String> CDC_FORMATS =
      Set.of(
          "debezium-json",
          "debezium-avro-confluent",
          "debezium-protobuf",
          "canal-json",
          "maxwell-json",
          "ogg-json");

  private static final Set<String> UPSERT_SINKS_WITH_KEY =
      Set.of(
          "jdbc",
          "elasticsearch-6",
          "elasticsearch-7",
          "elasticsearch-8",
          "opensearch",
          "opensearch-2",
          "mongodb",
          "hbase-1.4",
          "hbase-2.2",
          "redis",
          "paimon",
          "hudi",
          "iceberg",
          "starrocks",
          "doris",
          "clickhouse");

  /** The connector of a table with no {@code connector} option: nothing is known about it. */
  public static final Connector NONE =
      new Connector("", ChangelogNature.INSERT_ONLY, ChangelogNature.ALL_CHANGES);

  /** Derives the connector's behavior from a table's options and whether it has a primary key. */
  public static Connector from(Map<String, String> options, boolean hasPrimaryKey) {
    String name = options.getOrDefault("connector", "").toLowerCase(Locale.ROOT);
    String format =
        options
            .getOrDefault("format", options.getOrDefault("value.format", ""))
            .toLowerCase(Locale.ROOT);
    String changelogMode = options.get("changelog-mode");
    if (changelogMode != null) {
      ChangelogNature nature = parseChangelogMode(changelogMode);
      return new Connector(name, nature, sinkNature(name, options, hasPrimaryKey, nature));
    }
    String confluentMode = options.get("changelog.mode");
    if (confluentMode != null) {
      // Confluent Cloud tables declare their changelog: append, upsert or retract.
      ChangelogNature nature =
          switch (confluentMode.toLowerCase(Locale.ROOT)) {
            case "upsert" -> ChangelogNature.UPSERT;
            case "retract" -> ChangelogNature.ALL_CHANGES;
            default -> ChangelogNature.INSERT_ONLY;
          };
      return new Connector(name.isEmpty() ? "confluent" : name, nature, nature);
    }
    ChangelogNature source;
    if (name.equals("upsert-kafka")) {
      source = ChangelogNature.UPSERT;
    } else if (name.endsWith("-cdc") || CDC_FORMATS.contains(format)) {
      source = ChangelogNature.ALL_CHANGES;
    } else {
      source = ChangelogNature.INSERT_ONLY;
    }
    return new Connector(name, source, sinkNature(name, options, hasPrimaryKey, source));
  }

  private static ChangelogNature sinkNature(
      String name, Map<String, String> options, boolean hasPrimaryKey, ChangelogNature source) {
    String declared = options.get("sink.changelog-mode");
    if (declared != null) {
      return switch (declared.toLowerCase(Locale.ROOT)) {
        case "append" -> ChangelogNature.INSERT_ONLY;
        case "upsert" -> ChangelogNature.UPSERT;
        default -> ChangelogNature.ALL_CHANGES;
      };
    }
    if (name.equals("print") || name.equals("topnkit") || name.isEmpty()) {
      return ChangelogNature.ALL_CHANGES;
    }
    if (name.equals("blackhole")) {
      return ChangelogNature.UPSERT;
    }
    if (name.equals("upsert-kafka")) {
      return ChangelogNature.UPSERT;
    }
    if (source == ChangelogNature.ALL_CHANGES) {
      return ChangelogNature.ALL_CHANGES;
    }
    if (name.equals("values")) {
      boolean insertOnly = Boolean.parseBoolean(options.getOrDefault("sink-insert-only", "true"));
      return insertOnly ? ChangelogNature.INSERT_ONLY : ChangelogNature.ALL_CHANGES;
    }
    if (hasPrimaryKey && UPSERT_SINKS_WITH_KEY.contains(name)) {
      return ChangelogNature.UPSERT;
    }
    return ChangelogNature.INSERT_ONLY;
  }

  /**
   * Parses the {@code changelog-mode} option of the {@code values} connector, e.g. {@code I,UA,D}.
   */
  static ChangelogNature parseChangelogMode(String mode) {
    List<String> kinds = List.of(mode.toUpperCase(Locale.ROOT).replace(" ", "").split(","));
    if (kinds.contains("UB")) {
      return ChangelogNature.ALL_CHANGES;
    }
    if (kinds.contains("UA") || kinds.contains("D")) {
      return ChangelogNature.UPSERT;
    }
    return ChangelogNature.INSERT_ONLY;
  }

  /**
   * Whether the sink takes upserts even from an insert-only query. {@code blackhole} only drops
   * update-before messages, so it behaves as an append sink for inserts; real upsert sinks such as
   * {@code upsert-kafka} always declare upsert mode.
   */
  public boolean upsertForInserts() {
    return sinkAccepts == ChangelogNature.UPSERT && !name.equals("blackhole");
  }

  private static final Set<String> LOOKUP_SOURCES =
      Set.of("jdbc", "hbase-1.4", "hbase-2.2", "mongodb", "redis", "hive", "paimon", "hudi");

  /** Whether the connector can serve lookups, as a processing-time temporal join needs. */
  public boolean supportsLookup() {
    return LOOKUP_SOURCES.contains(name);
  }

  /** Whether the options name a connector at all. */
  public boolean isKnown() {
    return !name.isEmpty();
  }
}
