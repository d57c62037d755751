package io.github.topnkit.spec;

import static java.util.Objects.requireNonNull;

import java.util.ArrayList;
import java.util.List;

/**
 * SQL text taken verbatim from a spec file, with the file position of the first character of each
 * of its lines, so a position inside the SQL maps back to the file.
 *
 * @param lineStarts the file position of the first character of each line of {@code text}
 * @param folds where a line of the SQL continues at another place in the file: YAML folds the lines
 *     of a folded ({@code >}) or flow scalar into one, so one SQL line can come from several file
 *     lines; empty for a literal ({@code |}) block, whose lines are the file's lines
 */
public record SqlBlock(String text, List<Position> lineStarts, List<Fold> folds) {

  public SqlBlock {
    requireNonNull(text, "text is null");
    lineStarts = List.copyOf(lineStarts);
    folds = List.copyOf(folds);
    if (lineStarts.isEmpty()) {
      throw new IllegalArgumentException("a SQL block needs the position of its first line");
    }
  }

  public SqlBlock(String text, List<Position> lineStarts) {
    this(text, lineStarts, List.of());
  }

  /** From a 1-based line and column of the SQL text on, the text comes from this file position. */
  public record Fold(int line, int column, Position position) {
    public Fold {
      requireNonNull(position, "position is null");
    }
  }

  /** The file position of a 1-based line and column of the SQL text. */
  public Position positionOf(int line, int column) {
    int index = Math.max(0, Math.min(line, lineStarts.size()) - 1);
    int col = line > lineStarts.size() ? 1 : Math.max(column, 1);
    Position start = lineStarts.get(index);
    int startColumn = 1;
    for (Fold fold : folds) {
      if (fold.line() == index + 1 && fold.column() <= col && fold.column() >= startColumn) {
        start = fold.position();
        startColumn = fold.column();
      }
    }
    return new Position(start.file(), start.line(), start.column() + col - startColumn);
  }

  public Position start() {
    return lineStarts.get(0);
  }

  /**
   * The number of lines of the SQL text as an editor counts them: a line break at the end starts no
   * line. (The position of that empty last line stays known, for errors at the end of input.)
   */
  public int lineCount() {
    return text.endsWith("\n") ? Math.max(1, lineStarts.size() - 1) : lineStarts.size();
  }

  /**
   * The part of this block between two character offsets of its text, keeping the file positions:
   * one statement of a block of several.
   */
  public SqlBlock slice(int startOffset, int endOffset) {
    if (startOffset < 0 || endOffset > text.length() || startOffset > endOffset) {
      throw new IllegalArgumentException(
          "bad slice [" + startOffset + ", " + endOffset + ") of " + text.length() + " chars");
    }
    int line = 1;
    int lineStart = 0;
    for (int i = 0; i < startOffset; i++) {
      if (text.charAt(i) == '\n') {
        line++;
        lineStart = i + 1;
      }
    }
    int firstLine = line;
    int firstColumn = startOffset - lineStart + 1;
    List<Position> starts = new ArrayList<>();
    starts.add(positionOf(line, firstColumn));
    for (int i = startOffset; i < endOffset; i++) {
      if (text.charAt(i) == '\n') {
        line++;
        starts.add(positionOf(line, 1));
      }
    }
    int lastLine = line;
    List<Fold> sliced = new ArrayList<>();
    for (Fold fold : folds) {
      if (fold.line() < firstLine || fold.line() > lastLine) {
        continue;
      }
      if (fold.line() == firstLine) {
        if (fold.column() > firstColumn) {
          sliced.add(new Fold(1, fold.column() - firstColumn + 1, fold.position()));
        }
      } else {
        sliced.add(new Fold(fold.line() - firstLine + 1, fold.column(), fold.position()));
      }
    }
    return new SqlBlock(text.substring(startOffset, endOffset), starts, sliced);
  }
}
