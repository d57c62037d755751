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
import java.util.Arrays;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.NoSuchElementException;
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
    Iterator<SpecRow> it = iterate(table, seed, unboundedRows, MAX_ROWS);
    List<SpecRow> rows = new ArrayList<>();
    it.forEachRemaining(rows::add);
    return rows;
  }

  /**
   * The same rows as {@link #rows}, generated one at a time, for runs too large to hold: at most
   * {@code maxRows} of them.
   *
   * @throws IllegalArgumentException as {@link #rows}, and when the table would have more than
   *     {@code maxRows} rows
   */
  public static Iterator<SpecRow> iterate(
      TableDef table, long seed, int unboundedRows, long maxRows) {
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
    long count = rowCount(options, unboundedRows, fields.values(), maxRows);
    rejectUnread(table, options);
    List<SplittableRandom> randoms = new ArrayList<>();
    for (String column : fields.keySet()) {
      randoms.add(new SplittableRandom(columnSeed(seed, table.name(), column)));
    }
    FieldGenerator[] generators = fields.values().toArray(FieldGenerator[]::new);
    SplittableRandom[] random = randoms.toArray(SplittableRandom[]::new);
    return new Iterator<>() {
      private long row;

      @Override
      public boolean hasNext() {
        return row < count;
      }

      @Override
      public SpecRow next() {
        if (row >= count) {
          throw new NoSuchElementException();
        }
        Object[] values = new Object[generators.length];
        for (int i = 0; i < generators.length; i++) {
          values[i] = generators[i].value(row, random[i]);
        }
        row++;
        return new SpecRow(RowKind.INSERT, Arrays.asList(values));
      }
    };
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
      DatagenOptions options, int unboundedRows, Iterable<FieldGenerator> fields, long maxRows) {
    long count = options.longValue(DatagenOptions.NUMBER_OF_ROWS).orElse((long) unboundedRows);
    if (count < 0) {
      throw DatagenOptions.invalid(
          DatagenOptions.NUMBER_OF_ROWS, String.valueOf(count), "a row count (0 or more)");
    }
    for (FieldGenerator field : fields) {
      count = Math.min(count, field.size());
    }
    if (count > maxRows) {
      throw new IllegalArgumentException(
          "the datagen table would have "
              + count
              + " rows, more than the "
              + maxRows
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
