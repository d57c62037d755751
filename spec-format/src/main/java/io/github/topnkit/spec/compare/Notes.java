package io.github.topnkit.spec.compare;

import io.github.topnkit.spec.SpecRow;
import io.github.topnkit.spec.Values;
import io.github.topnkit.spec.run.OutputTable;
import java.time.ZoneId;
import java.util.List;
import java.util.StringJoiner;

/** The words beside a marked report line: what differs, and which key the row belongs to. */
final class Notes {

  private final List<OutputTable.Column> columns;
  private final ZoneId zone;

  Notes(List<OutputTable.Column> columns, ZoneId zone) {
    this.columns = List.copyOf(columns);
    this.zone = zone;
  }

  /** {@code differs in kind, price}, naming the Java classes where the written values agree. */
  String differences(SpecRow expected, SpecRow actual) {
    StringJoiner what = new StringJoiner(", ", "differs in ", "");
    if (expected.kind() != actual.kind()) {
      what.add("kind");
    }
    int width = Math.min(expected.values().size(), actual.values().size());
    for (int i = 0; i < width; i++) {
      Object e = expected.values().get(i);
      Object a = actual.values().get(i);
      if (Values.same(e, a)) {
        continue;
      }
      String name = i < columns.size() ? columns.get(i).name() : "#" + (i + 1);
      // The same text with different values means different Java classes (a runner's bug).
      boolean sameText = Values.format(e, zone).equals(Values.format(a, zone));
      what.add(sameText ? name + " (" + className(e) + " vs " + className(a) + ")" : name);
    }
    if (expected.values().size() != actual.values().size()) {
      what.add("width");
    }
    return what.toString();
  }

  /** {@code [country_id=3]} for a keyed comparison, empty without a key. */
  String key(SpecRow row, List<Integer> key) {
    if (key.isEmpty()) {
      return "";
    }
    StringJoiner text = new StringJoiner(", ", "  [", "]");
    for (int column : key) {
      Object value = column < row.values().size() ? row.values().get(column) : null;
      text.add(columns.get(column).name() + "=" + Values.format(value, zone));
    }
    return text.toString();
  }

  private static String className(Object value) {
    return value == null ? "null" : value.getClass().getSimpleName();
  }
}
