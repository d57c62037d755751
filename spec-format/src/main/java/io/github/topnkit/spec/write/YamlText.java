package io.github.topnkit.spec.write;

import io.github.topnkit.spec.Expectations;
import io.github.topnkit.spec.Rows;
import io.github.topnkit.spec.SpecRow;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/** Writes expectation values as YAML text at a given indentation. */
final class YamlText {

  private static final Pattern PLAIN_KEY = Pattern.compile("[A-Za-z_][A-Za-z0-9_$]*");

  private YamlText() {}

  /**
   * The text after {@code key:}, starting with the space: a literal block of rows, {@code []}, a
   * map of sinks, or a quoted message.
   *
   * @param keyIndent the column of the key the value belongs to
   * @param blockIndent the column of a literal block's content
   * @param headerComment a comment to keep after a block's {@code |}, or empty
   */
  static String value(
      ExpectationUpdate.Value value, int keyIndent, int blockIndent, String headerComment) {
    if (value instanceof ExpectationUpdate.Value.Text text) {
      return " " + quoted(text.text());
    }
    ExpectationUpdate.Value.Rows rows = (ExpectationUpdate.Value.Rows) value;
    Map<String, List<SpecRow>> outputs = rows.outputs();
    if (outputs.size() == 1 && outputs.containsKey(Expectations.SINGLE)) {
      return " " + rowBlock(outputs.get(Expectations.SINGLE), rows, blockIndent, headerComment);
    }
    StringBuilder out = new StringBuilder();
    String indent = " ".repeat(keyIndent + 2);
    outputs.forEach(
        (sink, list) ->
            out.append('\n')
                .append(indent)
                .append(key(sink))
                .append(": ")
                .append(rowBlock(list, rows, keyIndent + 4, "")));
    return out.toString();
  }

  private static String rowBlock(
      List<SpecRow> list, ExpectationUpdate.Value.Rows rows, int indent, String headerComment) {
    if (list.isEmpty()) {
      return "[]" + headerComment;
    }
    StringBuilder out = new StringBuilder("|").append(headerComment);
    String spaces = " ".repeat(indent);
    for (SpecRow row : list) {
      String line = Rows.format(row, rows.zone());
      if (line.indexOf('\n') >= 0 || line.indexOf('\r') >= 0) {
        throw new IllegalArgumentException(
            "a row with a line break in a value cannot be written in print notation: " + line);
      }
      out.append('\n').append(spaces).append(line);
    }
    return out.toString();
  }

  private static String key(String name) {
    return PLAIN_KEY.matcher(name).matches() ? name : quoted(name);
  }

  /** Single quotes for one printable line, else double quotes with escapes. */
  static String quoted(String text) {
    boolean simple =
        text.chars().allMatch(c -> c >= ' ' && c != 0x7f && !(c >= 0x80 && c <= 0x9f))
            && text.chars().noneMatch(c -> c == 0x2028 || c == 0x2029 || c == 0xfeff);
    if (simple) {
      return "'" + text.replace("'", "''") + "'";
    }
    StringBuilder out = new StringBuilder("\"");
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      switch (c) {
        case '"' -> out.append("\\\"");
        case '\\' -> out.append("\\\\");
        case '\n' -> out.append("\\n");
        case '\r' -> out.append("\\r");
        case '\t' -> out.append("\\t");
        default -> {
          if (c < ' '
              || c == 0x7f
              || c >= 0x80 && c <= 0x9f
              || c == 0x2028
              || c == 0x2029
              || c == 0xfeff) {
            out.append(String.format("\\u%04X", (int) c));
          } else {
            out.append(c);
          }
        }
      }
    }
    return out.append('"').toString();
  }
}
