package io.github.topnkit.spec.datagen;

import static io.github.topnkit.spec.datagen.DatagenOptions.field;

import io.github.topnkit.linter.catalog.SqlType;
import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.SplittableRandom;
import java.util.function.LongFunction;

/**
 * Generators for {@code 'fields.<column>.kind' = 'sequence'}, as Flink's {@code
 * SequenceGeneratorVisitor}: every number from {@code start} to {@code end} (both included) once,
 * in order at parallelism 1; a sequence ends, and so does the table when its shortest sequence
 * does.
 */
final class SequenceFields {

  private SequenceFields() {}

  static FieldGenerator of(String column, SqlType type, DatagenOptions options) {
    return switch (type.root()) {
      case CHAR, VARCHAR ->
          sequence(column, options, Long.MIN_VALUE, Long.MAX_VALUE, Long::toString);
      case TINYINT -> sequence(column, options, Byte.MIN_VALUE, Byte.MAX_VALUE, v -> (byte) v);
      case SMALLINT -> sequence(column, options, Short.MIN_VALUE, Short.MAX_VALUE, v -> (short) v);
      case INTEGER -> sequence(column, options, Integer.MIN_VALUE, Integer.MAX_VALUE, v -> (int) v);
      case BIGINT -> sequence(column, options, Long.MIN_VALUE, Long.MAX_VALUE, v -> v);
      // Flink reads the bounds of FLOAT, DOUBLE and DECIMAL sequences as INT options.
      case FLOAT -> sequence(column, options, Integer.MIN_VALUE, Integer.MAX_VALUE, v -> (float) v);
      case DOUBLE ->
          sequence(column, options, Integer.MIN_VALUE, Integer.MAX_VALUE, v -> (double) v);
      case DECIMAL -> {
        MathContext digits = new MathContext(type.precision());
        int scale = Math.max(0, type.scale());
        yield sequence(
            column,
            options,
            Integer.MIN_VALUE,
            Integer.MAX_VALUE,
            v -> new BigDecimal((double) v, digits).setScale(scale, RoundingMode.DOWN));
      }
      default ->
          throw new IllegalArgumentException(
              "datagen option "
                  + field(column, "kind")
                  + " = 'sequence' does not apply to "
                  + type.materialized()
                  + " column "
                  + column
                  + " (sequences are numbers and strings)");
    };
  }

  private static FieldGenerator sequence(
      String column, DatagenOptions options, long lowest, long highest, LongFunction<Object> box) {
    long start = bound(column, "start", options, lowest, highest);
    long end = bound(column, "end", options, lowest, highest);
    if (end <= start) {
      throw new IllegalArgumentException(
          "datagen options "
              + field(column, "start")
              + " = "
              + start
              + " and "
              + field(column, "end")
              + " = "
              + end
              + " do not fit: Flink needs end > start");
    }
    // end - start can overflow for the widest ranges; such a sequence is endless in practice.
    long size = end - start + 1 > 0 ? end - start + 1 : Long.MAX_VALUE;
    return new FieldGenerator() {
      @Override
      public Object value(long row, SplittableRandom random) {
        return box.apply(start + row);
      }

      @Override
      public long size() {
        return size;
      }
    };
  }

  private static long bound(
      String column, String option, DatagenOptions options, long lowest, long highest) {
    String key = field(column, option);
    long value =
        options
            .longValue(key)
            .orElseThrow(
                () ->
                    new IllegalArgumentException(
                        "datagen option "
                            + key
                            + " is missing: a sequence needs "
                            + field(column, "start")
                            + " and "
                            + field(column, "end")));
    if (value < lowest || value > highest) {
      throw DatagenOptions.invalid(key, String.valueOf(value), "in the range of the column's type");
    }
    return value;
  }
}
