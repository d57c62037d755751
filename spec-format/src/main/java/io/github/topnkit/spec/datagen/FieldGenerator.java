package io.github.topnkit.spec.datagen;

import java.util.SplittableRandom;

/** Makes the values of one column, row by row, from that column's own random stream. */
interface FieldGenerator {

  /**
   * The value of the given 0-based row. Rows are asked for in order, and a random generator draws
   * from {@code random} only, so its values depend on nothing but the column's seed.
   */
  Object value(long row, SplittableRandom random);

  /** How many values the column has: a sequence ends, random values never do. */
  default long size() {
    return Long.MAX_VALUE;
  }

  /** Random values, NULL with the probability {@code nullRate} as Flink draws it. */
  static FieldGenerator random(float nullRate, RandomValue values) {
    if (nullRate == 0f) {
      return (row, random) -> values.next(random);
    }
    // Flink draws a float and keeps the value when it is above the rate, so 1.0 is always NULL.
    return (row, random) -> random.nextFloat() > nullRate ? values.next(random) : null;
  }

  /** One random value of a column's type. */
  @FunctionalInterface
  interface RandomValue {
    Object next(SplittableRandom random);
  }
}
