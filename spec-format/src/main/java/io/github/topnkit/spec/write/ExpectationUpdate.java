package io.github.topnkit.spec.write;

import static java.util.Objects.requireNonNull;

import io.github.topnkit.spec.CaseRegions;
import io.github.topnkit.spec.Expectations;
import io.github.topnkit.spec.SpecRow;
import java.time.ZoneId;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A new value for one output expectation of a case: the rows of its {@code changelog} or {@code
 * final}, or the message of its {@code error}.
 *
 * @param regions the case's regions, from the parse of the text being written
 * @param key {@code changelog}, {@code final} or {@code error}, or one of them in a mode's override
 *     map: {@code streaming.changelog}, {@code batch.final}, ...
 */
public record ExpectationUpdate(CaseRegions regions, String key, Value value) {

  private static final Set<String> KEYS = Set.of("changelog", "final", "error");
  private static final Set<String> SECTIONS = Set.of("streaming", "batch");

  public ExpectationUpdate {
    requireNonNull(regions, "regions is null");
    requireNonNull(key, "key is null");
    requireNonNull(value, "value is null");
    int dot = key.indexOf('.');
    String name = key.substring(dot + 1);
    if (!KEYS.contains(name) || dot >= 0 && !SECTIONS.contains(key.substring(0, dot))) {
      throw new IllegalArgumentException("not an output expectation key: " + key);
    }
    if (name.equals("error") != value instanceof Value.Text) {
      throw new IllegalArgumentException(
          key + " takes " + (name.equals("error") ? "text" : "rows"));
    }
  }

  /** The rows of a query's result (or a script's only sink) for {@code changelog}. */
  public static ExpectationUpdate changelog(CaseRegions regions, List<SpecRow> rows, ZoneId zone) {
    return new ExpectationUpdate(
        regions, "changelog", new Value.Rows(Map.of(Expectations.SINGLE, rows), zone));
  }

  /** The materialized rows of a query's result (or a script's only sink) for {@code final}. */
  public static ExpectationUpdate finalRows(CaseRegions regions, List<SpecRow> rows, ZoneId zone) {
    return new ExpectationUpdate(
        regions, "final", new Value.Rows(Map.of(Expectations.SINGLE, rows), zone));
  }

  public static ExpectationUpdate error(CaseRegions regions, String message) {
    return new ExpectationUpdate(regions, "error", new Value.Text(message));
  }

  /** The section ({@code streaming} or {@code batch}) the key is in; empty for the case itself. */
  public String section() {
    int dot = key.indexOf('.');
    return dot < 0 ? "" : key.substring(0, dot);
  }

  /** The key without its section. */
  public String name() {
    return key.substring(key.indexOf('.') + 1);
  }

  /** What is written. */
  public sealed interface Value {

    /**
     * Rows by output: a single block under {@link Expectations#SINGLE}, else a map from sink name
     * to rows, in the map's order. TIMESTAMP_LTZ values are written in {@code zone}.
     */
    record Rows(Map<String, List<SpecRow>> outputs, ZoneId zone) implements Value {
      public Rows {
        Map<String, List<SpecRow>> copy = new LinkedHashMap<>();
        outputs.forEach((k, v) -> copy.put(k, List.copyOf(v)));
        outputs = Collections.unmodifiableMap(copy);
        requireNonNull(zone, "zone is null");
        if (outputs.isEmpty()) {
          throw new IllegalArgumentException("rows need at least one output");
        }
      }
    }

    /** A message, for {@code error}. */
    record Text(String text) implements Value {
      public Text {
        requireNonNull(text, "text is null");
      }
    }
  }
}
