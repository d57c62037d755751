package io.github.topnkit.reference.exec;

import static java.util.Objects.requireNonNull;

import io.github.topnkit.spec.RowKind;
import java.util.Arrays;

/**
 * One change of a changelog stream, Flink's {@code RowData}: a kind and the field values, as the
 * external classes of {@link io.github.topnkit.spec.SpecRow} ({@code null} is SQL NULL). The array
 * is shared, not copied, for speed; operators never modify a row they received.
 */
public record Row(RowKind kind, Object[] values) {

  public Row {
    requireNonNull(kind, "kind is null");
    requireNonNull(values, "values is null");
  }

  public static Row insert(Object... values) {
    return new Row(RowKind.INSERT, values);
  }

  public Object get(int field) {
    return values[field];
  }

  public int arity() {
    return values.length;
  }

  public Row withKind(RowKind newKind) {
    return newKind == kind ? this : new Row(newKind, values);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Row r && r.kind == kind && Arrays.equals(r.values, values);
  }

  @Override
  public int hashCode() {
    return 31 * kind.hashCode() + Arrays.hashCode(values);
  }

  @Override
  public String toString() {
    return kind.shortString() + Arrays.toString(values);
  }
}
