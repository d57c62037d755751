package io.github.topnkit.spec.compare;

import java.time.ZoneId;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.StringJoiner;

/**
 * Renders a report's lines as two columns, expected (with its line in the file) beside actual (with
 * its number in the changelog), a marker in the margin; long runs of matching rows far from any
 * difference are folded, so a long changelog still reads.
 */
final class SideBySide {

  /** Up to this many lines, every line is shown. */
  static final int FULL = 40;

  /** Matching lines kept around each difference when folding. */
  static final int CONTEXT = 2;

  private SideBySide() {}

  static String render(String header, List<DiffLine> lines, ZoneId zone) {
    List<String[]> cells = new ArrayList<>();
    cells.add(new String[] {" ", "line", "expected", "#", "actual", ""});
    for (DiffLine line : lines) {
      cells.add(cells(line, zone));
    }
    int[] width = new int[6];
    for (String[] row : cells) {
      for (int i = 0; i < row.length; i++) {
        width[i] = Math.max(width[i], row[i].length());
      }
    }
    StringBuilder out = new StringBuilder(header).append('\n');
    legend(lines).ifPresent(l -> out.append(l).append('\n'));
    out.append('\n').append(row(cells.get(0), width)).append('\n');
    boolean[] shown = shown(lines);
    for (int i = 0; i < lines.size(); ) {
      if (shown[i]) {
        out.append(row(cells.get(i + 1), width)).append('\n');
        i++;
        continue;
      }
      int skipped = 0;
      while (i < lines.size() && !shown[i]) {
        skipped++;
        i++;
      }
      out.append("  ... ").append(skipped).append(" matching rows\n");
    }
    return out.toString();
  }

  private static String[] cells(DiffLine line, ZoneId zone) {
    return new String[] {
      String.valueOf(line.mark().symbol),
      line.expected() == null ? "" : String.valueOf(line.expected().position().line()),
      line.expected() == null ? "" : PrintNotation.format(line.expected().row(), zone),
      line.actual() == null ? "" : String.valueOf(line.actualIndex() + 1),
      line.actual() == null ? "" : PrintNotation.format(line.actual(), zone),
      line.note()
    };
  }

  private static String row(String[] cells, int[] width) {
    String text =
        cells[0]
            + " "
            + pad(cells[1], width[1], true)
            + "  "
            + pad(cells[2], width[2], false)
            + " | "
            + pad(cells[3], width[3], true)
            + "  "
            + pad(cells[4], width[4], false)
            + "  "
            + cells[5];
    return text.stripTrailing();
  }

  private static String pad(String text, int width, boolean right) {
    String blanks = " ".repeat(width - text.length());
    return right ? blanks + text : text + blanks;
  }

  private static Optional<String> legend(List<DiffLine> lines) {
    Set<DiffLine.Mark> used = EnumSet.noneOf(DiffLine.Mark.class);
    for (DiffLine line : lines) {
      used.add(line.mark());
    }
    used.remove(DiffLine.Mark.SAME);
    if (used.isEmpty()) {
      return Optional.empty();
    }
    StringJoiner legend = new StringJoiner(", ", "(", ")");
    for (DiffLine.Mark mark : used) {
      legend.add(mark.symbol + " " + mark.meaning);
    }
    return Optional.of(legend.toString());
  }

  /** Which lines to show: all of a short report, else differences and their context. */
  private static boolean[] shown(List<DiffLine> lines) {
    boolean[] shown = new boolean[lines.size()];
    if (lines.size() <= FULL) {
      Arrays.fill(shown, true);
      return shown;
    }
    for (int i = 0; i < lines.size(); i++) {
      if (lines.get(i).mark() != DiffLine.Mark.SAME) {
        for (int j = Math.max(0, i - CONTEXT); j <= Math.min(lines.size() - 1, i + CONTEXT); j++) {
          shown[j] = true;
        }
      }
    }
    return shown;
  }
}
