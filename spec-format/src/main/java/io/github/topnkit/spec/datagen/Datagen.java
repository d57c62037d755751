package io.github.topnkit.spec.datagen;

import static io.github.topnkit.spec.datagen.DatagenOptions.field;

import io.github.topnkit.linter.catalog.Column;
import io.github.topnkit.linter.catalog.SqlType;
import io.github.topnkit.linter.catalog.TableDef;
import io.github.topnkit.spec.RowKind;
import io.github.topnkit.spec.SpecRow;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * The kit's seeded stand-in for Flink's {@code datagen} connector: the rows of a datagen table,
 * honoring its options as Flink does, and the same for every engine and run with the same seed.
 *
 * <p>Each physical column draws from its own random stream, seeded by the seed, the table name and
 * the column name, so adding or changing one column leaves the others' values as they were.
 * Computed and metadata columns are not generated: Flink computes them. {@code rows-per-second} is
 * ignored, since time in a spec is the rows' own event time.
 *
 * <p>Where Flink reads the wall clock (timestamps up to {@code max-past} before now, the current
 * date and time), the generator reads a clock that stands still at {@link #clock(long)}, so the
 * rows do not depend on when they are generated.
 */
public final class Datagen {

  /** The connector name of tables this generator feeds. */
  public static final String CONNECTOR = "datagen";

  /** The most rows one table may ask for; beyond it a spec would not be a test any more. */
  public static final int MAX_ROWS = 1_000_000;

  private static final Instant EPOCH = Instant.parse("2020-01-01T00:00:00Z");
  private static final long SECONDS_PER_YEAR = 365L * 24 * 60 * 60;

  private Datagen() {}

  /** Whether the table's connector is {@code datagen}. */
  public static boolean isDatagen(TableDef table) {
    return CONNECTOR.equals(table.options().getOrDefault("connector", "").toLowerCase(Locale.ROOT));
  }

  /**
   * The generator's clock for a seed: {@code 2020-01-01 00:00:00} UTC plus the seed in seconds,
   * modulo one year (seed 0 gives exactly {@code 2020-01-01 00:00:00}).
   */
  public static Instant clock(long seed) {
    return EPOCH.plusSeconds(Math.floorMod(seed, SECONDS_PER_YEAR));
  }

  /**
   * Generates the rows of a datagen table, all {@code +I}, with the values of its physical columns
   * in Flink's default external classes.
   *
   * @param unboundedRows the row count when the table has no {@code number-of-rows} (the spec's
   *     {@code generate}); a sequence column ends the table earlier when it runs out, as in Flink
   * @throws IllegalArgumentException naming the option, for an unknown or invalid option or an
   *     unsupported column type
   */
  public static List<SpecRow> rows(TableDef table, long seed, int unboundedRows) {
    if (!isDatagen(table)) {
      throw new IllegalArgumentException(
          "table " + table.name() + " does not use the datagen connector");
    }
    if (unboundedRows < 0) {
      throw new IllegalArgumentException("the row count must not be negative: " + unboundedRows);
    }
    DatagenOptions options = new DatagenOptions(table.options());
    Instant clock = clock(seed);
    Map<String, FieldGenerator> fields = new LinkedHashMap<>();
    for (Column column : table.columns()) {
      if (column.kind() == Column.Kind.PHYSICAL) {
        fields.put(column.name(), generator(column, options, clock));
      }
    }
    long count = rowCount(options, unboundedRows, fields.values());
    rejectUnread(table, options);
    List<SplittableRandom> randoms = new ArrayList<>();
    for (String column : fields.keySet()) {
      randoms.add(new SplittableRandom(columnSeed(seed, table.name(), column)));
    }
    List<FieldGenerator> generators = List.copyOf(fields.values());
    List<SpecRow> rows = new ArrayList<>((int) count);
    for (long row = 0; row < count; row++) {
      List<Object> values = new ArrayList<>(generators.size());
      for (int i = 0; i < generators.size(); i++) {
        values.add(generators.get(i).value(row, randoms.get(i)));
      }
      rows.add(new SpecRow(RowKind.INSERT, values));
    }
    return rows;
  }

  private static FieldGenerator generator(Column column, DatagenOptions options, Instant clock) {
    String name = column.name();
    String kind = options.text(field(name, "kind")).orElse("random");
    SqlType type = column.type();
    return switch (kind) {
      case "random" -> RandomFields.of(name, type, options, clock);
      case "sequence" -> SequenceFields.of(name, type, options);
      default -> throw DatagenOptions.invalid(field(name, "kind"), kind, "'random' or 'sequence'");
    };
  }

  private static long rowCount(
      DatagenOptions options, int unboundedRows, Iterable<FieldGenerator> fields) {
    long count = options.longValue(DatagenOptions.NUMBER_OF_ROWS).orElse((long) unboundedRows);
    if (count < 0) {
      throw DatagenOptions.invalid(
          DatagenOptions.NUMBER_OF_ROWS, String.valueOf(count), "a row count (0 or more)");
    }
    for (FieldGenerator field : fields) {
      count = Math.min(count, field.size());
    }
    if (count > MAX_ROWS) {
      throw new IllegalArgumentException(
          "the datagen table would have "
              + count
              + " rows, more than the "
              + MAX_ROWS
              + " a spec may generate (set "
              + DatagenOptions.NUMBER_OF_ROWS
              + " or the spec's generate)");
    }
    return count;
  }

  private static void rejectUnread(TableDef table, DatagenOptions options) {
    options.unread().stream()
        .findFirst()
        .ifPresent(
            key -> {
              throw new IllegalArgumentException(
                  "unsupported datagen option '"
                      + key
                      + "': "
                      + whyUnsupported(table, options, key));
            });
  }

  private static String whyUnsupported(TableDef table, DatagenOptions options, String key) {
    if (!key.startsWith("fields.")) {
      return "the table options are number-of-rows, rows-per-second and scan.parallelism";
    }
    for (Column column : table.columns()) {
      String prefix = "fields." + column.name() + ".";
      if (!key.startsWith(prefix)) {
        continue;
      }
      if (column.kind() != Column.Kind.PHYSICAL) {
        return column.name()
            + " is a "
            + column.kind().name().toLowerCase(Locale.ROOT)
            + " column, which Flink computes and datagen does not generate";
      }
      return "a "
          + column.type().materialized()
          + " column of this kind takes "
          + String.join(", ", options.readWithPrefix(prefix));
    }
    return "the table has no physical column of that name";
  }

  static IllegalArgumentException unsupportedType(String column, SqlType type) {
    return new IllegalArgumentException(
        "datagen column "
            + column
            + " has type "
            + type.materialized()
            + ", which the kit's generator does not support (spec rows have no notation for it)");
  }

  /** The instant with at most {@code maxDigits} and at most the type's fractional digits. */
  static Instant truncate(Instant instant, SqlType type, int maxDigits) {
    int digits = Math.min(Math.max(type.precision(), 0), maxDigits);
    long unit = (long) Math.pow(10, 9 - digits);
    long nanos = instant.getNano();
    return instant.truncatedTo(ChronoUnit.SECONDS).plusNanos(nanos - nanos % unit);
  }

  /**
   * A stable 64-bit seed per column (FNV-1a over the names, mixed with the seed), independent of
   * the JVM and of the other columns.
   */
  static long columnSeed(long seed, String table, String column) {
    long hash = 0xcbf29ce484222325L;
    String text = table + '\u0000' + column;
    for (int i = 0; i < text.length(); i++) {
      hash ^= text.charAt(i);
      hash *= 0x100000001b3L;
    }
    return hash ^ (seed * 0x9e3779b97f4a7c15L);
  }
}
