package io.github.topnkit.junit.config;

import java.time.Duration;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.platform.engine.ConfigurationParameters;

/**
 * The engine's configuration parameters: {@code topnkit.flink.enabled}, {@code topnkit.timeout},
 * {@code topnkit.update-expectations} and {@code topnkit.execution.parallel.enabled}.
 */
public record EngineConfig(
    boolean flinkEnabled, Duration timeout, boolean updateExpectations, boolean parallel) {

  public static final String FLINK_ENABLED = "topnkit.flink.enabled";
  public static final String TIMEOUT = "topnkit.timeout";
  public static final String UPDATE_EXPECTATIONS = "topnkit.update-expectations";
  public static final String PARALLEL = "topnkit.execution.parallel.enabled";

  /**
   * The prefix of JUnit's parallel executor settings for this engine ({@code
   * topnkit.execution.parallel.config.strategy} and the others Jupiter reads under its own prefix).
   */
  public static final String PARALLEL_CONFIG_PREFIX = "topnkit.execution.parallel.config.";

  public static final EngineConfig DEFAULTS =
      new EngineConfig(true, Duration.ofSeconds(60), false, true);

  private static final Pattern SIMPLE_DURATION =
      Pattern.compile("(\\d+)\\s*(ms|s|sec|seconds?|m|min|minutes?|h)?", Pattern.CASE_INSENSITIVE);

  /**
   * Reads the parameters; a bad value is an {@link IllegalArgumentException} naming the parameter,
   * so a typo never silently turns Flink runs off.
   */
  public static EngineConfig from(ConfigurationParameters parameters) {
    return new EngineConfig(
        flinkEnabled(parameters),
        timeout(parameters),
        updateExpectations(parameters),
        parallel(parameters));
  }

  /**
   * Every bad value among the parameters, one message each; empty when {@link #from} reads them.
   */
  public static List<String> problems(ConfigurationParameters parameters) {
    List<String> problems = new ArrayList<>();
    List<Function<ConfigurationParameters, Object>> readers =
        List.of(
            EngineConfig::flinkEnabled,
            EngineConfig::timeout,
            EngineConfig::updateExpectations,
            EngineConfig::parallel);
    for (Function<ConfigurationParameters, Object> reader : readers) {
      try {
        reader.apply(parameters);
      } catch (IllegalArgumentException e) {
        problems.add(e.getMessage());
      }
    }
    return problems;
  }

  private static boolean flinkEnabled(ConfigurationParameters parameters) {
    return bool(parameters.get(FLINK_ENABLED), FLINK_ENABLED).orElse(DEFAULTS.flinkEnabled());
  }

  private static Duration timeout(ConfigurationParameters parameters) {
    return parameters.get(TIMEOUT).map(v -> duration(v, TIMEOUT)).orElse(DEFAULTS.timeout());
  }

  private static boolean updateExpectations(ConfigurationParameters parameters) {
    return bool(parameters.get(UPDATE_EXPECTATIONS), UPDATE_EXPECTATIONS)
        .orElse(DEFAULTS.updateExpectations());
  }

  private static boolean parallel(ConfigurationParameters parameters) {
    return bool(parameters.get(PARALLEL), PARALLEL).orElse(DEFAULTS.parallel());
  }

  private static Optional<Boolean> bool(Optional<String> value, String key) {
    if (value.isEmpty()) {
      return Optional.empty();
    }
    String v = value.get().strip().toLowerCase(Locale.ROOT);
    if (v.equals("true") || v.equals("false")) {
      return Optional.of(Boolean.parseBoolean(v));
    }
    throw new IllegalArgumentException(
        "configuration parameter " + key + " must be true or false, not '" + value.get() + "'");
  }

  /** {@code 60s}, {@code 500ms}, {@code 2m}, {@code 1h}, a bare number of seconds, or ISO-8601. */
  static Duration duration(String value, String key) {
    String v = value.strip();
    Matcher m = SIMPLE_DURATION.matcher(v);
    Duration d;
    if (m.matches()) {
      long n = Long.parseLong(m.group(1));
      String unit = m.group(2) == null ? "s" : m.group(2).toLowerCase(Locale.ROOT);
      d =
          switch (unit.charAt(0)) {
            case 'h' -> Duration.ofHours(n);
            case 'm' -> unit.equals("ms") ? Duration.ofMillis(n) : Duration.ofMinutes(n);
            default -> Duration.ofSeconds(n);
          };
    } else {
      try {
        d = Duration.parse(v);
      } catch (DateTimeParseException e) {
        throw new IllegalArgumentException(
            "configuration parameter "
                + key
                + " must be a duration such as 60s, 2m or PT1M, not '"
                + value
                + "'");
      }
    }
    if (d.isZero() || d.isNegative()) {
      throw new IllegalArgumentException(
          "configuration parameter " + key + " must be positive, not '" + value + "'");
    }
    return d;
  }
}
