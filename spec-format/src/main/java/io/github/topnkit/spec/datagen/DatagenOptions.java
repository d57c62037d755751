package io.github.topnkit.spec.datagen;

import java.time.Duration;
import java.util.HashSet;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * The {@code WITH} options of a datagen table, read with the types Flink's {@code ConfigOption}s
 * give them; it remembers which options were read, since Flink rejects every option no generator
 * consumed.
 */
final class DatagenOptions {

  static final String NUMBER_OF_ROWS = "number-of-rows";

  private final Map<String, String> options;
  private final Set<String> read = new HashSet<>();

  DatagenOptions(Map<String, String> options) {
    this.options = Map.copyOf(options);
    // Taken by Flink's factory, not by a field generator; rates and parallelism do not change rows.
    read.add("connector");
    longValue("rows-per-second");
    intValue("scan.parallelism");
  }

  /** The key {@code fields.<column>.<option>}. */
  static String field(String column, String option) {
    return "fields." + column + "." + option;
  }

  Optional<String> text(String key) {
    read.add(key);
    return Optional.ofNullable(options.get(key)).map(String::strip);
  }

  /** The value of an option without counting it as read. */
  Optional<String> peek(String key) {
    return Optional.ofNullable(options.get(key)).map(String::strip);
  }

  Optional<Integer> intValue(String key) {
    return text(key).map(v -> parse(key, v, "an integer", Integer::parseInt));
  }

  Optional<Long> longValue(String key) {
    return text(key).map(v -> parse(key, v, "an integer", Long::parseLong));
  }

  Optional<Float> floatValue(String key) {
    return text(key).map(v -> parse(key, v, "a number", Float::parseFloat));
  }

  Optional<Double> doubleValue(String key) {
    return text(key).map(v -> parse(key, v, "a number", Double::parseDouble));
  }

  Optional<Boolean> booleanValue(String key) {
    return text(key)
        .map(
            v ->
                parse(
                    key,
                    v,
                    "true or false",
                    s -> {
                      String b = s.toLowerCase(Locale.ROOT);
                      if (!b.equals("true") && !b.equals("false")) {
                        throw new NumberFormatException(s);
                      }
                      return Boolean.valueOf(b);
                    }));
  }

  Optional<Duration> durationValue(String key) {
    return text(key).map(v -> parse(key, v, "a duration such as '10 min'", Durations::parse));
  }

  /** The options present that nothing read, in key order. */
  Set<String> unread() {
    Set<String> result = new TreeSet<>(options.keySet());
    result.removeAll(read);
    return result;
  }

  /** The options read whose key starts with the prefix, in key order. */
  Set<String> readWithPrefix(String prefix) {
    Set<String> result = new TreeSet<>();
    for (String key : read) {
      if (key.startsWith(prefix)) {
        result.add(key);
      }
    }
    return result;
  }

  static IllegalArgumentException invalid(String key, String value, String expected) {
    return new IllegalArgumentException(
        "datagen option '" + key + "' = '" + value + "' is not " + expected);
  }

  private static <T> T parse(String key, String value, String expected, Parser<T> parser) {
    try {
      return parser.parse(value);
    } catch (IllegalArgumentException e) {
      throw invalid(key, value, expected);
    }
  }

  @FunctionalInterface
  private interface Parser<T> {
    T parse(String text);
  }
}
