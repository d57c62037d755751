package io.github.topnkit.linter.plan;

import java.util.ArrayList;
import java.util.List;

/** The ordered fields of a plan node's output. */
public record RowType(List<Field> fields) {

  public static final RowType EMPTY = new RowType(List.of());

  public RowType {
    fields = List.copyOf(fields);
  }

  public int size() {
    return fields.size();
  }

  public Field get(int i) {
    return fields.get(i);
  }

  /** The index of the first field with the name, or -1. */
  public int indexOf(String name) {
    for (int i = 0; i < fields.size(); i++) {
      if (fields.get(i).name().equals(name)) {
        return i;
      }
    }
    return -1;
  }

  public List<String> names() {
    return fields.stream().map(Field::name).toList();
  }

  /** This row followed by the other's fields, as a join or an OVER aggregation produces. */
  public RowType concat(RowType other) {
    List<Field> all = new ArrayList<>(fields);
    all.addAll(other.fields);
    return new RowType(all);
  }
}
