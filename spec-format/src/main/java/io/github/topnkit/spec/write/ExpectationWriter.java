package io.github.topnkit.spec.write;

import io.github.topnkit.spec.CaseRegions;
import io.github.topnkit.spec.Position;
import io.github.topnkit.spec.SpecException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * Writes new output expectations into a spec file's text and leaves every other byte as it was, so
 * the change reads as a diff: an existing {@code changelog}, {@code final} or {@code error} value
 * is replaced in place; a case without one gets a new entry at its end, indented like its keys.
 * Rows are written as literal blocks ({@code |}) in print notation, with the file's line breaks.
 */
public final class ExpectationWriter {

  private static final List<String> OUTPUT_KEYS = List.of("changelog", "final", "error");

  private ExpectationWriter() {}

  /**
   * The text with the updates applied.
   *
   * @param file the file's name, for problems
   * @param text the text the regions of the updates were parsed from
   * @throws SpecException when an update cannot be written: the case is a flow mapping
   * @throws IllegalArgumentException when two updates change the same expectation
   */
  public static String write(String file, String text, List<ExpectationUpdate> updates) {
    List<Edit> edits = new ArrayList<>();
    for (ExpectationUpdate update : updates) {
      edits.add(edit(file, text, update));
    }
    edits.sort(Comparator.comparingInt(Edit::start).reversed());
    // New lines follow the file's line breaks, so a CRLF file does not get mixed ones.
    String lineBreak = text.contains("\r\n") ? "\r\n" : "\n";
    StringBuilder out = new StringBuilder(text);
    int limit = Integer.MAX_VALUE;
    for (Edit edit : edits) {
      if (edit.end() > limit || edit.start() == limit && edit.end() > edit.start()) {
        throw new IllegalArgumentException("two updates change the same expectation");
      }
      out.replace(edit.start(), edit.end(), edit.text().replace("\n", lineBreak));
      limit = edit.start();
    }
    return out.toString();
  }

  /** Replace [start, end) of the text with the new text. */
  private record Edit(int start, int end, String text) {}

  private static Edit edit(String file, String text, ExpectationUpdate update) {
    CaseRegions regions = update.regions();
    checkBlock(file, text, regions);
    if (update.section().isEmpty()) {
      return edit(file, text, regions, update);
    }
    Optional<CaseRegions> section = regions.section(update.section());
    if (section.isPresent()) {
      checkBlock(file, text, section.get());
      return edit(file, text, section.get(), update);
    }
    int indent = regions.keyIndent();
    String entry =
        "\n"
            + " ".repeat(indent)
            + update.section()
            + ":\n"
            + " ".repeat(indent + 2)
            + update.name()
            + ":"
            + YamlText.value(update.value(), indent + 2, indent + 4, "");
    return new Edit(regions.caseEnd(), regions.caseEnd(), entry);
  }

  /** The edit in one mapping: the case, or its override section. */
  private static Edit edit(
      String file, String text, CaseRegions regions, ExpectationUpdate update) {
    int keyIndent = regions.keyIndent();
    Optional<CaseRegions.Region> same = regions.of(update.name());
    if (same.isPresent()) {
      CaseRegions.Region r = same.get();
      int blockIndent = r.block() && r.indent() > keyIndent ? r.indent() : keyIndent + 2;
      String comment = r.block() ? headerComment(text, r.start()) : "";
      String value = YamlText.value(update.value(), keyIndent, blockIndent, comment);
      return new Edit(r.keyEnd(), r.end(), ":" + value);
    }
    for (String other : OUTPUT_KEYS) {
      Optional<CaseRegions.Region> r = regions.of(other);
      if (r.isPresent()) {
        // The output changed its kind (rows where an error was expected): the key changes too.
        String value = YamlText.value(update.value(), keyIndent, keyIndent + 2, "");
        return new Edit(r.get().keyStart(), r.get().end(), update.name() + ":" + value);
      }
    }
    String entry =
        "\n"
            + " ".repeat(keyIndent)
            + update.name()
            + ":"
            + YamlText.value(update.value(), keyIndent, keyIndent + 2, "");
    return new Edit(regions.caseEnd(), regions.caseEnd(), entry);
  }

  private static void checkBlock(String file, String text, CaseRegions regions) {
    if (regions.flowStyle() || regions.caseEnd() < 0) {
      throw new SpecException(position(file, text, regions.caseStart()), Messages.flowCase());
    }
  }

  /** The comment after a block scalar's indicator ({@code | # exact}), kept as written. */
  private static String headerComment(String text, int start) {
    int lineEnd = start;
    while (lineEnd < text.length()
        && text.charAt(lineEnd) != '\n'
        && text.charAt(lineEnd) != '\r') {
      lineEnd++;
    }
    String header = text.substring(start, lineEnd);
    int hash = header.indexOf('#');
    if (hash <= 0 || !Character.isWhitespace(header.charAt(hash - 1))) {
      return "";
    }
    int blanks = hash;
    while (blanks > 0 && Character.isWhitespace(header.charAt(blanks - 1))) {
      blanks--;
    }
    return header.substring(blanks).stripTrailing();
  }

  private static Position position(String file, String text, int offset) {
    int line = 1;
    int lineStart = 0;
    for (int i = 0; i < offset && i < text.length(); i++) {
      if (text.charAt(i) == '\n') {
        line++;
        lineStart = i + 1;
      }
    }
    return new Position(
        file, line, text.codePointCount(lineStart, Math.min(offset, text.length())) + 1);
  }
}
