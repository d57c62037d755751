package io.github.topnkit.spec;

import static java.util.Objects.requireNonNull;

import java.util.List;

/**
 * SQL text taken verbatim from a spec file, with the file position of the first character of each
 * of its lines, so a position inside the SQL maps back to the file.
 */
public record SqlBlock(String text, List<Position> lineStarts) {

  public SqlBlock {
    requireNonNull(text, "text is null");
    lineStarts = List.copyOf(lineStarts);
    if (lineStarts.isEmpty()) {
      throw new IllegalArgumentException("a SQL block needs the position of its first line");
    }
  }

  /** The file position of a 1-based line and column of the SQL text. */
  public Position positionOf(int line, int column) {
    int index = Math.max(0, Math.min(line, lineStarts.size()) - 1);
    Position start = lineStarts.get(index);
    int col = line > lineStarts.size() ? 1 : column;
    return new Position(start.file(), start.line(), start.column() + Math.max(col, 1) - 1);
  }

  public Position start() {
    return lineStarts.get(0);
  }
}
