package io.github.topnkit.spec;

import static java.util.Objects.requireNonNull;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A typed changelog row. Values use Flink's default external classes: {@code Integer}, {@code
 * Long}, {@code Short}, {@code Byte}, {@code Double}, {@code Float}, {@code BigDecimal}, {@code
 * String}, {@code Boolean}, {@code LocalDate}, {@code LocalTime}, {@code LocalDateTime}
 * (TIMESTAMP), {@code Instant} (TIMESTAMP_LTZ); {@code null} is SQL NULL.
 */
public record SpecRow(RowKind kind, List<Object> values) {

  public SpecRow {
    requireNonNull(kind, "kind is null");
    // List.copyOf rejects nulls, and NULL is a value here.
    values = Collections.unmodifiableList(new ArrayList<>(values));
  }

  public static SpecRow of(RowKind kind, Object... values) {
    List<Object> list = new ArrayList<>();
    Collections.addAll(list, values);
    return new SpecRow(kind, list);
  }

  public SpecRow withKind(RowKind newKind) {
    return new SpecRow(newKind, values);
  }
}
