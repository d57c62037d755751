package io.github.topnkit.spec.datagen;

import static io.github.topnkit.spec.datagen.DatagenOptions.field;

import io.github.topnkit.linter.catalog.SqlType;
import io.github.topnkit.linter.catalog.TypeRoot;
import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.util.SplittableRandom;
import java.util.function.LongFunction;

/**
 * Generators for {@code 'fields.<column>.kind' = 'random'} (the default), with the options,
 * defaults and bounds of Flink's {@code RandomGeneratorVisitor}: numbers between {@code min} and
 * {@code max} (integers inclusive), lower-case hex strings of {@code length}, timestamps up to
 * {@code max-past} before the generator's clock, and {@code null-rate} for most types.
 */
final class RandomFields {

  /** Flink's length of a random {@code STRING} without a {@code length} option. */
  static final int STRING_LENGTH_DEFAULT = 100;

  private static final char[] HEX = "0123456789abcdef".toCharArray();

  private RandomFields() {}

  static FieldGenerator of(String column, SqlType type, DatagenOptions options, Instant clock) {
    rejectVarLenOutsideVarchar(column, type, options);
    return switch (type.root()) {
      case BOOLEAN -> FieldGenerator.random(nullRate(column, options), r -> r.nextBoolean());
      case TINYINT ->
          integers(column, type, options, Byte.MIN_VALUE, Byte.MAX_VALUE, v -> (byte) v);
      case SMALLINT ->
          integers(column, type, options, Short.MIN_VALUE, Short.MAX_VALUE, v -> (short) v);
      case INTEGER ->
          integers(column, type, options, Integer.MIN_VALUE, Integer.MAX_VALUE, v -> (int) v);
      case BIGINT -> bigints(column, options);
      case FLOAT -> floats(column, options);
      case DOUBLE -> doubles(column, options);
      case DECIMAL -> decimals(column, type, options);
      case CHAR -> chars(column, type, options);
      case VARCHAR -> varchars(column, type, options);
      // Flink's DATE and TIME generators take no options and give the current date and time.
      case DATE -> (row, random) -> LocalDate.ofInstant(clock, ZoneOffset.UTC);
      case TIME -> time(type, clock);
      case TIMESTAMP, TIMESTAMP_LTZ -> timestamps(column, type, options, clock);
      default -> throw Datagen.unsupportedType(column, type);
    };
  }

  private static FieldGenerator integers(
      String column,
      SqlType type,
      DatagenOptions options,
      int lowest,
      int highest,
      LongFunction<Object> box) {
    int min = options.intValue(field(column, "min")).orElse(lowest);
    int max = options.intValue(field(column, "max")).orElse(highest);
    inRange(column, "min", min, lowest, highest, type);
    inRange(column, "max", max, lowest, highest, type);
    if (min > max) {
      throw reversed(column, min, max, "min <= max");
    }
    float nullRate = nullRate(column, options);
    return FieldGenerator.random(nullRate, r -> box.apply(between(r, min, max)));
  }

  private static FieldGenerator bigints(String column, DatagenOptions options) {
    long min = options.longValue(field(column, "min")).orElse(Long.MIN_VALUE);
    long max = options.longValue(field(column, "max")).orElse(Long.MAX_VALUE);
    // Flink's BIGINT generator fails at runtime unless min < max (commons-math nextLong).
    if (min >= max) {
      throw reversed(column, min, max, "min < max for BIGINT");
    }
    return FieldGenerator.random(nullRate(column, options), r -> between(r, min, max));
  }

  private static FieldGenerator floats(String column, DatagenOptions options) {
    float min = options.floatValue(field(column, "min")).orElse(Float.MIN_VALUE);
    float max = options.floatValue(field(column, "max")).orElse(Float.MAX_VALUE);
    checkUniform(column, min, max);
    return FieldGenerator.random(nullRate(column, options), r -> (float) uniform(r, min, max));
  }

  private static FieldGenerator doubles(String column, DatagenOptions options) {
    double min = options.doubleValue(field(column, "min")).orElse(Double.MIN_VALUE);
    double max = options.doubleValue(field(column, "max")).orElse(Double.MAX_VALUE);
    checkUniform(column, min, max);
    return FieldGenerator.random(nullRate(column, options), r -> uniform(r, min, max));
  }

  private static FieldGenerator decimals(String column, SqlType type, DatagenOptions options) {
    double min = options.doubleValue(field(column, "min")).orElse(Double.MIN_VALUE);
    double max = options.doubleValue(field(column, "max")).orElse(Double.MAX_VALUE);
    checkUniform(column, min, max);
    int precision = type.precision();
    int scale = Math.max(0, type.scale());
    // Flink's DecimalDataRandomGenerator narrows the bounds to what the type can hold.
    double largest = Math.pow(10, precision - scale) - Math.pow(10, -scale);
    double low = Math.max(-largest, min);
    double high = Math.min(largest, max);
    if (low >= high) {
      throw new IllegalArgumentException(
          "datagen options "
              + field(column, "min")
              + " and "
              + field(column, "max")
              + " leave no values of "
              + type.materialized());
    }
    MathContext digits = new MathContext(precision, RoundingMode.DOWN);
    return FieldGenerator.random(
        nullRate(column, options),
        r -> new BigDecimal(uniform(r, low, high), digits).setScale(scale, RoundingMode.HALF_UP));
  }

  private static FieldGenerator chars(String column, SqlType type, DatagenOptions options) {
    if (options.peek(field(column, "length")).isPresent()) {
      throw new IllegalArgumentException(
          "datagen option "
              + field(column, "length")
              + ": custom length for fixed-length type (CHAR/BINARY) field '"
              + column
              + "' is not supported");
    }
    int length = Math.max(1, type.precision());
    return FieldGenerator.random(nullRate(column, options), r -> hex(r, length));
  }

  private static FieldGenerator varchars(String column, SqlType type, DatagenOptions options) {
    String key = field(column, "length");
    int declared = type.precision();
    int length = options.intValue(key).orElse(declared);
    if (length > declared) {
      throw new IllegalArgumentException(
          "datagen option "
              + key
              + ": custom length '"
              + length
              + "' for field '"
              + column
              + "' is longer than the "
              + declared
              + " its type "
              + type.materialized()
              + " allows");
    }
    int size = length == Integer.MAX_VALUE ? STRING_LENGTH_DEFAULT : length;
    boolean varLen = options.booleanValue(field(column, "var-len")).orElse(false);
    if (size < (varLen ? 2 : 1)) {
      throw new IllegalArgumentException(
          "datagen option "
              + key
              + " = "
              + size
              + " is too short"
              + (varLen ? ": with var-len, strings are 1 to length - 1 long" : ""));
    }
    // Flink draws a variable length from [1, length): the declared length itself never comes out.
    return FieldGenerator.random(
        nullRate(column, options), r -> hex(r, varLen ? r.nextInt(1, size) : size));
  }

  private static FieldGenerator time(SqlType type, Instant clock) {
    LocalTime time = LocalTime.ofInstant(Datagen.truncate(clock, type, 3), ZoneOffset.UTC);
    return (row, random) -> time;
  }

  private static FieldGenerator timestamps(
      String column, SqlType type, DatagenOptions options, Instant clock) {
    long maxPast =
        options.durationValue(field(column, "max-past")).orElse(Duration.ZERO).toMillis();
    boolean local = type.root() == TypeRoot.TIMESTAMP_LTZ;
    return FieldGenerator.random(
        nullRate(column, options),
        r -> {
          long past = maxPast > 0 ? between(r, 0, maxPast) : 0;
          Instant instant = Datagen.truncate(clock.minusMillis(past), type, 3);
          return local ? instant : LocalDateTime.ofInstant(instant, ZoneOffset.UTC);
        });
  }

  private static float nullRate(String column, DatagenOptions options) {
    String key = field(column, "null-rate");
    float rate = options.floatValue(key).orElse(0f);
    if (!(rate >= 0f && rate <= 1f)) {
      throw DatagenOptions.invalid(key, String.valueOf(rate), "a rate between 0 and 1");
    }
    return rate;
  }

  private static void rejectVarLenOutsideVarchar(
      String column, SqlType type, DatagenOptions options) {
    boolean varLen =
        options.peek(field(column, "var-len")).filter(v -> v.equalsIgnoreCase("true")).isPresent();
    if (varLen && type.root() != TypeRoot.VARCHAR) {
      throw new IllegalArgumentException(
          "datagen option "
              + field(column, "var-len")
              + " only applies to variable-length types (VARCHAR/STRING/VARBINARY/BYTES), not to "
              + type.materialized());
    }
  }

  /** A uniform long in [min, max], both ends included as in commons-math. */
  static long between(SplittableRandom random, long min, long max) {
    if (max < Long.MAX_VALUE) {
      return random.nextLong(min, max + 1);
    }
    if (min > Long.MIN_VALUE) {
      return random.nextLong(min - 1, max) + 1;
    }
    return random.nextLong();
  }

  /** A uniform double in [min, max), also for ranges wider than the largest double. */
  static double uniform(SplittableRandom random, double min, double max) {
    double u = random.nextDouble();
    double v = min * (1 - u) + max * u;
    return v >= max ? Math.nextDown(max) : Math.max(v, min);
  }

  private static void checkUniform(String column, double min, double max) {
    if (!Double.isFinite(min) || !Double.isFinite(max) || min >= max) {
      throw reversed(column, min, max, "finite bounds with min < max");
    }
  }

  private static void inRange(
      String column, String option, long value, long lowest, long highest, SqlType type) {
    if (value < lowest || value > highest) {
      throw DatagenOptions.invalid(
          field(column, option), String.valueOf(value), "a " + type.materialized() + " value");
    }
  }

  private static IllegalArgumentException reversed(
      String column, Object min, Object max, String need) {
    return new IllegalArgumentException(
        "datagen options "
            + field(column, "min")
            + " = "
            + min
            + " and "
            + field(column, "max")
            + " = "
            + max
            + " do not fit: Flink needs "
            + need);
  }

  private static String hex(SplittableRandom random, int length) {
    char[] chars = new char[length];
    for (int i = 0; i < length; i++) {
      chars[i] = HEX[random.nextInt(16)];
    }
    return new String(chars);
  }
}
