package io.github.topnkit.linter.parse;

import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.parser.SqlParserPos;

/**
 * A region of a source file: 1-based line and column of its first and last character, inclusive,
 * exactly as Flink's parser reports them.
 */
public record Span(int startLine, int startColumn, int endLine, int endColumn)
    implements Comparable<Span> {

  /** The span of a whole file when nothing more precise is known: its first character. */
  public static final Span FILE_START = new Span(1, 1, 1, 1);

  public Span {
    if (startLine < 1 || startColumn < 1) {
      throw new IllegalArgumentException(
          "span starts before 1:1: " + startLine + ":" + startColumn);
    }
    if (endLine < startLine || (endLine == startLine && endColumn < startColumn)) {
      endLine = startLine;
      endColumn = startColumn;
    }
  }

  /** The span of a single position. */
  public static Span at(int line, int column) {
    return new Span(line, column, line, column);
  }

  /** The span Calcite recorded for a parser position; the file start for a missing position. */
  public static Span of(SqlParserPos pos) {
    if (pos == null || pos.getLineNum() < 1 || pos.getColumnNum() < 1) {
      return FILE_START;
    }
    return new Span(
        pos.getLineNum(), pos.getColumnNum(), pos.getEndLineNum(), pos.getEndColumnNum());
  }

  /** The span of a parse-tree node, including all of its operands. */
  public static Span of(SqlNode node) {
    return node == null ? FILE_START : of(node.getParserPosition());
  }

  /** The smallest span covering this and the other span. */
  public Span union(Span other) {
    Span first = compareTo(other) <= 0 ? this : other;
    boolean thisEndsLater =
        endLine > other.endLine || (endLine == other.endLine && endColumn >= other.endColumn);
    Span last = thisEndsLater ? this : other;
    return new Span(first.startLine, first.startColumn, last.endLine, last.endColumn);
  }

  /** Whether the given line lies within this span. */
  public boolean containsLine(int line) {
    return line >= startLine && line <= endLine;
  }

  @Override
  public int compareTo(Span o) {
    int c = Integer.compare(startLine, o.startLine);
    if (c != 0) {
      return c;
    }
    c = Integer.compare(startColumn, o.startColumn);
    if (c != 0) {
      return c;
    }
    c = Integer.compare(endLine, o.endLine);
    return c != 0 ? c : Integer.compare(endColumn, o.endColumn);
  }

  @Override
  public String toString() {
    return startLine + ":" + startColumn + "-" + endLine + ":" + endColumn;
  }
}
